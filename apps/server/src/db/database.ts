import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import { CamelCasePlugin, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { AppConfig } from '../config.ts';
import { migrateToLatest } from './migrator.ts';
import type { DB } from './schema.ts';

export type DatabaseOptions =
  | { kind: 'pglite'; dir?: string }
  | { kind: 'postgres'; url: string; poolMax: number };

export interface Database {
  db: Kysely<DB>;
  kind: 'pglite' | 'postgres';
  /** True when a trivial query succeeds within the time limit. */
  ping(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

// Return timestamps as Date, bigint counts as number; keep jsonb parsed.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

/** Opens the database named by the configuration and applies all migrations. */
export async function openDatabase(
  options: DatabaseOptions | AppConfig['database'],
  log?: FastifyBaseLogger,
): Promise<Database> {
  const plugins = [new CamelCasePlugin()];
  let db: Kysely<DB>;
  let closeExtra: () => Promise<void> = async () => {};
  if (options.kind === 'pglite') {
    if (options.dir) mkdirSync(options.dir, { recursive: true });
    const pglite = options.dir ? new PGlite(options.dir) : new PGlite();
    const { PGliteDialect } = await import('./pglite-dialect.ts');
    db = new Kysely<DB>({ dialect: new PGliteDialect(pglite), plugins });
  } else {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolMax,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
      keepAlive: true,
    });
    // An idle client that loses its server (restart, failover) emits here; without a
    // listener the process would crash. The pool drops the client and opens a new one.
    pool.on('error', (err) => log?.warn({ err: err.message }, 'database connection lost'));
    db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), plugins });
    closeExtra = async () => {};
  }
  await migrateToLatest(db, log);
  return {
    db,
    kind: options.kind,
    async ping(timeoutMs = 2_000) {
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          sql`select 1`.execute(db),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
          }),
        ]);
        return true;
      } catch {
        return false;
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      await db.destroy();
      await closeExtra();
    },
  };
}

const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

/** True for errors that mean the database cannot be reached right now (answer 503, not 500). */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as { code?: string; message?: string };
  if (e.code && (unavailableCodes.has(e.code) || e.code.startsWith('08'))) return true;
  const message = e.message ?? '';
  return /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
    message,
  );
}
