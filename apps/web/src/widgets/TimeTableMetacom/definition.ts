import {
  cardDataSchema,
  clearDoneOnNewCard,
  initialCardData,
  timeTableFields,
} from '../cards/define-card.ts';
import { defineWidget } from '../sdk/define.ts';

/** Stundenplan (Symbole) (catalogue 3.9): the day plan of Stundenplan with large pack symbols, time hidden by default. */
export const timeTableMetacomDefinition = defineWidget({
  type: 'TimeTableMetacom',
  // The same settings as the base type (catalogue 3.9: "as TimeTable"); only the defaults differ.
  settings: { version: 1, fields: timeTableFields(), migrations: [] },
  componentData: { schema: cardDataSchema, initial: initialCardData },
  // The card draws its own outline; the header shows over its top only while selected.
  frameless: true,
  onSettingsChange: clearDoneOnNewCard,
  loadView: () => import('./index.ts'),
});
