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
  icon: [
    { d: 'M3 6h18v13H3z', fill: '#fff' },
    { d: 'M3 6h4v13H3z', fill: '#e53935' },
    { d: 'M7 6h4v13H7z', fill: '#fb8c00' },
    { d: 'M11 6h4v13h-4z', fill: '#fdd835' },
    { d: 'M15 6h3v13h-3z', fill: '#43a047' },
    { d: 'M18 6h3v13h-3z', fill: '#1e88e5' },
  ],
  loadView: () => import('./View.tsx'),
});
