import {
  cardDataSchema,
  cardFields,
  clearDoneOnNewCard,
  initialCardData,
  stepNumberField,
} from '../cards/define-card.ts';
import { defineWidget } from '../sdk/define.ts';

/** Arbeitsaufträge (catalogue 3.2): work steps with an optional step number, ticked off by a tap. */
export const workTasksDefinition = defineWidget({
  type: 'WorkTasks',
  settings: {
    version: 1,
    fields: {
      ...cardFields(),
      stepNumber: stepNumberField(),
    },
    migrations: [],
  },
  componentData: { schema: cardDataSchema, initial: initialCardData },
  // The card draws its own outline; the header shows over its top only while selected (149x79 in P).
  frameless: true,
  onSettingsChange: clearDoneOnNewCard,
  loadView: () => import('./index.ts'),
});
