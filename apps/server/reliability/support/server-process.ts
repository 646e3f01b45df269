// The real server as its own process, for the reliability suite: a crash, a leaked file
// descriptor or a dropped connection must be seen from outside, not inside the test runner.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const serverRoot = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  baseUrl: string;
  pid: number;
  /** The process's stdout and stderr (JSON log lines), kept in a file. */
  logFile: string;
  /** Connection string of the fresh database (postgres only). */
  databaseUrl?: string;
  child: ChildProcess;
  /** True while the process has not exited. */
  alive(): boolean;
  /** How the process ended, once it has. */
  exit(): { code: number | null; signal: NodeJS.Signals | null } | undefined;
  /** Open file descriptors of the process (Linux /proc). */
  fdCount(): number;
  /** The log written so far. */
  log(): string;
  /** SIGKILL, no clean-up by the server (the data folder and database stay for a restart). */
  kill9(): Promise<void>;
  /** Starts the process again on the same data, port and database. */
  restart(): Promise<void>;
  /** Stops the process and removes its data folder and database. */
  stop(): Promise<void>;
}

export interface StartOptions {
  database?: 'pglite' | 'postgres';
  env?: Record<string, string>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** A new database on the PostgreSQL server of DATABASE_URL; drop() removes it. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('DATABASE_URL is not set');
  const name = `tafino_rel_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** Starts `src/main.ts` (as `npm run dev` does, without watching) and waits for /healthz. */
export async function startServer(options: StartOptions = {}): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tafino-rel-'));
  const logFile = path.join(dataDir, 'server.log');
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const database = options.database === 'postgres' ? await createPostgresDatabase() : undefined;
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_ORIGIN: baseUrl,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: '/nonexistent',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'info',
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...options.env,
  };
  if (!database && !options.env?.DATABASE_URL) delete env.DATABASE_URL;

  let child!: ChildProcess;
  let exited: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  const logStream = createWriteStream(logFile, { flags: 'a' });

  async function launch() {
    exited = undefined;
    child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.pipe(logStream, { end: false });
    child.stderr?.pipe(logStream, { end: false });
    child.once('exit', (code, signal) => {
      exited = { code, signal };
    });
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (exited) throw new Error(`server exited during start-up (${JSON.stringify(exited)}):\n${tail()}`);
      try {
        const res = await fetch(`${baseUrl}/healthz`);
        if (res.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`server did not start within 60 s:\n${tail()}`);
  }

  function tail() {
    try {
      return readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n');
    } catch {
      return '';
    }
  }

  async function waitForExit(timeoutMs: number) {
    const deadline = Date.now() + timeoutMs;
    while (!exited && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  }

  await launch();
  return {
    baseUrl,
    get pid() {
      return child.pid ?? -1;
    },
    logFile,
    databaseUrl: database?.url,
    get child() {
      return child;
    },
    alive: () => !exited,
    exit: () => exited,
    fdCount: () => readdirSync(`/proc/${child.pid}/fd`).length,
    log: () => readFileSync(logFile, 'utf8'),
    async kill9() {
      child.kill('SIGKILL');
      await waitForExit(10_000);
    },
    restart: launch,
    async stop() {
      if (!exited) {
        child.kill('SIGTERM');
        await waitForExit(15_000);
        if (!exited) {
          child.kill('SIGKILL');
          await waitForExit(5_000);
        }
      }
      logStream.end();
      await database?.drop().catch(() => {});
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Access tokens through the real authorization code flow with PKCE, over HTTP. */
export async function signInHttp(
  baseUrl: string,
  email: string,
  password: string,
  options: { forwardedFor?: string } = {},
): Promise<string> {
  const { createHash } = await import('node:crypto');
  const cookies = new Map<string, string>();
  const request = async (url: string, init: RequestInit = {}) => {
    const cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(new URL(url, baseUrl), {
      ...init,
      redirect: 'manual',
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {}),
        ...(init.headers as Record<string, string> | undefined),
      },
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const i = pair.indexOf('=');
      const value = pair.slice(i + 1).trim();
      if (value && !/expires=.*1970/i.test(line)) cookies.set(pair.slice(0, i).trim(), value);
      else cookies.delete(pair.slice(0, i).trim());
    }
    return res;
  };
  const follow = async (res: Response): Promise<Response> => {
    let current = res;
    for (let i = 0; i < 10; i++) {
      const location = current.status >= 300 && current.status < 400 ? current.headers.get('location') : null;
      if (!location) return current;
      const target = new URL(location, baseUrl);
      if (target.origin !== baseUrl || target.pathname === '/signin') return current;
      current = await request(target.href);
    }
    throw new Error('too many redirects');
  };
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const state = randomBytes(8).toString('hex');
  const query = new URLSearchParams({
    client_id: 'tafino-web',
    response_type: 'code',
    redirect_uri: `${baseUrl}/signin`,
    scope: 'openid profile email offline_access tafino-api',
    state,
    nonce: randomBytes(8).toString('hex'),
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  const page = await follow(await request(`/oidc/auth?${query}`));
  const html = await page.text();
  const action = /<form[^>]*\saction="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
  if (!action) throw new Error(`no sign-in form (${page.status})`);
  const done = await follow(
    await request(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, password }).toString(),
    }),
  );
  const location = done.headers.get('location');
  const code = location ? new URL(location, baseUrl).searchParams.get('code') : null;
  if (!code) throw new Error(`sign-in of ${email} failed (${done.status})`);
  const token = await fetch(`${baseUrl}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: 'tafino-web',
      grant_type: 'authorization_code',
      code,
      redirect_uri: `${baseUrl}/signin`,
      code_verifier: verifier,
    }).toString(),
  });
  if (!token.ok) throw new Error(`token request failed with ${token.status}`);
  return ((await token.json()) as { access_token: string }).access_token;
}

/** Prints one line of figures for a part of the suite (shown in CI's output). */
export function report(part: string, figures: Record<string, string | number>): void {
  const line = Object.entries(figures)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
  process.stdout.write(`\n[reliability] ${part}: ${line}\n`);
}
