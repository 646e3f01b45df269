import { type CardSettings, card, type WidgetData } from './common.ts';

/** extraSettings of SocialForms (catalogue section 3). */
export type SocialFormsSettings = CardSettings & { groupSize: number | null };

/** SocialForms: defaults per edition. */
export const socialFormsWidget: WidgetData<SocialFormsSettings> = {
  defaults: () => ({ ...card('socialForm.individualWork', 'cycle'), groupSize: null }),
};
