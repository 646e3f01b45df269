import { cardDataSchema, cardFields, clearDoneOnNewCard, initialCardData } from '../cards/define-card.ts';
import { defineWidget } from '../sdk/define.ts';

/** Organisation (catalogue 3.2): parts of the day, ticked off by a tap. */
export const organizationDefinition = defineWidget({
  type: 'Organization',
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
