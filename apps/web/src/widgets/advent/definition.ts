import {
  ADVENT_CALENDAR_LIMITS,
  ADVENT_DOOR_COUNT,
  ADVENT_DOOR_TYPES,
  type AdventCalendarSettings,
  type AdventDoor,
  WIDGET_CONTENT,
} from '@tafino/shared';
import { z } from 'zod';
import { defineWidget } from '../sdk/define.ts';
import { type FieldsFor, field } from '../sdk/fields.ts';

// The two advent calendars (catalogue 3.8) are one implementation: AdventCalendar (Grundschule, a
// winter scene with doors of different sizes in a fixed shuffled order) and AdventCalendarSecondary
// (Sekundarstufe, a calm 6x4 grid of numbered tiles with quiz doors). Which doors are open is
// computed from the device's date on every render: the stored `season` only says which year the
// stored doors belong to, so a new year (the next December) starts with every door closed.

export const adventDataSchema = z.object({
  openedDoors: z.array(z.number().int().min(1).max(ADVENT_DOOR_COUNT)).max(ADVENT_DOOR_COUNT),
  season: z.number().int(),
});
export type AdventData = z.infer<typeof adventDataSchema>;

const doorFields = {
  day: field.number({ min: 1, max: ADVENT_DOOR_COUNT, step: 1 }),
  type: field.enum(ADVENT_DOOR_TYPES),
  text: field.longText({ maxLength: ADVENT_CALENDAR_LIMITS.maxText }),
  answer: field.longText({ maxLength: ADVENT_CALENDAR_LIMITS.maxAnswer }),
  assetId: field.text({ maxLength: 100, hidden: true }),
  // An image (upload, gallery) or the link of a link door.
  url: field.asset({ accept: 'image', idKey: 'assetId', maxLength: ADVENT_CALENDAR_LIMITS.maxUrl }),
};

const fields: FieldsFor<AdventCalendarSettings> = {
  unlockMode: field.enum(['byDate', 'all'] as const),
  doors: field.objectList<AdventDoor>(doorFields, { maxItems: ADVENT_DOOR_COUNT, titleKey: 'text' }),
  shuffleDoors: field.boolean(),
};

const componentData = {
  schema: adventDataSchema,
  initial: (): AdventData => ({ openedDoors: [], season: 0 }),
};

export const adventCalendarDefinition = defineWidget({
  type: 'AdventCalendar',
  settings: { version: 1, fields, migrations: [] },
  componentData,
  defaultContent: WIDGET_CONTENT.AdventCalendar,
  loadView: () => import('./index.ts'),
});

export const adventCalendarSecondaryDefinition = defineWidget({
  type: 'AdventCalendarSecondary',
  settings: { version: 1, fields, migrations: [] },
  componentData,
  defaultContent: WIDGET_CONTENT.AdventCalendarSecondary,
  loadView: () => import('./index.ts').then((module) => ({ View: module.SecondaryView })),
});
