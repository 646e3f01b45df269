#!/usr/bin/env node
// npm start: builds the web app and the server only when their sources changed since the last
// build (scripts/build-stamp.mjs), then runs the server. The server's JSON log goes through
// unchanged; once it listens, one plain line names the address (and the demo sign-in while the
// embedded identity provider seeds the demo accounts).
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { hashInputs, staleReason, TARGETS, writeStamp } from './build-stamp.mjs';

const root = path.resolve(import.meta.dirname, '..');
const started = Date.now();

for (const target of TARGETS) {
  const reason = staleReason(root, target, hashInputs(root, target.inputs));
  if (!reason) continue;
  console.error(`Baue ${target.name} (${reason}) …`);
  const [command, args] = target.command;
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeStamp(root, target);
}

const demoSeeded =
  !process.env.OIDC_ISSUER && !['false', '0', 'no'].includes(process.env.SEED_DEMO ?? 'true');

const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
  cwd: root,
  stdio: ['inherit', 'pipe', 'inherit'],
});
let announced = false;
createInterface({ input: server.stdout }).on('line', (line) => {
  process.stdout.write(`${line}\n`);
  if (announced) return;
  let entry;
  try {
    entry = JSON.parse(line);
  } catch {
    return;
  }
  if (typeof entry?.origin !== 'string' || !String(entry.msg ?? '').startsWith('TAFINO läuft auf')) return;
  announced = true;
  const demo =
    demoSeeded && entry.identity === 'embedded'
      ? ' – Demo-Anmeldung: lehrerin@example.org / Tafel-Demo-1'
      : '';
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  process.stdout.write(`TAFINO läuft auf ${entry.origin}${demo} (gestartet in ${seconds} s)\n`);
});

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
