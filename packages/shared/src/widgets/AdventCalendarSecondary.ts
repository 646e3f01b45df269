import { ADVENT_CALENDAR_LIMITS, type AdventDoor } from './AdventCalendar.ts';
import type { WidgetData } from './common.ts';

/** extraSettings of AdventCalendarSecondary (catalogue section 3). */
export type AdventCalendarSecondarySettings = {
  unlockMode: 'byDate' | 'all';
  doors: AdventDoor[];
  shuffleDoors: boolean;
};

/**
 * AdventCalendarSecondary: defaults (tiles in order). The doors are the built-in pack "Wissen im
 * Advent", the type's content (content/advent-doors.ts), which `defaultExtraSettings` adds.
 */
export const adventCalendarSecondaryWidget: WidgetData<AdventCalendarSecondarySettings> = {
  defaults: () => ({ unlockMode: 'byDate', doors: [], shuffleDoors: false }),
  limits: ADVENT_CALENDAR_LIMITS,
};
