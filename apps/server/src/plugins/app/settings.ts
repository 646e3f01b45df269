import { type SettingName, SettingNames, settingNameList } from '@tafino/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type Executor, inTransaction, type Scope, type TenantScope } from './scope.ts';

/** Defaults when neither user, tenant nor global has a value. */
export const settingDefaults: Record<SettingName, string | null> = {
  [SettingNames.BackgroundImageSlug]: null,
  [SettingNames.BackgroundColor]: null,
  // The palette of the 'Hintergrund' panel (read by the web app; tenants may set their own).
  [SettingNames.BackgroundColors]: JSON.stringify([
    '#ffffff',
    '#f4efe1',
    '#dcebf7',
    '#e1f2e3',
    '#fbe3e8',
    '#2f4f3e',
    '#3b3f46',
  ]),
  [SettingNames.ProductEdition]: 'PrimaryGradeLevel',
  [SettingNames.FooterImageGroupSlug]: null,
  [SettingNames.SoundEnabled]: 'true',
};

/**
 * Where a value is stored: a user (the repository scope), a tenant, or globally (null): the
 * ABP providers U, T and G.
 */
export type SettingLevel = Scope | TenantScope | null;

const provider = (level: SettingLevel) => (level === null ? 'G' : 'userId' in level ? 'U' : 'T');
const key = (level: SettingLevel) =>
  level === null ? '' : 'userId' in level ? level.userId : level.tenantId;

/** Settings with the ABP provider chain: user, then tenant, then global, then the default. */
export class SettingsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** Effective values for a user (or, without a user, for the tenant). */
  async effective(
    level: Scope | TenantScope,
    db: Executor = this.db,
  ): Promise<Record<SettingName, string | null>> {
    const { tenantId } = level;
    const userId = 'userId' in level ? level.userId : undefined;
    const rows = await db
      .selectFrom('settings')
      .select(['providerName', 'name', 'value'])
      .where('name', 'in', settingNameList)
      .where((eb) =>
        eb.or([
          eb('providerName', '=', 'G'),
          eb.and([eb('providerName', '=', 'T'), eb('providerKey', '=', tenantId)]),
          ...(userId
            ? [
                eb.and([
                  eb('providerName', '=', 'U'),
                  eb('providerKey', '=', userId),
                  eb('tenantId', '=', tenantId),
                ]),
              ]
            : []),
        ]),
      )
      .execute();
    const rank = { G: 1, T: 2, U: 3 } as const;
    const best = new Map<string, { rank: number; value: string }>();
    for (const row of rows) {
      const r = rank[row.providerName];
      const current = best.get(row.name);
      if (!current || r > current.rank) best.set(row.name, { rank: r, value: row.value });
    }
    const result = { ...settingDefaults };
    for (const name of settingNameList) {
      const hit = best.get(name);
      if (hit) result[name] = hit.value;
    }
    return result;
  }

  /** Values stored at exactly this scope (no fallback). */
  async atLevel(level: SettingLevel, db: Executor = this.db): Promise<Record<string, string>> {
    const rows = await db
      .selectFrom('settings')
      .select(['name', 'value'])
      .where('providerName', '=', provider(level))
      .where('providerKey', '=', key(level))
      .execute();
    return Object.fromEntries(rows.map((r) => [r.name, r.value]));
  }

  /** Writes values at one scope; a null value removes the entry (falls back again). */
  async change(
    level: SettingLevel,
    values: { name: string; value: string | null }[],
    db: Executor = this.db,
  ): Promise<void> {
    if (values.length === 0) return;
    await inTransaction(db, async (trx) => {
      for (const { name, value } of values) {
        if (value === null) {
          await trx
            .deleteFrom('settings')
            .where('providerName', '=', provider(level))
            .where('providerKey', '=', key(level))
            .where('name', '=', name)
            .execute();
          continue;
        }
        await trx
          .insertInto('settings')
          .values({
            tenantId: level === null ? null : level.tenantId,
            providerName: provider(level),
            providerKey: key(level),
            name,
            value,
          })
          .onConflict((oc) => oc.columns(['providerName', 'providerKey', 'name']).doUpdateSet({ value }))
          .execute();
      }
    });
  }
}
