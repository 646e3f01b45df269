import { type CardSettings, card, type WidgetData } from './common.ts';

/** extraSettings of Methods (catalogue section 3). */
export type MethodsSettings = CardSettings & { showSteps: boolean };

/** Methods: defaults per edition. */
export const methodsWidget: WidgetData<MethodsSettings> = {
  defaults: () => ({ ...card('method.thinkPairShare', 'none'), showSteps: false }),
};
