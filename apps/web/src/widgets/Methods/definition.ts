import { z } from 'zod';
import { cardDataShape, cardFields, clearDoneOnNewCard, initialCardData } from '../cards/define-card.ts';
import { defineWidget } from '../sdk/define.ts';
import { field } from '../sdk/fields.ts';

/** Methoden (catalogue 3.2): method cards; "Ablauf zeigen" doubles the card and lists the steps. */
export const methodsDefinition = defineWidget({
  type: 'Methods',
  settings: {
    version: 1,
    fields: { ...cardFields(), showSteps: field.boolean() },
    migrations: [],
  },
  componentData: {
    schema: z.object({ ...cardDataShape, currentStep: z.number().int().min(0).max(3) }),
    initial: () => ({ ...initialCardData(), currentStep: 0 }),
  },
  // The card draws its own outline; the header shows over its top only while selected (149x79 in P).
  frameless: true,
  onSettingsChange: clearDoneOnNewCard,
  loadView: () => import('./index.ts'),
});
