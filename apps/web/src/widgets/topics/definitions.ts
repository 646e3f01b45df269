import { defineTopicWidget } from './define-topic.ts';

/** The topic widgets' definitions, each with its content pack (loaded with the player). */
export const TOPIC_DEFINITIONS = {
  OceanPollution: defineTopicWidget('OceanPollution', () => import('./content/ocean-pollution.de.json')),
  ClimateChange: defineTopicWidget('ClimateChange', () => import('./content/climate-change.de.json')),
};
