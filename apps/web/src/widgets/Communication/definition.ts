import { cardDataSchema, cardFields, clearDoneOnNewCard, initialCardData } from '../cards/define-card.ts';
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
  loadView: () => import('./index.ts'),
});
