import {
  cardDataSchema,
  clearDoneOnNewCard,
  initialCardData,
  timeTableFields,
} from '../cards/define-card.ts';
import { defineWidget } from '../sdk/define.ts';

/** Stundenplan (catalogue 3.2): one card = one lesson with number, time and the "Jetzt" mark; "+" adds the next lesson below. */
export const timeTableDefinition = defineWidget({
  type: 'TimeTable',
  settings: {
    version: 1,
    fields: timeTableFields(),
    migrations: [],
  },
  componentData: { schema: cardDataSchema, initial: initialCardData },
  // The card draws its own outline; the header shows over its top only while selected (149x79 in P).
  frameless: true,
  onSettingsChange: clearDoneOnNewCard,
  loadView: () => import('./index.ts'),
});
