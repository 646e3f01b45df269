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

/** The most compliments one child's round keeps, the longest compliment and prompt. */
export const WARM_SHOWER_LIMITS = {
  maxCompliments: 60,
  maxComplimentText: 80,
  maxPrompts: 8,
  maxPromptText: 60,
} as const;

/** WarmShower: defaults per edition. */
export const warmShowerWidget: WidgetData<WarmShowerSettings> = {
  defaults: () => ({
    selectionMode: 'random',
    prompts: [...WARM_SHOWER_PROMPTS],
    showComplimentTexts: true,
  }),
  limits: WARM_SHOWER_LIMITS,
};
