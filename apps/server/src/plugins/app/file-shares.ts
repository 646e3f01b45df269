import type { ShareDto } from '@tafino/shared';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { DB, FileSharesTable } from '../../db/schema.ts';
import type { Executor, Scope } from './scope.ts';

export type FileShareRow = Selectable<FileSharesTable>;

/** SQL of the private shares (migration 0011): each owner sees and changes only their own. */
export class FileSharesRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async insert(
    owner: Scope,
    share: { path: string; name: string; token: string; expiresAt: Date; maxAccessCount: number },
    db: Executor = this.db,
  ): Promise<FileShareRow> {
    return db
      .insertInto('fileShares')
      .values({ tenantId: owner.tenantId, ownerId: owner.userId, ...share })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** The owner's shares that still work, newest first. */
  async list(owner: Scope, db: Executor = this.db): Promise<FileShareRow[]> {
    return db
      .selectFrom('fileShares')
      .selectAll()
      .where('tenantId', '=', owner.tenantId)
      .where('ownerId', '=', owner.userId)
      .where('expiresAt', '>', sql<Date>`now()`)
      .orderBy('createdAt', 'desc')
      .limit(1000)
      .execute();
  }

  /**
   * Counts one opening of a share and answers it, in one statement: a share that expired or was
   * opened its maximum number of times answers undefined (also under concurrent openings).
   */
  async open(token: string, db: Executor = this.db): Promise<FileShareRow | undefined> {
    return db
      .updateTable('fileShares')
      .set({ accessCount: sql`access_count + 1` })
      .where('token', '=', token)
      .where('expiresAt', '>', sql<Date>`now()`)
      .where((eb) => eb.or([eb('maxAccessCount', '=', 0), eb('accessCount', '<', eb.ref('maxAccessCount'))]))
      .returningAll()
      .executeTakeFirst();
  }

  /** Ends one of the owner's shares; false when the owner has none of that id. */
  async revoke(owner: Scope, id: string, db: Executor = this.db): Promise<boolean> {
    const row = await db
      .deleteFrom('fileShares')
      .where('id', '=', id)
      .where('tenantId', '=', owner.tenantId)
      .where('ownerId', '=', owner.userId)
      .returning('id')
      .executeTakeFirst();
    return Boolean(row);
  }

  /** Removes the owner's shares of a file, or of everything below a folder. */
  async removeFor(owner: Scope, path: string, name: string, db: Executor = this.db): Promise<void> {
    const inside = path ? `${path}/${name}` : name;
    await db
      .deleteFrom('fileShares')
      .where('tenantId', '=', owner.tenantId)
      .where('ownerId', '=', owner.userId)
      .where((eb) =>
        eb.or([
          eb.and([eb('path', '=', path), eb('name', '=', name)]),
          eb('path', '=', inside),
          eb('path', 'like', `${inside.replace(/[\\%_]/g, (c) => `\\${c}`)}/%`),
        ]),
      )
      .execute();
  }
}

export function presentShare(row: FileShareRow): ShareDto {
  return {
    id: row.id,
    name: row.name,
    path: row.path,
    url: `/api/files/share/${row.token}`,
    expirationTime: new Date(row.expiresAt).toISOString(),
    maxAccessCount: row.maxAccessCount,
    accessCount: row.accessCount,
    creationTime: new Date(row.createdAt).toISOString(),
  };
}
