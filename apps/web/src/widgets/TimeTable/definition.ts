import {
  cardDataSchema,
  cardFields,
  cardIcon,
  clearDoneOnNewCard,
  initialCardData,
} from '../cards/define-card.ts';
import { defineWidget } from '../sdk/define.ts';
import { field } from '../sdk/fields.ts';

/** Stundenplan (catalogue 3.2): one card = one lesson with number, time and the "Jetzt" mark; "+" adds the next lesson below. */
export const timeTableDefinition = defineWidget({
  type: 'TimeTable',
  settings: {
    version: 1,
    fields: {
      ...cardFields(),
      lessonNumber: field.number({ min: 1, max: 12, step: 1 }),
      startTime: field.timeOfDay(),
      endTime: field.timeOfDay(),
      showTime: field.boolean(),
      room: field.text({ maxLength: 20 }),
    },
    migrations: [],
  },
  componentData: { schema: cardDataSchema, initial: initialCardData },
  // The card draws its own outline; the header shows over its top only while selected (149x79 in P).
  frameless: true,
  onSettingsChange: clearDoneOnNewCard,
  icon: cardIcon('#e53935', 'M8 9h8M8 12h5'),
  loadView: () => import('./View.tsx'),
});
