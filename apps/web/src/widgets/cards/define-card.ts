// The data half every card type shares (catalogue 1.5): the shared extraSettings fields and the
// shared live state (`done`, `doneOn`), plus the rule that a new card is not done.
import { z } from 'zod';
import { field } from '../sdk/fields.ts';

export const CARD_LIMITS = { maxLabelLength: 60, maxKeyLength: 80 } as const;

/** The shared card settings: `cardKey` (chosen on the card), `label`, `showLabel`, `tapAction`. */
export function cardFields() {
  return {
    // Chosen on the card ("Karte wählen"), not in the form.
    cardKey: field.text({ maxLength: CARD_LIMITS.maxKeyLength, hidden: true }),
    label: field.text({ maxLength: CARD_LIMITS.maxLabelLength }),
    showLabel: field.boolean(),
    tapAction: field.enum(['toggleDone', 'cycle', 'none'] as const),
  };
}

/** Stundenplan's settings (catalogue 3.2), also those of Stundenplan (Symbole) (catalogue 3.9). */
export function timeTableFields() {
  return {
    ...cardFields(),
    lessonNumber: field.number({ min: 1, max: 12, step: 1 }),
    startTime: field.timeOfDay(),
    endTime: field.timeOfDay(),
    showTime: field.boolean(),
    room: field.text({ maxLength: 20 }),
  };
}

/** Sozialformen's "4er-Gruppen" under Gruppenarbeit (null: none). */
export const groupSizeField = () => field.numberOrEmpty({ min: 2, max: 10, step: 1 });

/** Arbeitsaufträge's optional step number. */
export const stepNumberField = () => field.numberOrEmpty({ min: 1, max: 20, step: 1 });

/** A subject's colour bar: a palette token, or null for the subject's default colour. */
export const subjectColorField = () => field.color({ allowEmpty: true });

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const cardDataShape = {
  done: z.boolean(),
  doneOn: z.string().regex(DATE).nullable(),
};
export const cardDataSchema = z.object(cardDataShape);
export type CardData = z.infer<typeof cardDataSchema>;

export const initialCardData = (): CardData => ({ done: false, doneOn: null });

/** Another card (a new `cardKey`) starts without a done mark. */
export function clearDoneOnNewCard<S extends { cardKey: string }, C extends CardData>(
  previous: S,
  next: S,
  state: C,
): C {
  return previous.cardKey === next.cardKey ? state : { ...state, done: false, doneOn: null };
}
