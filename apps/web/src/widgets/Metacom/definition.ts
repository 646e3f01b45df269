import { METACOM_LIMITS } from '@tafino/shared';
import { z } from 'zod';
import { CARD_LIMITS, cardFields } from '../cards/define-card.ts';
import { defineWidget } from '../sdk/define.ts';
import { field } from '../sdk/fields.ts';
import { doneAfterChange } from './rules.ts';

const card = cardFields();

/**
 * Symbolkarte (catalogue 3.9): free symbols of the whole pack, "Einzeln", "Reihe" (up to 5) or
 * "Erst – Dann"; a tap crosses a symbol out. Desktops store concept keys only (catalogue 1.6).
 */
export const metacomDefinition = defineWidget({
  type: 'Metacom',
  settings: {
    version: 1,
    fields: {
      // The symbols are chosen on the card; the shared card keys stay for the card family's tools.
      cardKey: card.cardKey,
      label: { ...card.label, hidden: true },
      showLabel: card.showLabel,
      tapAction: { ...card.tapAction, hidden: true },
      symbolKeys: field.stringList({
        maxItems: METACOM_LIMITS.maxStripSymbols,
        maxLength: CARD_LIMITS.maxKeyLength,
        hidden: true,
      }),
      labels: field.stringList({
        maxItems: METACOM_LIMITS.maxStripSymbols,
        maxLength: CARD_LIMITS.maxLabelLength,
        hidden: true,
      }),
      layout: field.enum(['single', 'strip', 'firstThen'] as const),
    },
    migrations: [],
  },
  componentData: {
    schema: z.object({ done: z.array(z.boolean()).max(METACOM_LIMITS.maxStripSymbols) }),
    initial: () => ({ done: [] }),
  },
  frameless: true,
  // Another symbol in a slot starts without its cross.
  onSettingsChange: (previous, next, state) => ({
    ...state,
    done: doneAfterChange(previous.symbolKeys, next.symbolKeys, state.done),
  }),
  loadView: () => import('./index.ts'),
});
