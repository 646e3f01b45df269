import type { WidgetData } from './common.ts';

/** A door of the advent calendars. */
export interface AdventDoor {
  day: number;
  type: 'text' | 'image' | 'link' | 'task' | 'quiz';
  text: string;
  answer: string;
  assetId: string;
  url: string;
}

/** Default door type of new doors per advent calendar type. */
export const DEFAULT_ADVENT_DOOR_TYPE = {
  AdventCalendar: 'text',
  AdventCalendarSecondary: 'quiz',
} as const satisfies Record<'AdventCalendar' | 'AdventCalendarSecondary', AdventDoor['type']>;

/** extraSettings of AdventCalendar (catalogue section 3). */
export type AdventCalendarSettings = {
  unlockMode: 'byDate' | 'all';
  doors: AdventDoor[];
  shuffleDoors: boolean;
};

/** AdventCalendar: defaults per edition. */
export const adventCalendarWidget: WidgetData<AdventCalendarSettings> = {
  defaults: () => ({ unlockMode: 'byDate', doors: [], shuffleDoors: true }),
};
