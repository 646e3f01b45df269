import { randomUUID } from 'node:crypto';
import { linkedAssetIds, replaceIds, widgetExtraPropertiesForClone } from '@tafino/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Owner } from '../../plugins/app/desktops.ts';
import { assignCloneAssets } from '../widgets/release-assets.ts';

export interface CloneSource {
  id: string;
  tenantId: string;
  name: string;
  classCode: string;
  extraProperties: Record<string, unknown>;
  ownerEmail: string;
}

/**
 * Copies a desktop for a user in one transaction: new ids for the desktop and its widgets,
 * the same layout (ids remapped) and settings, lesson state and pupil names reset
 * (catalogue 1.2), clonedFromDesktopId set, a shared context recorded on the source, and
 * the cloning user assigned to the owner's assets the widgets link.
 * Returns the new desktop's id.
 */
export async function cloneDesktop(
  db: Kysely<DB>,
  source: CloneSource,
  target: Owner & { name: string },
  options: { keepClassCode: boolean },
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const widgets = await trx
      .selectFrom('widgets')
      .select(['id', 'componentName', 'extraProperties'])
      .where('desktopId', '=', source.id)
      .orderBy('createdAt')
      .orderBy('id')
      .execute();
    const idMap = new Map(widgets.map((w) => [w.id, randomUUID()]));
    const { id: cloneId } = await trx
      .insertInto('desktops')
      .values({
        tenantId: target.tenantId,
        ownerId: target.userId,
        name: source.name,
        classCode: options.keepClassCode ? source.classCode : '',
        clonedFromDesktopId: source.id,
        extraProperties: JSON.stringify(replaceIds(source.extraProperties, idMap)),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (widgets.length > 0) {
      // One statement; created_at spaced by index so the widgets keep their order.
      const now = Date.now();
      await trx
        .insertInto('widgets')
        .values(
          widgets.map((w, index) => ({
            id: idMap.get(w.id)!,
            desktopId: cloneId,
            tenantId: target.tenantId,
            componentName: w.componentName,
            extraProperties: JSON.stringify(
              replaceIds(widgetExtraPropertiesForClone(w.componentName, w.extraProperties), idMap),
            ),
            createdAt: new Date(now + index),
            updatedAt: new Date(now + index),
          })),
        )
        .execute();
    }
    await assignCloneAssets(
      trx,
      target,
      widgets.flatMap((w) => linkedAssetIds(w.extraProperties)),
    );
    await trx
      .insertInto('desktopSharedContexts')
      .values({
        tenantId: source.tenantId,
        desktopId: source.id,
        ownerUserMail: source.ownerEmail,
        sharedWithDesktopId: cloneId,
      })
      .execute();
    return cloneId;
  });
}
