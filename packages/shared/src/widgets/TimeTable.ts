import { type TimeTableSettings, timeTable, type WidgetData } from './common.ts';

/** TimeTable: defaults per edition. */
export const timeTableWidget: WidgetData<TimeTableSettings> = {
  defaults: () => timeTable(true),
};
