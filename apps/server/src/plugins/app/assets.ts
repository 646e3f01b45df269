import type { AssetDto, AssetType } from '@tafino/shared';
import { type Insertable, type Kysely, sql, type Transaction } from 'kysely';
import type { Asset, DB } from '../../db/schema.ts';
import type { Executor, Scope, TenantScope } from './scope.ts';

/** A user asset row as the repository returns it. */
export type { Asset };

/**
 * The user tags of an asset (spec section 6: "assets are tagged with user names and owner
 * emails"): name and owner email of every colleague assigned to it in `asset_users` (a clone
 * links it), in the order they were assigned. Computed from the assignments whenever an asset is
 * read, so they are right at once after an assign or unassign and never mix with the owner's own
 * tags (the `tags` column, which only the owner changes).
 */
const USER_TAGS = sql<string[] | null>`(
  select coalesce(array_agg(x.tag order by au.created_at, au.user_id, x.n), '{}'::text[])
  from asset_users au cross join lateral unnest(array[au.user_name, au.owner_email]) with ordinality as x(tag, n)
  where au.asset_id = assets.id and au.user_id <> assets.owner_id and x.tag <> '')`;
const userTags = USER_TAGS.as('userTags');

/** An asset row with its user tags, as read for presenting. */
export type AssetWithUsers = Asset & { userTags?: string[] | null };

const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

/** Default size of `previewUrl`; clients change `w`/`h` for others (snapped to the preview ladder). */
export const DEFAULT_PREVIEW = { width: 320, height: 240 } as const;

/** URL of an asset's bytes: a capability URL (id + per-asset secret), see docs/ARCHITECTURE.md, section Assets. */
export function assetUrl(row: Pick<Asset, 'app' | 'id' | 'secret'>): string {
  return `/api/assets/${encodeURIComponent(row.app)}/${row.id}?k=${row.secret}`;
}

/** The JSON a user asset leaves the server as. */
export function presentAsset(row: AssetWithUsers): AssetDto {
  const url = assetUrl(row);
  return {
    id: row.id,
    slug: row.slug,
    fileName: row.fileName,
    fileSize: Number(row.fileSize),
    mimeType: row.mimeType,
    assetType: row.assetType as AssetType,
    // the owner's tags, then the names and owner emails of the colleagues using the file
    tags: [...new Set([...(row.tags ?? []), ...(row.userTags ?? [])])],
    previewUrl:
      row.assetType === 'Image'
        ? `${url}&v=${row.version}&w=${DEFAULT_PREVIEW.width}&h=${DEFAULT_PREVIEW.height}`
        : null,
    url,
    creationTime: iso(row.createdAt),
    lastModificationTime: iso(row.updatedAt),
  };
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** SQL of user assets, the asset-user links and the storage journal. */
export class AssetsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async get(owner: Scope, id: string, db: Executor = this.db): Promise<AssetWithUsers | undefined> {
    return db
      .selectFrom('assets')
      .selectAll()
      .select(userTags)
      .where('id', '=', id)
      .where('tenantId', '=', owner.tenantId)
      .where('ownerId', '=', owner.userId)
      .executeTakeFirst();
  }

  /** Locks the row for the rest of the transaction. */
  async getForUpdate(owner: Scope, id: string, trx: Executor = this.db): Promise<Asset | undefined> {
    return trx
      .selectFrom('assets')
      .selectAll()
      .where('id', '=', id)
      .where('tenantId', '=', owner.tenantId)
      .where('ownerId', '=', owner.userId)
      .forUpdate()
      .executeTakeFirst();
  }

  async getBySlug(owner: Scope, slug: string, db: Executor = this.db): Promise<AssetWithUsers | undefined> {
    return db
      .selectFrom('assets')
      .selectAll()
      .select(userTags)
      .where('tenantId', '=', owner.tenantId)
      .where('ownerId', '=', owner.userId)
      .where('slug', '=', slug)
      .executeTakeFirst();
  }

  /** Any tenant: the content route authorizes by the capability secret. */
  async getById(id: string, db: Executor = this.db): Promise<Asset | undefined> {
    return db.selectFrom('assets').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async list(
    owner: Scope,
    query: { skip: number; take: number; filter?: string; assetType?: string },
    db: Executor = this.db,
  ): Promise<{ totalCount: number; items: AssetWithUsers[] }> {
    let q = db
      .selectFrom('assets')
      .where('tenantId', '=', owner.tenantId)
      .where('ownerId', '=', owner.userId);
    if (query.assetType) q = q.where('assetType', '=', query.assetType);
    const filter = query.filter?.trim();
    if (filter) {
      const like = `%${escapeLike(filter.toLowerCase())}%`;
      q = q.where((eb) =>
        eb.or([
          eb(sql`lower(file_name)`, 'like', like),
          eb(sql`lower(slug)`, 'like', like),
          eb(sql`lower(array_to_string(tags, ' '))`, 'like', like),
          eb(sql`lower(array_to_string(${USER_TAGS}, ' '))`, 'like', like),
        ]),
      );
    }
    const [count, items] = await Promise.all([
      q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
      q
        .selectAll()
        .select(userTags)
        .orderBy('createdAt', 'desc')
        .orderBy('id')
        .offset(query.skip)
        .limit(query.take)
        .execute(),
    ]);
    return { totalCount: Number(count.n), items };
  }

  /**
   * Serializes quota checks of one user across every server process: a transaction-scoped
   * advisory lock, released at commit or rollback (works on PostgreSQL and PGlite).
   */
  async lockOwner(owner: Scope, trx: Transaction<DB>): Promise<void> {
    await sql`select pg_advisory_xact_lock(hashtext(${`asset-quota:${owner.tenantId}:${owner.userId}`}))`.execute(
      trx,
    );
  }

  async usedBytes(owner: Scope, db: Executor = this.db): Promise<number> {
    const row = await db
      .selectFrom('assets')
      .select(sql<string | number>`coalesce(sum(file_size), 0)::bigint`.as('used'))
      .where('tenantId', '=', owner.tenantId)
      .where('ownerId', '=', owner.userId)
      .executeTakeFirstOrThrow();
    return Number(row.used);
  }

  /** The first of slug, slug-2, slug-3 ... that the owner does not use yet. */
  async freeSlug(owner: Scope, slug: string, db: Executor = this.db): Promise<string> {
    const rows = await db
      .selectFrom('assets')
      .select('slug')
      .where('tenantId', '=', owner.tenantId)
      .where('ownerId', '=', owner.userId)
      .where((eb) => eb.or([eb('slug', '=', slug), eb('slug', 'like', `${escapeLike(slug)}-%`)]))
      .execute();
    const taken = new Set(rows.map((r) => r.slug));
    if (!taken.has(slug)) return slug;
    for (let n = 2; ; n++) if (!taken.has(`${slug}-${n}`)) return `${slug}-${n}`;
  }

  async insert(row: Insertable<DB['assets']>, db: Executor = this.db): Promise<Asset> {
    return db.insertInto('assets').values(row).returningAll().executeTakeFirstOrThrow();
  }

  /** Points a row at new bytes (and optionally new tags). */
  async pointAt(
    id: string,
    changes: {
      fileName: string;
      mimeType: string;
      assetType: string;
      fileSize: number;
      storageKey: string;
      version: string;
      tags?: string[];
    },
    db: Executor = this.db,
  ): Promise<AssetWithUsers> {
    const { tags, ...rest } = changes;
    return db
      .updateTable('assets')
      .set({ ...rest, ...(tags ? { tags } : {}), updatedAt: new Date() })
      .where('id', '=', id)
      .returningAll()
      .returning(userTags)
      .executeTakeFirstOrThrow();
  }

  /** New tags (and, when given, a new display name; the slug stays, so links and class lists keep working). */
  async patchTags(
    owner: Scope,
    id: string,
    tags: string[],
    db: Executor = this.db,
    fileName?: string,
  ): Promise<AssetWithUsers | undefined> {
    return db
      .updateTable('assets')
      .set({ tags, ...(fileName ? { fileName } : {}), updatedAt: new Date() })
      .where('id', '=', id)
      .where('tenantId', '=', owner.tenantId)
      .where('ownerId', '=', owner.userId)
      .returningAll()
      .returning(userTags)
      .executeTakeFirst();
  }

  /** Deletes an own asset row (its user links go with it); the deleted row, or undefined. */
  async delete(owner: Scope, id: string, db: Executor = this.db): Promise<Asset | undefined> {
    return db
      .deleteFrom('assets')
      .where('id', '=', id)
      .where('tenantId', '=', owner.tenantId)
      .where('ownerId', '=', owner.userId)
      .returningAll()
      .executeTakeFirst();
  }

  /** An asset of the tenant, whoever owns it (for letting go of a colleague's asset). */
  async getInTenant(tenant: TenantScope, id: string, db: Executor = this.db): Promise<Asset | undefined> {
    return db
      .selectFrom('assets')
      .selectAll()
      .where('id', '=', id)
      .where('tenantId', '=', tenant.tenantId)
      .executeTakeFirst();
  }

  // --- asset users (who may use an asset) ------------------------------------------------

  async addUser(
    link: { assetId: string; userId: string; userName: string; ownerEmail: string },
    db: Executor = this.db,
  ): Promise<void> {
    await db.insertInto('assetUsers').values(link).execute();
  }

  /**
   * Assigns a user to the assets of other owners in the same tenant (a clone's widgets link
   * them), tagged with the user's name and the owner's email.
   */
  async assignUser(
    user: Scope & { name: string },
    assetIds: readonly string[],
    db: Executor = this.db,
  ): Promise<void> {
    if (assetIds.length === 0) return;
    await db
      .insertInto('assetUsers')
      .columns(['assetId', 'userId', 'userName', 'ownerEmail'])
      .expression(
        db
          .selectFrom('assets as a')
          .innerJoin('users as u', 'u.id', 'a.ownerId')
          .select([
            'a.id',
            sql<string>`${user.userId}::uuid`.as('userId'),
            sql<string>`${user.name}`.as('userName'),
            'u.email',
          ])
          .where('a.id', 'in', assetIds)
          .where('a.tenantId', '=', user.tenantId)
          .where('a.ownerId', '!=', user.userId),
      )
      .onConflict((oc) => oc.columns(['assetId', 'userId']).doNothing())
      .execute();
  }

  async unassignUser(user: Scope, assetId: string, db: Executor = this.db): Promise<void> {
    await db
      .deleteFrom('assetUsers')
      .where('assetId', '=', assetId)
      .where('userId', '=', user.userId)
      .execute();
  }

  /** The colleagues assigned to the owner's assets (their clones link them), by asset. */
  async colleaguesOf(owner: Scope, db: Executor = this.db): Promise<{ assetId: string; userName: string }[]> {
    return db
      .selectFrom('assetUsers as au')
      .innerJoin('assets as a', 'a.id', 'au.assetId')
      .select(['au.assetId', 'au.userName'])
      .where('a.tenantId', '=', owner.tenantId)
      .where('a.ownerId', '=', owner.userId)
      .where('au.userId', '!=', owner.userId)
      .orderBy('au.userName')
      .execute();
  }

  /** True when a user other than the given one is assigned to the asset. */
  async hasOtherUsers(assetId: string, userId: string, db: Executor = this.db): Promise<boolean> {
    const row = await db
      .selectFrom('assetUsers')
      .select('userId')
      .where('assetId', '=', assetId)
      .where('userId', '!=', userId)
      .limit(1)
      .executeTakeFirst();
    return Boolean(row);
  }

  // --- storage journal -------------------------------------------------------------------

  async journalUpload(prefix: string, db: Executor = this.db): Promise<void> {
    await db.insertInto('storageJournal').values({ storageKey: prefix, kind: 'upload' }).execute();
  }

  /** Claims an in-flight upload for its row; false when the sweeper took it meanwhile. */
  async claimUpload(prefix: string, trx: Executor = this.db): Promise<boolean> {
    const res = await trx
      .deleteFrom('storageJournal')
      .where('storageKey', '=', prefix)
      .where('kind', '=', 'upload')
      .executeTakeFirst();
    return Number(res.numDeletedRows) === 1;
  }

  async journalGarbage(prefix: string, db: Executor = this.db): Promise<void> {
    await db
      .insertInto('storageJournal')
      .values({ storageKey: prefix, kind: 'garbage' })
      .onConflict((oc) => oc.column('storageKey').doUpdateSet({ kind: 'garbage' }))
      .execute();
  }

  async forget(prefix: string, db: Executor = this.db): Promise<void> {
    await db.deleteFrom('storageJournal').where('storageKey', '=', prefix).execute();
  }

  /** Turns uploads older than the cutoff into garbage and returns every garbage key (at most `limit`). */
  async collectGarbage(cutoff: Date, limit: number, db: Executor = this.db): Promise<string[]> {
    await db
      .updateTable('storageJournal')
      .set({ kind: 'garbage' })
      .where('kind', '=', 'upload')
      .where('createdAt', '<', cutoff)
      .execute();
    const rows = await db
      .selectFrom('storageJournal')
      .select('storageKey')
      .where('kind', '=', 'garbage')
      .orderBy('createdAt')
      .limit(limit)
      .execute();
    return rows.map((r) => r.storageKey);
  }

  async isReferenced(prefix: string, db: Executor = this.db): Promise<boolean> {
    const row = await db
      .selectFrom('assets')
      .select('id')
      .where('storageKey', '=', prefix)
      .executeTakeFirst();
    return Boolean(row);
  }
}
