import type { CalendarSettings } from '@tafino/shared';
import { z } from 'zod';
import { defineWidget } from '../sdk/define.ts';
import { field } from '../sdk/fields.ts';
import { isIsoMonth } from './month.ts';

type CalendarEvent = CalendarSettings['events'][number];

/** Most entries one calendar keeps, and the longest entry text. */
export const CALENDAR_LIMITS = { maxEvents: 300, maxEventText: 60 } as const;

/** The month shown: 'YYYY-MM', or '' for the current month (a copied desktop opens at today). */
export const calendarDataSchema = z.object({
  visibleMonth: z.string().refine((v) => v === '' || isIsoMonth(v), 'Monat'),
});
export type CalendarData = z.infer<typeof calendarDataSchema>;

export const calendarDefinition = defineWidget({
  type: 'Calendar',
  settings: {
    version: 1,
    fields: {
      // A state code ('BY'); its own part offers the 16 states and 'Keine Angabe'.
      federalState: field.text({ maxLength: 2, editor: () => import('./StateSettings.tsx') }),
      showHolidays: field.boolean(),
      showWeekNumbers: field.boolean(),
      // School holidays and class dates are entered as events (also by tapping a day).
      events: field.objectList<CalendarEvent>(
        {
          date: field.date(),
          text: field.text({ maxLength: CALENDAR_LIMITS.maxEventText }),
          color: field.color(),
        },
        { maxItems: CALENDAR_LIMITS.maxEvents, titleKey: 'text' },
      ),
    },
    migrations: [],
  },
  componentData: { schema: calendarDataSchema, initial: () => ({ visibleMonth: '' }) },
  loadView: () => import('./index.ts'),
});
