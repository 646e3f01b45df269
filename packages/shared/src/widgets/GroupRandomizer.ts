import type { WidgetData } from './common.ts';

/** extraSettings of GroupRandomizer (catalogue section 3). */
export type GroupRandomizerSettings = {
  groupCount: number;
  selectedPupilNames: string[];
  preSelectPupilNames: boolean;
  keepApart: string[][];
};

/** GroupRandomizer: defaults per edition, clone rule. */
export const groupRandomizerWidget: WidgetData<GroupRandomizerSettings> = {
  defaults: () => ({
    groupCount: 2,
    selectedPupilNames: [],
    preSelectPupilNames: true,
    keepApart: [],
  }),
  clone: { clearSettings: ['selectedPupilNames', 'keepApart'] },
};
