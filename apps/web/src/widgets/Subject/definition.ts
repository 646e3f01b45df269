import {
  cardDataSchema,
  cardFields,
  clearDoneOnNewCard,
  initialCardData,
  subjectColorField,
} from '../cards/define-card.ts';
import { defineWidget } from '../sdk/define.ts';

/** Fächer (catalogue 3.2): a subject card with its colour bar. */
export const subjectDefinition = defineWidget({
  type: 'Subject',
  settings: {
    version: 1,
    fields: { ...cardFields(), subjectColor: subjectColorField() },
    migrations: [],
  },
  componentData: { schema: cardDataSchema, initial: initialCardData },
  // The card draws its own outline; the header shows over its top only while selected (149x79 in P).
  frameless: true,
  onSettingsChange: clearDoneOnNewCard,
  loadView: () => import('./index.ts'),
});
