import type { CalendarMetacomSettings } from '@tafino/shared';
import { z } from 'zod';
import { defineWidget } from '../sdk/define.ts';
import { field } from '../sdk/fields.ts';
import { CALENDAR_METACOM_LIMITS, DEFAULT_WEEKDAY_COLORS } from './rules.ts';

type SymbolEvent = CalendarMetacomSettings['events'][number];

/**
 * Kalender (Symbole) (catalogue 3.9): a week strip Monday to Sunday with the pack's weekday symbols
 * and colours, today enlarged with "Heute", or "Gestern – Heute – Morgen"; a tap on a day adds an
 * event symbol, once or every week.
 */
export const calendarMetacomDefinition = defineWidget({
  type: 'CalendarMetacom',
  settings: {
    version: 1,
    fields: {
      viewMode: field.enum(['week', 'yesterdayTodayTomorrow'] as const),
      showWeekend: field.boolean(),
      // null: the pack's weekday colours, else our own (Mo red … Sa/So white).
      weekdayColors: field.colorList({ length: 7, startWith: DEFAULT_WEEKDAY_COLORS, nullable: true }),
      // Added and removed on the widget (a tap on a day); symbol keys only (catalogue 1.6).
      events: field.objectList<SymbolEvent>(
        {
          date: field.date({ nullable: true }),
          weekday: field.numberOrEmpty({ min: 0, max: 6, step: 1 }),
          symbolKey: field.text({ maxLength: 80 }),
        },
        { maxItems: CALENDAR_METACOM_LIMITS.maxEvents, hidden: true },
      ),
    },
    migrations: [],
  },
  componentData: { schema: z.object({}), initial: () => ({}) },
  loadView: () => import('./index.ts'),
});
