import { ADVENT_CALENDAR_LIMITS, type AdventDoor, KNOWLEDGE_ADVENT_DOORS } from './AdventCalendar.ts';
import type { WidgetData } from './common.ts';

/** extraSettings of AdventCalendarSecondary (catalogue section 3). */
export type AdventCalendarSecondarySettings = {
  unlockMode: 'byDate' | 'all';
  doors: AdventDoor[];
  shuffleDoors: boolean;
};

/** AdventCalendarSecondary: defaults (the built-in pack "Wissen im Advent", tiles in order). */
export const adventCalendarSecondaryWidget: WidgetData<AdventCalendarSecondarySettings> = {
  defaults: () => ({
    unlockMode: 'byDate',
    doors: KNOWLEDGE_ADVENT_DOORS.map((d) => ({ ...d })),
    shuffleDoors: false,
  }),
  limits: ADVENT_CALENDAR_LIMITS,
};
