import type { ColorToken, WidgetData } from './common.ts';

/** extraSettings of Calendar (catalogue section 3). */
export type CalendarSettings = {
  federalState: string;
  showHolidays: boolean;
  showWeekNumbers: boolean;
  events: { date: string; text: string; color: ColorToken }[];
};

/** Calendar: defaults per edition. */
export const calendarWidget: WidgetData<CalendarSettings> = {
  defaults: (primary) => ({ federalState: '', showHolidays: true, showWeekNumbers: !primary, events: [] }),
};
