import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Executor, Scope } from './scope.ts';

/** One class of the teacher's: the edition and the class code (the class list's own key). */
export interface ClassKey {
  edition: string;
  classCode: string;
}

/** The pick memory of the teacher's classes: digests of picked names per class (never the names). */
export class ClassPicksRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** The stored digests of the class (none before the first pick or after a clear). */
  async picked(scope: Scope, key: ClassKey, db: Executor = this.db): Promise<string[]> {
    const row = await db
      .selectFrom('classPicks')
      .select('picked')
      .where('tenantId', '=', scope.tenantId)
      .where('ownerId', '=', scope.userId)
      .where('edition', '=', key.edition)
      .where('classCode', '=', key.classCode)
      .executeTakeFirst();
    return row?.picked ?? [];
  }

  /** Adds and removes digests in one statement (concurrent picks of two widgets both stay). */
  async change(scope: Scope, key: ClassKey, add: string[], remove: string[], db: Executor = this.db) {
    const merged = sql<string[]>`array(
      select distinct d from unnest(class_picks.picked || ${add}::text[]) d
      where not (d = any(${remove}::text[])) order by d)`;
    await db
      .insertInto('classPicks')
      .values({
        tenantId: scope.tenantId,
        ownerId: scope.userId,
        edition: key.edition,
        classCode: key.classCode,
        picked: sql<string[]>`array(select distinct d from unnest(${add}::text[]) d
          where not (d = any(${remove}::text[])) order by d)`,
      })
      .onConflict((oc) =>
        oc
          .columns(['tenantId', 'ownerId', 'edition', 'classCode'])
          .doUpdateSet({ picked: merged, updatedAt: sql`now()` }),
      )
      .execute();
  }

  /** Forgets every pick of the class ("Neue Runde"). */
  async clear(scope: Scope, key: ClassKey, db: Executor = this.db): Promise<void> {
    await db
      .deleteFrom('classPicks')
      .where('tenantId', '=', scope.tenantId)
      .where('ownerId', '=', scope.userId)
      .where('edition', '=', key.edition)
      .where('classCode', '=', key.classCode)
      .execute();
  }
}
