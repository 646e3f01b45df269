/** Seasons for the decorative footer and widget-bar images (spec section 3). */
export const Season = {
  None: 'None',
  Spring: 'Spring',
  Autumn: 'Autumn',
  Summer: 'Summer',
  Winter: 'Winter',
} as const;

/** One of the seasons. */
export type Season = (typeof Season)[keyof typeof Season];

/** All seasons in spec order. */
export const SEASONS = [
  Season.None,
  Season.Spring,
  Season.Autumn,
  Season.Summer,
  Season.Winter,
] as const satisfies readonly Season[];
