import { type CardSettings, card, type WidgetData } from './common.ts';

/** extraSettings of SocialFormsMetacom (catalogue section 3). */
export type SocialFormsMetacomSettings = CardSettings & { groupSize: number | null };

/** SocialFormsMetacom: defaults per edition. */
export const socialFormsMetacomWidget: WidgetData<SocialFormsMetacomSettings> = {
  defaults: () => ({ ...card('socialForm.individualWork', 'cycle'), groupSize: null }),
};
