import {
  cardDataSchema,
  cardFields,
  clearDoneOnNewCard,
  groupSizeField,
  initialCardData,
} from '../cards/define-card.ts';
import { defineWidget } from '../sdk/define.ts';

/** Sozialformen (catalogue 3.2): a tap cycles to the next social form. */
export const socialFormsDefinition = defineWidget({
  type: 'SocialForms',
  settings: {
    version: 1,
    fields: {
      ...cardFields(),
      groupSize: groupSizeField(),
    },
    migrations: [],
  },
  componentData: { schema: cardDataSchema, initial: initialCardData },
  // The card draws its own outline; the header shows over its top only while selected (149x79 in P).
  frameless: true,
  onSettingsChange: clearDoneOnNewCard,
  loadView: () => import('./index.ts'),
});
