import { type SettingName, SettingNames, settingNameList } from '@tafino/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** Defaults when neither user, tenant nor global has a value. */
export const settingDefaults: Record<SettingName, string | null> = {
  [SettingNames.BackgroundImageSlug]: null,
  [SettingNames.BackgroundColor]: null,
  [SettingNames.BackgroundColors]: JSON.stringify([
    '#f4f1ea',
    '#ffffff',
    '#e8f1fb',
    '#eaf5e4',
    '#fdf3d8',
    '#f6e6ee',
    '#2f4f3e',
    '#263238',
  ]),
  [SettingNames.ProductEdition]: 'PrimaryGradeLevel',
  [SettingNames.FooterImageGroupSlug]: null,
};

export type SettingScope =
  | { provider: 'U'; tenantId: string; userId: string }
  | { provider: 'T'; tenantId: string }
  | { provider: 'G' };

const key = (scope: SettingScope) =>
  scope.provider === 'U' ? scope.userId : scope.provider === 'T' ? scope.tenantId : '';

/** Settings with the ABP provider chain: user, then tenant, then global, then the default. */
export class SettingsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** Effective values for a user (or, without a user, for the tenant). */
  async effective(tenantId: string, userId?: string): Promise<Record<SettingName, string | null>> {
    const rows = await this.db
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
  async atScope(scope: SettingScope): Promise<Record<string, string>> {
    const rows = await this.db
      .selectFrom('settings')
      .select(['name', 'value'])
      .where('providerName', '=', scope.provider)
      .where('providerKey', '=', key(scope))
      .execute();
    return Object.fromEntries(rows.map((r) => [r.name, r.value]));
  }

  /** Writes values at one scope; a null value removes the entry (falls back again). */
  async change(scope: SettingScope, values: { name: string; value: string | null }[]): Promise<void> {
    if (values.length === 0) return;
    await this.db.transaction().execute(async (trx) => {
      for (const { name, value } of values) {
        if (value === null) {
          await trx
            .deleteFrom('settings')
            .where('providerName', '=', scope.provider)
            .where('providerKey', '=', key(scope))
            .where('name', '=', name)
            .execute();
          continue;
        }
        await trx
          .insertInto('settings')
          .values({
            tenantId: scope.provider === 'G' ? null : scope.tenantId,
            providerName: scope.provider,
            providerKey: key(scope),
            name,
            value,
          })
          .onConflict((oc) => oc.columns(['providerName', 'providerKey', 'name']).doUpdateSet({ value }))
          .execute();
      }
    });
  }
}
