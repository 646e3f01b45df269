import type { ColorToken, WidgetData } from './common.ts';

/** extraSettings of CalendarMetacom (catalogue section 3). */
export type CalendarMetacomSettings = {
  viewMode: 'week' | 'yesterdayTodayTomorrow';
  showWeekend: boolean;
  weekdayColors: ColorToken[] | null;
  events: { date: string | null; weekday: number | null; symbolKey: string }[];
};

/** CalendarMetacom: defaults per edition. */
export const calendarMetacomWidget: WidgetData<CalendarMetacomSettings> = {
  defaults: () => ({ viewMode: 'week', showWeekend: true, weekdayColors: null, events: [] }),
};
