import { type CardSettings, card, type WidgetData } from './common.ts';

/** extraSettings of Metacom (catalogue section 3). */
export type MetacomSettings = CardSettings & {
  symbolKeys: string[];
  labels: string[];
  layout: 'single' | 'strip' | 'firstThen';
};

/** Bounds of Metacom's settings (catalogue section 3). */
export const METACOM_LIMITS = { maxStripSymbols: 5 } as const;

/** Metacom: defaults per edition, limits. */
export const metacomWidget: WidgetData<MetacomSettings> = {
  defaults: () => ({ ...card('', 'toggleDone'), symbolKeys: [], labels: [], layout: 'single' }),
  limits: METACOM_LIMITS,
};
