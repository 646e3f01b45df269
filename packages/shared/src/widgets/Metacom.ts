import { type CardSettings, card, type WidgetData } from './common.ts';

/** extraSettings of Metacom (catalogue section 3). */
export type MetacomSettings = CardSettings & {
  symbolKeys: string[];
  labels: string[];
  layout: 'single' | 'strip' | 'firstThen';
};

/** Metacom: defaults per edition. */
export const metacomWidget: WidgetData<MetacomSettings> = {
  defaults: () => ({ ...card('', 'toggleDone'), symbolKeys: [], labels: [], layout: 'single' }),
};
