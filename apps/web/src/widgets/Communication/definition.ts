import {
  cardDataSchema,
  cardFields,
  cardIcon,
  clearDoneOnNewCard,
  initialCardData,
} from '../cards/define-card.ts';
import { defineWidget } from '../sdk/define.ts';

/** Kommunikation (catalogue 3.2): conversation-rule and voice-level cards. */
export const communicationDefinition = defineWidget({
  type: 'Communication',
  settings: {
    version: 1,
    fields: cardFields(),
    migrations: [],
  },
  componentData: { schema: cardDataSchema, initial: initialCardData },
  // The card draws its own outline; the header shows over its top only while selected (149x79 in P).
  frameless: true,
  onSettingsChange: clearDoneOnNewCard,
  icon: cardIcon('#8e24aa', 'M8 9h8v4h-5l-2 2v-2H8z'),
  loadView: () => import('./View.tsx'),
});
