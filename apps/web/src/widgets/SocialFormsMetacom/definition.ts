import {
  cardDataSchema,
  cardFields,
  clearDoneOnNewCard,
  groupSizeField,
  initialCardData,
} from '../cards/define-card.ts';
import { defineWidget } from '../sdk/define.ts';

/** Sozialformen (Symbole) (catalogue 3.9): the social forms with pack symbols; a tap cycles to the next form. */
export const socialFormsMetacomDefinition = defineWidget({
  type: 'SocialFormsMetacom',
  // The same settings as the base type (catalogue 3.9: "as SocialForms"); only the defaults differ.
  settings: { version: 1, fields: { ...cardFields(), groupSize: groupSizeField() }, migrations: [] },
  componentData: { schema: cardDataSchema, initial: initialCardData },
  // The card draws its own outline; the header shows over its top only while selected.
  frameless: true,
  onSettingsChange: clearDoneOnNewCard,
  loadView: () => import('./index.ts'),
});
