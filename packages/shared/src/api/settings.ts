import { z } from 'zod';

/** Setting names the client reads, under the AppPlatform prefix. */
export const SettingNames = {
  BackgroundImageSlug: 'AppPlatform.Desktop.Style.BackgroundImageSlug',
  BackgroundColor: 'AppPlatform.Desktop.Style.BackgroundColor',
  BackgroundColors: 'AppPlatform.Desktop.Style.BackgroundColors',
  ProductEdition: 'AppPlatform.Desktop.ProductEdition',
  FooterImageGroupSlug: 'AppPlatform.Desktop.FooterImageGroupSlug',
  /** 'Ton aus/an' of the desktop bar (catalogue 2.4): 'false' silences every widget. */
  SoundEnabled: 'AppPlatform.Desktop.SoundEnabled',
} as const;
export type SettingName = (typeof SettingNames)[keyof typeof SettingNames];
export const settingNameList = Object.values(SettingNames) as [SettingName, ...SettingName[]];

export const settingSchema = z.object({ name: z.string(), value: z.string().nullable() });
export type SettingDto = z.infer<typeof settingSchema>;
/**
 * An item of GET settings/by-current-tenant: the effective value and whether the tenant itself stored
 * one (false: inherited from the global value or the default, so there is nothing to reset).
 */
export const tenantSettingSchema = settingSchema.extend({ stored: z.boolean() });
export type TenantSettingDto = z.infer<typeof tenantSettingSchema>;

const hexColor = /^#[0-9a-fA-F]{3}([0-9a-fA-F]{3})?$/;

/**
 * What a known setting's value must look like; a German message when it does not (null: removed,
 * falls back to the next level of the chain).
 */
export function settingValueProblem(name: SettingName, value: string): string | null {
  switch (name) {
    case SettingNames.ProductEdition:
      return ['Unset', 'PrimaryGradeLevel', 'SecondaryGradeLevel'].includes(value)
        ? null
        : 'Die Ausgabe ist „Unset“, „PrimaryGradeLevel“ oder „SecondaryGradeLevel“.';
    case SettingNames.SoundEnabled:
      return value === 'true' || value === 'false' ? null : 'Der Wert ist „true“ oder „false“.';
    case SettingNames.BackgroundColor:
      // A colour of the palette (#rgb, #rrggbb) or a CSS colour name.
      return hexColor.test(value) || /^[a-z]{3,24}$/.test(value)
        ? null
        : 'Die Farbe ist ein Farbwert wie #dcebf7.';
    case SettingNames.BackgroundColors: {
      let parsed: unknown;
      try {
        parsed = JSON.parse(value);
      } catch {
        parsed = null;
      }
      return Array.isArray(parsed) &&
        parsed.length >= 1 &&
        parsed.length <= 24 &&
        parsed.every((c) => typeof c === 'string' && hexColor.test(c))
        ? null
        : 'Die Farbpalette ist eine Liste von 1 bis 24 Farbwerten wie ["#ffffff", "#dcebf7"].';
    }
    default:
      return null;
  }
}

export const changeSettingSchema = z
  .strictObject({
    name: z.enum(settingNameList, { message: 'Unbekannte Einstellung.' }),
    value: z.string().max(2_000, 'Der Wert ist zu lang.').nullable(),
  })
  .superRefine((setting, ctx) => {
    const problem = setting.value === null ? null : settingValueProblem(setting.name, setting.value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['value'] });
  });
export const changeSettingsSchema = z.array(changeSettingSchema).max(50);

/**
 * The storage settings of the oss-management view (spec section 7): read-only, from the server's
 * configuration (the storage driver and the per-user upload limit in MB).
 */
export const OssSettingNames = {
  StorageDriver: 'AppPlatform.Oss.StorageDriver',
  FileLimitLength: 'AppPlatform.Oss.FileLimitLength',
  MaxRequestBytes: 'AppPlatform.Oss.MaxRequestBytes',
} as const;
