/**
 * Starts the app the way the README does (`npm run build`, then `node apps/server/dist/main.js`) on a
 * free port with a fresh data directory, and stops it again.
 *
 *   buildApp()                      runs `npm run build` at the repo root (once per test run)
 *   startServer({ env? })           -> { baseUrl, dataDir, stop() }; waits for /readyz
 *
 * Specs get the shared server's URL with `inject('baseUrl')` (see global-setup.ts); a spec that needs
 * its own data can call startServer() itself.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function buildApp(): void {
  execFileSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

export interface StartedServer {
  baseUrl: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  /** Output of the server so far (for failure messages). */
  output: () => string;
  stop: () => Promise<void>;
}

export interface StartOptions {
  env?: Record<string, string>;
  /** Keep the data directory after stop (default false). */
  keepData?: boolean;
  /** Reuse this data directory (a restart); a fresh temporary one otherwise. */
  dataDir?: string;
  /** Listen on this port (a restart keeps the origin, and so the token issuer); a free one otherwise. */
  port?: number;
  timeoutMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startServer({
  env = {},
  keepData = false,
  timeoutMs = 60_000,
  dataDir = mkdtempSync(path.join(tmpdir(), 'tafino-e2e-')),
  port: fixedPort,
}: StartOptions = {}) {
  const port = fixedPort ?? (await freePort());
  const baseUrl = `http://localhost:${port}`;
  let output = '';
  // The README's start: embedded defaults, so a DATABASE_URL meant for the API tests is not passed on.
  const { DATABASE_URL: _apiTestsDatabase, ...inherited } = process.env;
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: REPO_ROOT,
    env: {
      ...inherited,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_ORIGIN: baseUrl,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });

  const stop = async () => {
    if (!exited) {
      child.kill('SIGTERM');
      for (let i = 0; i < 100 && !exited; i++) await sleep(100);
      if (!exited) child.kill('SIGKILL');
    }
    if (!keepData) rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited) {
      await stop();
      throw new Error(`Server exited during start-up:\n${output}`);
    }
    try {
      const response = await fetch(`${baseUrl}/readyz`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`Server not ready after ${timeoutMs} ms:\n${output}`);
    }
    await sleep(200);
  }
  return { baseUrl, port, dataDir, process: child, output: () => output, stop } satisfies StartedServer;
}
