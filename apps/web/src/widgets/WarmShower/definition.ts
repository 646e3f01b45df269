import { WARM_SHOWER_LIMITS } from '@tafino/shared';
import { z } from 'zod';
import { defineWidget } from '../sdk/define.ts';
import { field } from '../sdk/fields.ts';

const { maxCompliments, maxComplimentText, maxPrompts, maxPromptText } = WARM_SHOWER_LIMITS;
/** The most names a class list gives (the pick memory's limit). */
const MAX_NAMES = 500;

// The lesson state holds the child's name and the compliments: live state only, so a share code
// never copies it (catalogue 1.2) and the read-only /iframe never receives it.
export const warmShowerDataSchema = z.object({
  currentName: z.string().max(200).nullable(),
  compliments: z.array(z.object({ text: z.string().max(maxComplimentText) })).max(maxCompliments),
  completedNames: z.array(z.string().max(200)).max(MAX_NAMES),
});
export type WarmShowerData = z.infer<typeof warmShowerDataSchema>;

export const warmShowerDefinition = defineWidget({
  type: 'WarmShower',
  settings: {
    version: 1,
    fields: {
      selectionMode: field.enum(['random', 'manual'] as const),
      prompts: field.stringList({ maxItems: maxPrompts, maxLength: maxPromptText }),
      showComplimentTexts: field.boolean(),
    },
    migrations: [],
  },
  componentData: {
    schema: warmShowerDataSchema,
    initial: () => ({ currentName: null, compliments: [], completedNames: [] }),
  },
  loadView: () => import('./index.ts'),
});
