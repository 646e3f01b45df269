// npm run bench:api — throughput and latency of the widget read and write paths on PGlite
// and PostgreSQL, next to a bare route that returns the same JSON from memory.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createTestDatabase, type DatabaseKind } from '../test/helpers/database.ts';
import { getTokens } from '../test/helpers/sign-in.ts';

const run = promisify(execFile);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const postgresUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  total: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

async function load(options: Record<string, unknown>): Promise<LoadResult> {
  const { stdout } = await run(
    process.execPath,
    [path.join(import.meta.dirname, 'load.mjs'), JSON.stringify(options)],
    {
      maxBuffer: 10 * 1024 * 1024,
    },
  );
  return JSON.parse(stdout) as LoadResult;
}

function widgetExtra(i: number) {
  return {
    widgetComponentData: {
      status: 'running',
      endsAt: Date.now() + 60_000 * i,
      remainingMs: 0,
      laps: [1200, 3400],
    },
    widgetSettingsData: {
      ownerName: '',
      settingsVersion: 1,
      extraSettings: {
        totalSeconds: 300,
        presetSeconds: [60, 120, 180, 300, 600, 900],
        showProgressBar: true,
        finishedMessage: 'Die Zeit ist um!',
        playSound: false,
      },
    },
  };
}

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

async function benchmark(kind: DatabaseKind) {
  if (kind === 'postgres') process.env.DATABASE_URL = postgresUrl;
  const db = await createTestDatabase(kind);
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    PUBLIC_ORIGIN: 'http://127.0.0.1',
    SEED_DEMO: 'true',
    WEB_DIST_DIR: '/nonexistent',
  });
  const app = await buildApp(config, { database: db.database, logger: false });
  let bare = '';
  app.get('/bench/bare', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('application/json').send(bare),
  );
  await app.ready();
  const { accessToken } = await getTokens(app, 'lehrerin@example.org', 'Tafel-Demo-1');
  const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };

  const created = await app.inject({
    method: 'POST',
    url: '/api/platform/desktops',
    headers,
    payload: { name: 'Benchmark' },
  });
  const desktopId = created.json().id as string;
  const widgetIds: string[] = [];
  for (let i = 0; i < 20; i++) {
    const widgetId = randomUUID();
    widgetIds.push(widgetId);
    await app.inject({
      method: 'PATCH',
      url: `/api/platform/desktops/${desktopId}/create-widget`,
      headers,
      payload: { widgetId, componentName: 'Timer', extraProperties: widgetExtra(i) },
    });
  }
  const widgetsUrl = `/api/platform/desktops/${desktopId}/widgets`;
  bare = (await app.inject({ url: widgetsUrl, headers })).body;

  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const common = { connections, duration, headers };

  // Short warm-up so JIT and pool are in steady state.
  await load({ ...common, duration: 2, url: `${origin}${widgetsUrl}` });
  const results: Record<string, LoadResult> = {};
  results['bare route (memory)'] = await load({ ...common, url: `${origin}/bench/bare` });
  results['GET widgets (20)'] = await load({ ...common, url: `${origin}${widgetsUrl}` });
  results['PATCH update-widget'] = await load({
    ...common,
    method: 'PATCH',
    url: `${origin}/api/platform/desktops/${desktopId}/update-widget`,
    bodies: widgetIds.map((widgetId, i) => JSON.stringify({ widgetId, extraProperties: widgetExtra(i + 1) })),
  });
  await app.close();
  await db.drop();
  return results;
}

const kinds: DatabaseKind[] = ['pglite'];
if (await postgresReachable()) kinds.push('postgres');
else console.log(`PostgreSQL at ${postgresUrl} not reachable: measuring PGlite only.`);

const cache = process.env.BENCH_WIDGET_CACHE === '0' ? 'off' : 'on';
console.log(
  `bench:api — ${connections} connections, ${duration} s per run, payload: 20 widgets, widget-list cache ${cache}`,
);
for (const kind of kinds) {
  const results = await benchmark(kind);
  const bareRps = results['bare route (memory)']!.requestsPerSecond;
  console.log(`\n${kind}`);
  console.log('  route                      req/s     p50 ms   p99 ms   of bare   errors');
  for (const [name, r] of Object.entries(results)) {
    const share = `${((r.requestsPerSecond / bareRps) * 100).toFixed(0)} %`;
    const errors = r.non2xx + r.errors + r.timeouts;
    console.log(
      `  ${name.padEnd(26)} ${r.requestsPerSecond.toFixed(0).padStart(7)} ${String(r.p50).padStart(9)} ${String(r.p99).padStart(8)} ${share.padStart(9)} ${String(errors).padStart(8)}`,
    );
  }
}
