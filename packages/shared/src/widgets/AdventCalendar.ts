import type { WidgetData } from './common.ts';

/** A door of the advent calendars. */
export type AdventDoor = {
  day: number;
  type: 'text' | 'image' | 'link' | 'task' | 'quiz';
  text: string;
  answer: string;
  assetId: string;
  url: string;
};

/** The door types, in the settings' order. */
export const ADVENT_DOOR_TYPES = [
  'text',
  'image',
  'link',
  'task',
  'quiz',
] as const satisfies readonly AdventDoor['type'][];

/** Default door type of new doors per advent calendar type. */
export const DEFAULT_ADVENT_DOOR_TYPE = {
  AdventCalendar: 'text',
  AdventCalendarSecondary: 'quiz',
} as const satisfies Record<'AdventCalendar' | 'AdventCalendarSecondary', AdventDoor['type']>;

/** The longest door text and answer. */
export const ADVENT_CALENDAR_LIMITS = { maxText: 500, maxAnswer: 300, maxUrl: 2000 } as const;

/** extraSettings of AdventCalendar (catalogue section 3). */
export type AdventCalendarSettings = {
  unlockMode: 'byDate' | 'all';
  doors: AdventDoor[];
  shuffleDoors: boolean;
};

/**
 * AdventCalendar: defaults per edition (doors in a shuffled order). The doors are the built-in pack
 * "Winter & Advent", the type's content (content/advent-doors.ts), which `defaultExtraSettings` adds.
 */
export const adventCalendarWidget: WidgetData<AdventCalendarSettings> = {
  defaults: () => ({ unlockMode: 'byDate', doors: [], shuffleDoors: true }),
  limits: ADVENT_CALENDAR_LIMITS,
};
