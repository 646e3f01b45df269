import { cardDataSchema, cardFields, clearDoneOnNewCard, initialCardData } from '../cards/define-card.ts';
import { defineWidget } from '../sdk/define.ts';

/** Material (Symbole) (catalogue 3.9): material cards with pack symbols (missing ones from the default pack). */
export const materialMetacomDefinition = defineWidget({
  type: 'MaterialMetacom',
  // The same settings as the base type (catalogue 3.9: "as Material"); only the defaults differ.
  settings: { version: 1, fields: cardFields(), migrations: [] },
  componentData: { schema: cardDataSchema, initial: initialCardData },
  // The card draws its own outline; the header shows over its top only while selected.
  frameless: true,
  onSettingsChange: clearDoneOnNewCard,
  loadView: () => import('./index.ts'),
});
