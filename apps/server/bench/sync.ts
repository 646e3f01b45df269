// npm run bench:sync — fan-out latency of the live channel: 1 writer and BENCH_VIEWERS read-only
// windows per desktop x BENCH_DESKTOPS desktops, from a write's acknowledgement (its HTTP answer)
// to its arrival at each window. Once on one app instance (PGlite, memory fan-out, in this Node
// process), once across two server processes on one PostgreSQL database (the writer talks to one,
// every window to the other; LISTEN/NOTIFY between them). The windows are WebSocket clients in
// this process. Memory per idle connection: the serving process's resident memory per window.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import WebSocket from 'ws';
import { type ServerProcess, signInHttp, startServer } from '../reliability/support/server-process.ts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createTestDatabase } from '../test/helpers/database.ts';
import { getTokens } from '../test/helpers/sign-in.ts';

const desktops = Number(process.env.BENCH_DESKTOPS ?? 100);
const viewers = Number(process.env.BENCH_VIEWERS ?? 30);
const rounds = Number(process.env.BENCH_ROUNDS ?? 10);
const postgresUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const base = '/api/platform/desktops';

const config = () =>
  loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_ORIGIN: 'http://localhost:3000',
    SEED_DEMO: 'true',
    WEB_DIST_DIR: '/nonexistent',
    RATE_LIMIT_MAX: '1000000',
  });

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

interface Setup {
  label: string;
  writerUrl: string;
  viewerUrl: string;
  token: string;
  /** Resident memory of the process that serves the windows, in bytes. */
  viewerRss(): number;
  close(): Promise<void>;
}

/** PGlite: one app instance in this process, fan-out in memory. */
async function inProcess(): Promise<Setup> {
  const db = await createTestDatabase('pglite');
  const app = await buildApp(config(), { database: db.database, logger: false });
  await app.ready();
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const { accessToken: token } = await getTokens(app, 'lehrerin@example.org', 'Tafel-Demo-1');
  return {
    label: 'PGlite, one app instance',
    writerUrl: url,
    viewerUrl: url,
    token,
    viewerRss: () => process.memoryUsage().rss,
    async close() {
      await app.close();
      await db.drop();
    },
  };
}

/** PostgreSQL: two server processes on one database, as behind a load balancer. */
async function twoProcesses(): Promise<Setup> {
  const env = { RATE_LIMIT_MAX: '1000000', LOG_LEVEL: 'warn' };
  process.env.DATABASE_URL = postgresUrl;
  const writer: ServerProcess = await startServer({ database: 'postgres', env });
  // One issuer for both (its keys are in the shared database), as behind one public address.
  const viewer = await startServer({
    env: { ...env, DATABASE_URL: writer.databaseUrl ?? '', PUBLIC_ORIGIN: writer.baseUrl },
  });
  const token = await signInHttp(writer.baseUrl, 'lehrerin@example.org', 'Tafel-Demo-1');
  return {
    label: 'PostgreSQL, two server processes (writer on one, windows on the other)',
    writerUrl: writer.baseUrl,
    viewerUrl: viewer.baseUrl,
    token,
    viewerRss: () => {
      const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${viewer.pid}/status`, 'utf8'))?.[1];
      return Number(kb ?? 0) * 1024;
    },
    async close() {
      await viewer.stop();
      await writer.stop();
    },
  };
}

async function run(setup: Setup) {
  const { writerUrl, viewerUrl, token } = setup;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const call = async (method: string, url: string, body: unknown) => {
    const res = await fetch(`${writerUrl}${url}`, { method, headers, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<unknown>;
  };

  const targets: { desktopId: string; widgetId: string }[] = [];
  for (let i = 0; i < desktops; i++) {
    const desktop = (await call('POST', base, { name: `Bench ${i} ${randomUUID().slice(0, 6)}` })) as {
      id: string;
    };
    const widgetId = randomUUID();
    await call('PATCH', `${base}/${desktop.id}/create-widget`, {
      widgetId,
      componentName: 'Timer',
      extraProperties: {},
    });
    targets.push({ desktopId: desktop.id, widgetId });
  }

  // Arrival times per operation id, per window.
  const arrivals = new Map<string, number[]>();
  const sockets: WebSocket[] = [];
  global.gc?.();
  const before = setup.viewerRss();
  await Promise.all(
    targets.flatMap(({ desktopId }) =>
      Array.from(
        { length: viewers },
        () =>
          new Promise<void>((resolve, reject) => {
            const socket = new WebSocket(`${viewerUrl.replace(/^http/, 'ws')}${base}/${desktopId}/live`);
            sockets.push(socket);
            socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
            socket.on('error', reject);
            socket.on('close', (code) => reject(new Error(`window closed before it was ready (${code})`)));
            socket.on('message', (data) => {
              const at = performance.now();
              const frame = JSON.parse(String(data)) as { type: string; opId?: string };
              if (frame.type === 'ready') resolve();
              else if (frame.type === 'widget.updated' && frame.opId) {
                let list = arrivals.get(frame.opId);
                if (!list) {
                  list = [];
                  arrivals.set(frame.opId, list);
                }
                list.push(at);
              }
            });
          }),
      ),
    ),
  );
  // Let the processes settle (allocation after the handshake) before reading their memory.
  await new Promise((r) => setTimeout(r, 1000));
  global.gc?.();
  const perConnection = (setup.viewerRss() - before) / sockets.length;

  const latencies: number[] = [];
  const fromSend: number[] = [];
  let dropped = 0;
  for (let round = 0; round < rounds; round++) {
    const acks = await Promise.all(
      targets.map(async ({ desktopId, widgetId }) => {
        const opId = randomUUID();
        const sent = performance.now();
        const res = await fetch(`${writerUrl}${base}/${desktopId}/update-widget`, {
          method: 'PATCH',
          headers,
          body: JSON.stringify({
            widgetId,
            opId,
            changes: [{ op: 'set', path: ['widgetComponentData', 'round'], value: round }],
          }),
        });
        await res.arrayBuffer();
        return { opId, sent, ack: performance.now() };
      }),
    );
    // Every window should have each event within 5 s.
    const deadline = performance.now() + 5_000;
    while (
      performance.now() < deadline &&
      acks.some(({ opId }) => (arrivals.get(opId)?.length ?? 0) < viewers)
    )
      await new Promise((r) => setTimeout(r, 5));
    for (const { opId, sent, ack } of acks) {
      const got = arrivals.get(opId) ?? [];
      dropped += viewers - got.length;
      // An event may arrive before the writer has read its answer (0 ms after the answer).
      for (const at of got) {
        latencies.push(Math.max(0, at - ack));
        fromSend.push(at - sent);
      }
      arrivals.delete(opId);
    }
  }
  latencies.sort((a, b) => a - b);
  fromSend.sort((a, b) => a - b);
  const f = (n: number) => `${n.toFixed(1)} ms`;
  console.log(
    `${setup.label}: ` +
      `${desktops} desktops x ${viewers} windows, ${rounds} writes per desktop; fan-out after the write's answer ` +
      `p50 ${f(percentile(latencies, 50))}, p95 ${f(percentile(latencies, 95))}, p99 ${f(percentile(latencies, 99))} ` +
      `(from sending the write: p50 ${f(percentile(fromSend, 50))}, p95 ${f(percentile(fromSend, 95))}, p99 ${f(percentile(fromSend, 99))}); ` +
      `${latencies.length} deliveries, ${dropped} missed; memory per idle connection (rss of the serving process${setup.writerUrl === setup.viewerUrl ? ', with the clients in it' : ''}) ` +
      `${(perConnection / 1024).toFixed(1)} KiB`,
  );
  for (const socket of sockets) socket.terminate();
  await setup.close();
}

await run(await inProcess());
if (await postgresReachable()) await run(await twoProcesses());
else console.log(`PostgreSQL at ${postgresUrl} not reachable: the two-instance run is skipped.`);
