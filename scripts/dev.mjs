#!/usr/bin/env node
// `npm run dev`: the API server (tsx watch, port 3000) and Vite with hot reload (port 5173), which
// proxies /api, /oidc, ... to the API. PUBLIC_ORIGIN is the Vite origin so the OIDC redirect URIs
// (/signin, /logout) and the issuer match what the browser sees. Ctrl+C stops both.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = process.env.API_PORT || '3000';
const webPort = '5173';
const origin = process.env.PUBLIC_ORIGIN || `http://localhost:${webPort}`;
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const children = [];
function run(label, command, args, env) {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[dev] ${label} stopped (${signal ?? code}); stopping the others.`);
      stop(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

run('api', bin('tsx'), ['watch', '--clear-screen=false', 'apps/server/src/main.ts'], {
  PORT: apiPort,
  PUBLIC_ORIGIN: origin,
  NODE_ENV: process.env.NODE_ENV ?? 'development',
});
run('web', bin('vite'), ['--config', 'apps/web/vite.config.ts', '--port', webPort, '--strictPort'], {
  TAFINO_API_URL: `http://localhost:${apiPort}`,
});
console.log(`[dev] app: ${origin}  (API on http://localhost:${apiPort})`);
