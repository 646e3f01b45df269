import type { WidgetData } from './common.ts';

/** extraSettings of GroupRandomizer (catalogue section 3). */
export type GroupRandomizerSettings = {
  groupCount: number;
  selectedPupilNames: string[];
  preSelectPupilNames: boolean;
  keepApart: string[][];
};

/** Bounds of GroupRandomizer's settings (catalogue section 3). */
export const GROUP_RANDOMIZER_LIMITS = { minGroups: 2, maxGroups: 12 } as const;

/** GroupRandomizer: defaults per edition, limits, clone rule. */
export const groupRandomizerWidget: WidgetData<GroupRandomizerSettings> = {
  defaults: () => ({
    groupCount: 2,
    selectedPupilNames: [],
    preSelectPupilNames: true,
    keepApart: [],
  }),
  clone: { clearSettings: ['selectedPupilNames', 'keepApart'] },
  limits: GROUP_RANDOMIZER_LIMITS,
};
