import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import { CamelCasePlugin, CompiledQuery, Kysely, PostgresDialect, sql } from 'kysely';
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
  /**
   * Runs a hot statement as a named prepared statement on PostgreSQL (parsed and planned once
   * per connection instead of per call); PGlite runs it directly. `name` must be unique per SQL text.
   */
  prepared<R>(name: string, text: string, values: unknown[]): Promise<R[]>;
  /**
   * Subscribes to a notification channel. onConnected fires once listening works (and again
   * after a reconnect); onDisconnected when notifications may be missed until then.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  /** Sends a notification on a channel (to every process listening, this one included). */
  notify(channel: string, payload: string): Promise<void>;
  /** True when a trivial query succeeds within the time limit. */
  ping(timeoutMs?: number): Promise<boolean>;
  /** Connections open, idle, and callers waiting for one (PGlite: its one connection). */
  poolStats(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

export interface ListenHandlers {
  onMessage(payload: string): void;
  onConnected(): void;
  onDisconnected(): void;
}

// Return timestamps as Date, bigint counts as number; keep jsonb parsed.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

/** Opens the database named by the configuration and applies all migrations. */
export async function openDatabase(
  options: DatabaseOptions | AppConfig['database'],
  log?: FastifyBaseLogger,
): Promise<Database> {
  // Column names are mapped; what a JSON column holds (a teacher's layout, widget settings, a symbol
  // pack's manifest) keeps its keys as stored: `klasse_3a` stays `klasse_3a`.
  const plugins = [new CamelCasePlugin({ maintainNestedObjectKeys: true })];
  let db: Kysely<DB>;
  let prepared: Database['prepared'];
  let listen: Database['listen'];
  let poolStats: Database['poolStats'];
  if (options.kind === 'pglite') {
    if (options.dir) mkdirSync(options.dir, { recursive: true });
    const pglite = options.dir ? new PGlite(options.dir) : new PGlite();
    const { PGliteDialect } = await import('./pglite-dialect.ts');
    const dialect = new PGliteDialect(pglite);
    db = new Kysely<DB>({ dialect, plugins });
    poolStats = () => ({
      total: 1,
      idle: dialect.usage.holders === 0 ? 1 : 0,
      waiting: Math.max(0, dialect.usage.holders - 1),
    });
    prepared = async <R>(_name: string, text: string, values: unknown[]) =>
      (await db.executeQuery<R>(CompiledQuery.raw(text, values))).rows;
    listen = async (channel, handlers) => {
      const stop = await pglite.listen(channel, handlers.onMessage);
      handlers.onConnected();
      return async () => {
        if (!pglite.closed) await stop();
      };
    };
  } else {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolMax,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
      keepAlive: true,
    });
    // An idle client that loses its server (restart, failover, pg_terminate_backend) emits
    // here; the pool drops the client and opens a new one on the next query.
    pool.on('error', (err) => log?.warn({ err }, 'database connection lost'));
    // A checked-out client (Kysely holds one for a whole transaction, and between a query's
    // end and its release) emits 'error' on itself when its server goes away, e.g. 57P01
    // arriving while no query runs, or the socket closing after the query failed. pg-pool
    // listens only while the client is idle: without this listener that 'error' is an
    // uncaught exception and stops the process. The failure still reaches the caller (its
    // next query fails with "not queryable", answered with 503), and the pool discards the
    // broken client on release.
    pool.on('connect', (client) => {
      client.on('error', (err) => log?.warn({ err }, 'database connection lost while in use'));
    });
    db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), plugins });
    poolStats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
    prepared = async <R>(name: string, text: string, values: unknown[]) =>
      (await pool.query({ name, text, values })).rows as R[];
    const url = options.url;
    listen = async (channel, handlers) => listenWithReconnect(url, channel, handlers, log);
  }
  await migrateToLatest(db, log);
  return {
    db,
    kind: options.kind,
    prepared,
    listen,
    poolStats,
    async notify(channel, payload) {
      await sql`select pg_notify(${channel}, ${payload})`.execute(db);
    },
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
    },
  };
}

/**
 * LISTEN on a dedicated connection that reconnects (every second) after the server went away;
 * the pool's connections cannot be used because they are handed back after each query.
 */
async function listenWithReconnect(
  url: string,
  channel: string,
  handlers: ListenHandlers,
  log?: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  const retry = () => {
    if (!stopped) timer = setTimeout(connect, 1_000);
  };
  async function connect() {
    const client = new pg.Client({ connectionString: url, keepAlive: true, connectionTimeoutMillis: 5_000 });
    let lost = false;
    const onLost = (err?: Error) => {
      if (lost) return;
      lost = true;
      if (err) log?.warn({ err: err.message, channel }, 'notification connection lost');
      if (current === client) {
        current = undefined;
        handlers.onDisconnected();
      }
      client.end().catch(() => {});
      retry();
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.onMessage(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      if (stopped) {
        await client.end();
        return;
      }
      current = client;
      handlers.onConnected();
    } catch (err) {
      onLost(err as Error);
    }
  }
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const client = current;
    current = undefined;
    await client?.end().catch(() => {});
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

/**
 * True for errors that mean the database cannot be reached right now (answer 503, not 500):
 * refused or reset connections, backends terminated by the server (57P01 admin shutdown,
 * 57P02 crash shutdown, 57P03 cannot connect now), too many connections, connection
 * exceptions (class 08), and pg's own messages for a lost or unusable connection. Errors
 * wrapping others (AggregateError of a multi-address connect, `cause`) are looked into.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  const e = error as { code?: unknown; message?: unknown; errors?: unknown; cause?: unknown };
  const code = typeof e.code === 'string' ? e.code : undefined;
  if (code && (unavailableCodes.has(code) || code.startsWith('08'))) return true;
  const message = typeof e.message === 'string' ? e.message : '';
  if (
    /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|is not queryable|terminating connection due to administrator command/i.test(
      message,
    )
  ) {
    return true;
  }
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1)))
    return true;
  return e.cause !== undefined && isDatabaseUnavailable(e.cause, depth + 1);
}
