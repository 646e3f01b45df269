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

export const changeSettingSchema = z.strictObject({
  name: z.enum(settingNameList, { message: 'Unbekannte Einstellung.' }),
  value: z.string().max(2_000, 'Der Wert ist zu lang.').nullable(),
});
export const changeSettingsSchema = z.array(changeSettingSchema).max(50);
