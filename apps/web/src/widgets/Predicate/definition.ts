import type { ColorToken, PredicateRole } from '@tafino/shared';
import { z } from 'zod';
import { defineWidget } from '../sdk/define.ts';
import { field } from '../sdk/fields.ts';
import { MAX_WORDS } from './limits.ts';

export const PREDICATE_ROLES = [
  'predicate',
  'subject',
  'accusativeObject',
  'dativeObject',
  'adverbial',
] as const satisfies readonly PredicateRole[];

const wordIndex = z
  .number()
  .int()
  .min(0)
  .max(MAX_WORDS - 1);

export const predicateDataSchema = z.object({
  parts: z
    .array(
      z.object({ words: z.array(wordIndex).min(1).max(MAX_WORDS), role: z.enum(PREDICATE_ROLES).nullable() }),
    )
    .max(MAX_WORDS),
  order: z.array(wordIndex).max(MAX_WORDS),
});
export type PredicateData = z.infer<typeof predicateDataSchema>;

export const predicateDefinition = defineWidget({
  type: 'Predicate',
  settings: {
    version: 1,
    fields: {
      sentence: field.text({ maxLength: 200 }),
      enabledRoles: field.multiSelect(PREDICATE_ROLES),
      showQuestions: field.boolean(),
      roleColors: field.group<Record<PredicateRole, ColorToken>>({
        predicate: field.color(),
        subject: field.color(),
        accusativeObject: field.color(),
        dativeObject: field.color(),
        adverbial: field.color(),
      }),
    },
    migrations: [],
  },
  componentData: {
    schema: predicateDataSchema,
    // Empty: the view shows one Satzglied per word until the class joins some.
    initial: () => ({ parts: [], order: [] }),
  },
  // A new sentence starts with one tile per word.
  onSettingsChange: (previous, next, state) =>
    previous.sentence === next.sentence ? state : { parts: [], order: [] },
  loadView: () => import('./index.ts'),
});
