import {
  cardDataSchema,
  cardFields,
  clearDoneOnNewCard,
  initialCardData,
  stepNumberField,
} from '../cards/define-card.ts';
import { defineWidget } from '../sdk/define.ts';

/** Arbeitsaufträge (Symbole) (catalogue 3.9): work steps with pack symbols, step numbers and ticks. */
export const workTasksMetacomDefinition = defineWidget({
  type: 'WorkTasksMetacom',
  // The same settings as the base type (catalogue 3.9: "as WorkTasks"); only the defaults differ.
  settings: { version: 1, fields: { ...cardFields(), stepNumber: stepNumberField() }, migrations: [] },
  componentData: { schema: cardDataSchema, initial: initialCardData },
  // The card draws its own outline; the header shows over its top only while selected.
  frameless: true,
  onSettingsChange: clearDoneOnNewCard,
  loadView: () => import('./index.ts'),
});
