import { type CardSettings, card, type WidgetData } from './common.ts';

/** extraSettings of MaterialMetacom (catalogue section 3). */
export type MaterialMetacomSettings = CardSettings;

/** MaterialMetacom: defaults per edition. */
export const materialMetacomWidget: WidgetData<MaterialMetacomSettings> = {
  defaults: () => card('material.notebook', 'none'),
};
