import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Owner } from '../../plugins/app/desktops.ts';
import type { AssetService } from '../assets/asset-service.ts';

/**
 * After widgets were removed (one widget, or a whole desktop): lets go of the user assets
 * they linked. An asset another widget of the same user still links stays. Otherwise a user
 * who is not the owner (a clone) is unassigned from it; the owner's asset is deleted unless
 * colleagues' clones still use it, in which case it stays until the last of them lets go
 * (so deleting a source desktop never breaks a clone). An owner deleting the asset itself
 * always deletes it; clones then show the widget's "file no longer available" placeholder.
 */
export async function releaseWidgetAssets(
  db: Kysely<DB>,
  assets: AssetService,
  user: Owner,
  assetIds: readonly string[],
): Promise<void> {
  for (const assetId of assetIds) {
    const stillLinked = await db
      .selectFrom('widgets as w')
      .innerJoin('desktops as d', 'd.id', 'w.desktopId')
      .select('w.id')
      .where('d.tenantId', '=', user.tenantId)
      .where('d.ownerId', '=', user.userId)
      .where(
        sql<boolean>`jsonb_path_exists(w.extra_properties, '$.** ? (@ == $id)', jsonb_build_object('id', ${assetId}::text))`,
      )
      .limit(1)
      .executeTakeFirst();
    if (stillLinked) continue;
    const asset = await db
      .selectFrom('assets')
      .select(['id', 'ownerId'])
      .where('id', '=', assetId)
      .where('tenantId', '=', user.tenantId)
      .executeTakeFirst();
    if (!asset) continue;
    if (asset.ownerId !== user.userId) {
      await db
        .deleteFrom('assetUsers')
        .where('assetId', '=', assetId)
        .where('userId', '=', user.userId)
        .execute();
      continue;
    }
    const others = await db
      .selectFrom('assetUsers')
      .select('userId')
      .where('assetId', '=', assetId)
      .where('userId', '!=', user.userId)
      .limit(1)
      .executeTakeFirst();
    if (!others) await assets.delete(user, assetId);
  }
}

/**
 * A clone of a colleague's desktop may use the owner's assets its widgets link: the cloning
 * user is assigned to each, tagged with their name and the owner's email.
 */
export async function assignCloneAssets(
  db: Kysely<DB>,
  user: Owner & { name: string },
  assetIds: readonly string[],
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
