import {
  cardDataSchema,
  cardFields,
  cardIcon,
  clearDoneOnNewCard,
  initialCardData,
} from '../cards/define-card.ts';
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
  icon: cardIcon('#8e24aa', 'M9 14l6-6M14 8l1-1'),
  loadView: () => import('./View.tsx'),
});
