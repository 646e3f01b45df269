import { type CardSettings, card, type WidgetData } from './common.ts';

/** extraSettings of Methods (catalogue section 3). */
export type MethodsSettings = CardSettings & { showSteps: boolean };

/** Bounds of Methods's settings (catalogue section 3). */
export const METHODS_LIMITS = { minSteps: 2, maxSteps: 4 } as const;

/** Methods: defaults per edition, limits. */
export const methodsWidget: WidgetData<MethodsSettings> = {
  defaults: () => ({ ...card('method.thinkPairShare', 'none'), showSteps: false }),
  limits: METHODS_LIMITS,
};
