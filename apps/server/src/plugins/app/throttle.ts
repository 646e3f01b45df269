import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Executor } from './scope.ts';

/** One counted key, e.g. failed sign-ins of an e-mail address, with its limit per window. */
export interface ThrottleRule {
  key: string;
  limit: number;
}

/** Length of every counting window: limits are "so many per 15 minutes". */
const THROTTLE_WINDOW_SECONDS = 15 * 60;

const windowStartCutoff = sql<Date>`now() - ${sql.raw(`interval '${THROTTLE_WINDOW_SECONDS} seconds'`)}`;

/**
 * Fixed-window counters of failed attempts (sign-in, registration, share codes) in the
 * database, shared by all app processes. Checking and counting
 * are separate statements, so concurrent requests may overshoot a limit by a few; that is
 * fine for slowing down password guessing.
 */
export class Throttle {
  constructor(private readonly db: Kysely<DB>) {}

  /** True when any of the keys has reached its limit in the current window. */
  async isLimited(rules: ThrottleRule[], db: Executor = this.db): Promise<boolean> {
    const limits = new Map(rules.map((r) => [r.key, r.limit]));
    const rows = await db
      .selectFrom('authThrottle')
      .select(['key', 'count'])
      .where('key', 'in', [...limits.keys()])
      .where('windowStart', '>', windowStartCutoff)
      .execute();
    return rows.some((row) => row.count >= (limits.get(row.key) ?? Number.POSITIVE_INFINITY));
  }

  /** Counts one event for each key; a key whose window has passed starts a new one. */
  async count(keys: string[], db: Executor = this.db): Promise<void> {
    const expired = sql<boolean>`auth_throttle.window_start <= ${windowStartCutoff}`;
    for (const key of keys) {
      await db
        .insertInto('authThrottle')
        .values({ key, count: 1, windowStart: sql<Date>`now()` })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            count: sql<number>`case when ${expired} then 1 else auth_throttle.count + 1 end`,
            windowStart: sql<Date>`case when ${expired} then now() else auth_throttle.window_start end`,
          }),
        )
        .execute();
    }
  }

  async reset(key: string, db: Executor = this.db): Promise<void> {
    await db.deleteFrom('authThrottle').where('key', '=', key).execute();
  }

  /** Drops counters whose window has passed. */
  async deleteExpired(db: Executor = this.db): Promise<void> {
    await db.deleteFrom('authThrottle').where('windowStart', '<=', windowStartCutoff).execute();
  }
}
