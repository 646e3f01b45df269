import { type CardSettings, type ColorToken, card, type WidgetData } from './common.ts';

/** extraSettings of Subject (catalogue section 3). subjectColor null = the catalogue default colour of the chosen subject. */
export type SubjectSettings = CardSettings & { subjectColor: ColorToken | null };

/** Subject: defaults per edition. */
export const subjectWidget: WidgetData<SubjectSettings> = {
  defaults: () => ({ ...card('subject.math', 'none'), subjectColor: null }),
};
