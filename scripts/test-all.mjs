#!/usr/bin/env node
// Runs every test tier: lint and types, unit and API tests, the reliability suite, browser tests.
// Installs what the tests need first: Chromium from Debian's packages when it is missing.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const outDir = mkdtempSync(path.join(tmpdir(), 'tafino-tests-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];

function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return;
  console.log('Chromium fehlt: installiere es aus den Debian-Paketen …');
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(
    `${sudo}apt-get update -qq && ${sudo}DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`,
    {
      stdio: 'inherit',
    },
  );
}

function step(name, command, args, env = {}) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(
    `=== ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  if (result.status !== 0) failedSteps.push(name);
  return result.status === 0;
}

function vitest(name, projects, extra = []) {
  const report = path.join(outDir, `${name}.json`);
  const args = [
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...extra,
  ];
  const ok = step(name, 'npx', args);
  if (existsSync(report)) {
    const r = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += r.numPassedTests ?? 0;
    totals.failed += r.numFailedTests ?? 0;
    totals.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  } else if (!ok) {
    totals.failed += 1;
  }
  return ok;
}

/** The local PostgreSQL the API tests use when DATABASE_URL is unset. */
const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test';

/** True when PostgreSQL answers at `url` within 3 s (pg is the server's own driver). */
async function postgresReachable(url) {
  const { default: pg } = await import(
    createRequire(path.join(root, 'apps/server/package.json')).resolve('pg')
  );
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** The PostgreSQL tier runs when DATABASE_URL is set or a local PostgreSQL answers. */
async function choosePostgres() {
  if (process.env.DATABASE_URL) {
    console.log(`PostgreSQL-Stufe: DATABASE_URL ist gesetzt, die API-Tests laufen auch auf PostgreSQL.`);
    return;
  }
  if (await postgresReachable(LOCAL_POSTGRES)) {
    process.env.DATABASE_URL = LOCAL_POSTGRES;
    console.log(
      `PostgreSQL-Stufe: lokales PostgreSQL erreichbar (${LOCAL_POSTGRES}), die API-Tests laufen auch darauf.`,
    );
  } else {
    console.log(
      `PostgreSQL-Stufe übersprungen: kein DATABASE_URL und kein PostgreSQL unter ${LOCAL_POSTGRES} (nur PGlite).`,
    );
  }
}

ensureChromium();
await choosePostgres();
step('lint and types', 'npm', ['run', 'lint']);
vitest('unit and API tests', ['scripts', 'shared', 'server', 'web']);
vitest('reliability suite', ['reliability']);
vitest('browser tests', ['e2e']);

if (failedSteps.length) console.log(`\nFailed: ${failedSteps.join(', ')}`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);
