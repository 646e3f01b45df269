import { type CardSettings, card, type WidgetData } from './common.ts';

/** extraSettings of Material (catalogue section 3). */
export type MaterialSettings = CardSettings;

/** Material: defaults per edition. */
export const materialWidget: WidgetData<MaterialSettings> = {
  defaults: () => card('material.notebook', 'none'),
};
