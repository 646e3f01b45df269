import { type TopicSettings, topic, type WidgetData } from './common.ts';

/** extraSettings of OceanPollution (catalogue section 3). */
export type OceanPollutionSettings = TopicSettings;

/** OceanPollution: defaults per edition. */
export const oceanPollutionWidget: WidgetData<OceanPollutionSettings> = {
  defaults: topic,
};
