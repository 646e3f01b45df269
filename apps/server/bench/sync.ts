// npm run bench:sync — fan-out latency of the live channel: 1 writer and BENCH_VIEWERS read-only
// windows per desktop x BENCH_DESKTOPS desktops, from a write's acknowledgement (its HTTP answer)
// to its arrival at each window. Once on one app instance (PGlite, memory fan-out), once across two
// app instances on one PostgreSQL database (the writer talks to one, every window to the other;
// LISTEN/NOTIFY between them). Both instances and all clients run in this Node process.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import WebSocket from 'ws';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createTestDatabase, type DatabaseKind } from '../test/helpers/database.ts';
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

async function run(kind: DatabaseKind) {
  if (kind === 'postgres') process.env.DATABASE_URL = postgresUrl;
  const db = await createTestDatabase(kind);
  const writerApp = await buildApp(config(), { database: db.database, logger: false });
  await writerApp.ready();
  let viewerApp: FastifyInstance = writerApp;
  if (kind === 'postgres') {
    viewerApp = await buildApp(config(), { database: db.database, logger: false });
    await viewerApp.ready();
  }
  const writerUrl = await writerApp.listen({ port: 0, host: '127.0.0.1' });
  const viewerUrl =
    viewerApp === writerApp ? writerUrl : await viewerApp.listen({ port: 0, host: '127.0.0.1' });
  const { accessToken: token } = await getTokens(writerApp, 'lehrerin@example.org', 'Tafel-Demo-1');
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

  const targets: { desktopId: string; widgetId: string }[] = [];
  for (let i = 0; i < desktops; i++) {
    const desktop = (
      await writerApp.inject({
        method: 'POST',
        url: base,
        headers,
        payload: { name: `Bench ${i} ${randomUUID().slice(0, 6)}` },
      })
    ).json() as { id: string };
    const widgetId = randomUUID();
    await writerApp.inject({
      method: 'PATCH',
      url: `${base}/${desktop.id}/create-widget`,
      headers,
      payload: { widgetId, componentName: 'Timer', extraProperties: {} },
    });
    targets.push({ desktopId: desktop.id, widgetId });
  }

  // Arrival times per operation id, per window.
  const arrivals = new Map<string, number[]>();
  const sockets: WebSocket[] = [];
  const before = process.memoryUsage();
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
  global.gc?.();
  const after = process.memoryUsage();
  const perConnection = (after.rss - before.rss) / sockets.length;

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
    `${kind === 'postgres' ? 'PostgreSQL, two app instances (writer on one, windows on the other)' : 'PGlite, one app instance'}: ` +
      `${desktops} desktops x ${viewers} windows, ${rounds} writes per desktop; fan-out after the write's answer ` +
      `p50 ${f(percentile(latencies, 50))}, p95 ${f(percentile(latencies, 95))}, p99 ${f(percentile(latencies, 99))} ` +
      `(from sending the write: p50 ${f(percentile(fromSend, 50))}, p95 ${f(percentile(fromSend, 95))}, p99 ${f(percentile(fromSend, 99))}); ` +
      `${latencies.length} deliveries, ${dropped} missed; memory per idle connection (server and client side, rss) ` +
      `${(perConnection / 1024).toFixed(1)} KiB`,
  );
  for (const socket of sockets) socket.terminate();
  if (viewerApp !== writerApp) await viewerApp.close();
  await writerApp.close();
  await db.drop();
}

await run('pglite');
if (await postgresReachable()) await run('postgres');
else console.log(`PostgreSQL at ${postgresUrl} not reachable: the two-instance run is skipped.`);
