import type { WidgetData } from './common.ts';

/** Sentence starters of the WarmShower widget. */
export const WARM_SHOWER_PROMPTS: readonly string[] = [
  'Ich mag an dir, dass …',
  'Du kannst gut …',
  'Danke, dass du …',
  'Mit dir macht es Spaß, …',
];

/** extraSettings of WarmShower (catalogue section 3). */
export type WarmShowerSettings = {
  selectionMode: 'random' | 'manual';
  prompts: string[];
  showComplimentTexts: boolean;
};

/** WarmShower: defaults per edition. */
export const warmShowerWidget: WidgetData<WarmShowerSettings> = {
  defaults: () => ({
    selectionMode: 'random',
    prompts: [...WARM_SHOWER_PROMPTS],
    showComplimentTexts: true,
  }),
};
