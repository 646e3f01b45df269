import { type TimeTableSettings, timeTable, type WidgetData } from './common.ts';

/** extraSettings of TimeTableMetacom (catalogue section 3). */
export type TimeTableMetacomSettings = TimeTableSettings;

/** TimeTableMetacom: defaults per edition. */
export const timeTableMetacomWidget: WidgetData<TimeTableMetacomSettings> = {
  defaults: () => timeTable(false),
};
