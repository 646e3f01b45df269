// npm run bench:api — throughput and latency of the widget read and write paths on PGlite
// and PostgreSQL, next to a bare route that returns the same JSON from memory.
//
// Options (environment):
//   BENCH_SECONDS=10          length of each load run
//   BENCH_CONNECTIONS=50      concurrent connections (pgbench uses the same number)
//   BENCH_DATABASES=pglite,postgres   which databases to measure
//   BENCH_WRITE_ONLY=1        only PATCH update-widget and the pgbench ratio (no bare route, no reads)
//   BENCH_REPEAT=1            write runs and pgbench runs, alternated; prints each ratio and the median
//   BENCH_WRITE=whole         update-widget's body: 'whole' (the spec's call: the whole extraProperties)
//                             or 'changes' (what the board sends: a per-setting change and a new opId)
//   BENCH_SCALE_DESKTOPS=10000, BENCH_SCALE_USERS=500   the large database (0: skip)
//   BENCH_SCALE_ROUNDS=5      rounds of the scale comparison (reads and writes on the small and the
//                             large database, alternated; medians compared)
//   BENCH_WIDGET_CACHE=0      reads without the widget-list cache
//   DATABASE_POOL_MAX=20      the app's pool size
// The PostgreSQL write figure alone, in under a minute:
//   BENCH_DATABASES=postgres BENCH_WRITE_ONLY=1 BENCH_SCALE_DESKTOPS=0 npm run bench:api
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/database.ts';
import { createTestDatabase, type DatabaseKind } from '../test/helpers/database.ts';
import { getTokens } from '../test/helpers/sign-in.ts';

const run = promisify(execFile);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const postgresUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** The large database: BENCH_SCALE_DESKTOPS desktops x 20 widgets over BENCH_SCALE_USERS users (0: skip). */
const scaleDesktops = Number(process.env.BENCH_SCALE_DESKTOPS ?? 10_000);
const scaleUsers = Number(process.env.BENCH_SCALE_USERS ?? 500);
const writeOnly = process.env.BENCH_WRITE_ONLY === '1';
const writeShape = process.env.BENCH_WRITE === 'changes' ? 'changes' : 'whole';
const repeat = Math.max(1, Number(process.env.BENCH_REPEAT ?? 1));
const scaleRounds = Math.max(1, Number(process.env.BENCH_SCALE_ROUNDS ?? 5));
const wantedDatabases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',').map((s) => s.trim());
/** A change in per cent with its sign: '+7 %', '-9 %'. */
const signedPercent = (change: number) => `${change >= 0 ? '+' : ''}${change.toFixed(0)} %`;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

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

/**
 * The app on a fresh database of `kind` with the demo data, a desktop of 20 Timer widgets of the demo
 * teacher, listening on a free port: the URLs and bodies the load runs use.
 */
async function startBenchApp(kind: DatabaseKind) {
  if (kind === 'postgres') process.env.DATABASE_URL = postgresUrl;
  // The pool the app opens by default (DATABASE_POOL_MAX, config.ts), not the tests' smaller one.
  const db = await createTestDatabase(kind, { poolMax: Number(process.env.DATABASE_POOL_MAX ?? 20) });
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
  // Vacuumed and analysed as the large database is after its seeding: both plan alike, and no
  // autovacuum of fresh rows runs into the measured minutes.
  await sql`vacuum analyze`.execute(db.database.db);
  const widgetsUrl = `/api/platform/desktops/${desktopId}/widgets`;
  bare = (await app.inject({ url: widgetsUrl, headers })).body;
  const updateBodies = widgetIds.map((widgetId, i) =>
    JSON.stringify(
      writeShape === 'changes'
        ? {
            widgetId,
            changes: [{ op: 'set', path: ['widgetComponentData', 'endsAt'], value: Date.now() + 60_000 * i }],
            opId: '@opId',
          }
        : { widgetId, extraProperties: widgetExtra(i + 1) },
    ),
  );

  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const common = { connections, duration, headers };
  return {
    db,
    read: (seconds = duration) => load({ ...common, duration: seconds, url: `${origin}${widgetsUrl}` }),
    bareRead: () => load({ ...common, url: `${origin}/bench/bare` }),
    update: (seconds = duration) =>
      load({
        ...common,
        duration: seconds,
        method: 'PATCH',
        url: `${origin}/api/platform/desktops/${desktopId}/update-widget`,
        bodies: updateBodies,
      }),
    async close() {
      await app.close();
      await db.drop();
    },
  };
}

type BenchApp = Awaited<ReturnType<typeof startBenchApp>>;

/** One figure of the scale comparison: the small and the large database's rates, round by round. */
interface ScaleFigure {
  small: number[];
  large: number[];
}

/**
 * Reads and writes on the small database against a large one (a second database of the same kind,
 * seeded by `seedLargeDatabase`), alternated in `scaleRounds` rounds (small first, then large first), so
 * both see the same minutes of a busy machine; the medians are compared.
 */
async function scaleComparison(kind: DatabaseKind, small: BenchApp) {
  const large = await startBenchApp(kind);
  try {
    const label = await seedLargeDatabase(large.db.database, scaleDesktops, scaleUsers);
    await large.read(2);
    await large.update(2);
    const figures: Record<'GET widgets' | 'PATCH update-widget', ScaleFigure> = {
      'GET widgets': { small: [], large: [] },
      'PATCH update-widget': { small: [], large: [] },
    };
    for (let round = 0; round < scaleRounds; round++) {
      const order: [BenchApp, 'small' | 'large'][] = [
        [small, 'small'],
        [large, 'large'],
      ];
      if (round % 2 === 1) order.reverse();
      for (const [target, side] of order)
        figures['GET widgets'][side].push((await target.read()).requestsPerSecond);
      for (const [target, side] of order)
        figures['PATCH update-widget'][side].push((await target.update()).requestsPerSecond);
    }
    return { label, figures };
  } finally {
    await large.close();
  }
}

async function benchmark(kind: DatabaseKind) {
  const bench = await startBenchApp(kind);
  // Short warm-up so JIT and pool are in steady state; the writes warm up too (their JIT, the table's
  // pages), so the first measured write run is not the coldest.
  await bench.read(2);
  await bench.update(2);
  const results: Record<string, LoadResult> = {};
  if (!writeOnly) {
    results['bare route (memory)'] = await bench.bareRead();
    results['GET widgets (20)'] = await bench.read();
  }
  // Write runs and pgbench runs alternate, so both see the same minutes of a busy machine.
  const ratios: { rps: number; tps: number | undefined }[] = [];
  for (let i = 0; i < repeat; i++) {
    const result = await bench.update();
    results['PATCH update-widget'] = result;
    const tps =
      kind === 'postgres' && bench.db.url ? await pgbenchUpdateTps(bench.db.url, i === 0) : undefined;
    ratios.push({ rps: result.requestsPerSecond, tps });
  }
  if (repeat > 1) {
    const rps = median(ratios.map((r) => r.rps));
    results['PATCH update-widget'] = { ...results['PATCH update-widget']!, requestsPerSecond: rps };
  }
  const measured = ratios.filter((r) => r.tps !== undefined);
  const pgbenchTps = measured.length > 0 ? median(measured.map((r) => r.tps!)) : undefined;
  if (measured.length > 1) {
    const shares = measured.map((r) => (r.rps / r.tps!) * 100);
    console.log(
      `  update-widget / pgbench per run: ${measured.map((r, i) => `${r.rps.toFixed(0)}/${r.tps!.toFixed(0)} = ${shares[i]!.toFixed(0)} %`).join(', ')}; median ${median(shares).toFixed(0)} %`,
    );
  }
  try {
    const scale = scaleDesktops > 0 && !writeOnly ? await scaleComparison(kind, bench) : undefined;
    return { results, pgbenchTps, scale };
  } finally {
    await bench.close();
  }
}

/**
 * What PostgreSQL itself commits: pgbench with single-row UPDATEs of a jsonb value of the same size as
 * the widget writes, at the same concurrency and for the same time, in the benchmark's own database.
 */
async function pgbenchUpdateTps(url: string, create = true): Promise<number | undefined> {
  const payload = JSON.stringify(widgetExtra(1));
  if (create) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query('create table bench_rows (id int primary key, extra jsonb not null)');
    await client.query('insert into bench_rows select g, $1::jsonb from generate_series(1, 20) g', [payload]);
    await client.end();
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'tafino-pgbench-'));
  const script = path.join(dir, 'update.sql');
  await writeFile(
    script,
    `\\set id random(1, 20)\nupdate bench_rows set extra = '${payload.replace(/'/g, "''")}'::jsonb where id = :id;\n`,
  );
  try {
    const { stdout } = await run('pgbench', [
      '-n',
      '-c',
      String(connections),
      '-j',
      '2',
      '-T',
      String(duration),
      '-f',
      script,
      url,
    ]);
    const tps = /tps = ([\d.]+)/.exec(stdout)?.[1];
    return tps ? Number(tps) : undefined;
  } catch (error) {
    console.log(`pgbench not available (${(error as Error).message.split('\n')[0]}): no PostgreSQL ratio.`);
    return undefined;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Fills the database as a school district would: `desktops` desktops of 20 widgets each over `users`
 * users of the demo tenant, in a few set-based statements. Returns a label for the figures.
 */
async function seedLargeDatabase(database: Database, desktops: number, users: number): Promise<string> {
  const started = performance.now();
  const { db } = database;
  const tenant = await db
    .selectFrom('users')
    .select('tenantId as id')
    .where('email', '=', 'lehrerin@example.org')
    .executeTakeFirstOrThrow();
  const payload = JSON.stringify(widgetExtra(1));
  await sql`insert into users (tenant_id, email, name)
    select ${tenant.id}::uuid, 'bench-' || g || '@example.org', 'Bench ' || g from generate_series(1, ${users}) g`.execute(
    db,
  );
  await sql`insert into desktops (tenant_id, owner_id, name)
    select u.tenant_id, u.id, 'Tafel ' || g
    from generate_series(1, ${desktops}) g
    join lateral (select id, tenant_id from users where email = 'bench-' || (1 + g % ${users}) || '@example.org') u on true`.execute(
    db,
  );
  await sql`insert into widgets (id, desktop_id, tenant_id, component_name, extra_properties)
    select gen_random_uuid(), d.id, d.tenant_id, 'Timer', ${payload}::jsonb
    from desktops d cross join generate_series(1, 20)
    where d.name like 'Tafel %'`.execute(db);
  await sql`vacuum analyze`.execute(db);
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  console.log(`  (${desktops} desktops x 20 widgets over ${users} users seeded in ${seconds} s)`);
  return `${desktops / 1000}k desktops`;
}

const kinds: DatabaseKind[] = wantedDatabases.includes('pglite') ? ['pglite'] : [];
if (wantedDatabases.includes('postgres')) {
  if (await postgresReachable()) kinds.push('postgres');
  else console.log(`PostgreSQL at ${postgresUrl} not reachable: not measured.`);
}

const cache = process.env.BENCH_WIDGET_CACHE === '0' ? 'off' : 'on';
console.log(
  `bench:api — ${connections} connections, ${duration} s per run, payload: 20 widgets, widget-list cache ${cache}, update-widget body: ${writeShape}`,
);
for (const kind of kinds) {
  const { results, pgbenchTps, scale } = await benchmark(kind);
  const bareRps = results['bare route (memory)']?.requestsPerSecond ?? Number.NaN;
  console.log(`\n${kind}`);
  console.log('  route                      req/s     p50 ms   p99 ms   of bare   errors');
  for (const [name, r] of Object.entries(results)) {
    const share = Number.isNaN(bareRps) ? '-' : `${((r.requestsPerSecond / bareRps) * 100).toFixed(0)} %`;
    const errors = r.non2xx + r.errors + r.timeouts;
    console.log(
      `  ${name.padEnd(26)} ${r.requestsPerSecond.toFixed(0).padStart(7)} ${String(r.p50).padStart(9)} ${String(r.p99).padStart(8)} ${share.padStart(9)} ${String(errors).padStart(8)}`,
    );
  }
  const small = results['PATCH update-widget']!.requestsPerSecond;
  if (pgbenchTps) {
    console.log(
      `  PATCH update-widget against pgbench single-row UPDATE (${connections} connections): ${small.toFixed(0)} req/s vs ${pgbenchTps.toFixed(0)} TPS = ${((small / pgbenchTps) * 100).toFixed(0)} % (goal >= 50 %)`,
    );
  }
  if (scale) {
    console.log(
      `  ${scale.label} x 20 widgets against the small database, ${scaleRounds} alternated rounds (medians, req/s):`,
    );
    for (const [name, figure] of Object.entries(scale.figures)) {
      const change = (median(figure.large) / median(figure.small) - 1) * 100;
      const rounds = figure.large.map((large, i) => signedPercent((large / figure.small[i]! - 1) * 100));
      console.log(
        `    ${name.padEnd(20)} ${median(figure.small).toFixed(0).padStart(6)} -> ${median(figure.large).toFixed(0).padStart(6)}: ${signedPercent(change)} (goal: within 10 %; per round ${rounds.join(', ')})`,
      );
    }
  }
}
