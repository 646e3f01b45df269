import { type TopicSettings, topic, type WidgetData } from './common.ts';

/** extraSettings of ClimateChange (catalogue section 3). */
export type ClimateChangeSettings = TopicSettings;

/** ClimateChange: defaults per edition. */
export const climateChangeWidget: WidgetData<ClimateChangeSettings> = {
  defaults: topic,
};
