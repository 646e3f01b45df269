import { AUTHORITY_LIMITS, type AuthorityDuty } from '@tafino/shared';
import { z } from 'zod';
import { defineWidget } from '../sdk/define.ts';
import { field } from '../sdk/fields.ts';

const name = z.string().max(200);

export const authorityDataSchema = z.object({
  /** Names per duty id, slot by slot ('' = an empty slot before a filled one). */
  assignments: z.record(z.string().max(80), z.array(name).max(AUTHORITY_LIMITS.maxSlots)),
  /** The local date ('YYYY-MM-DD') of the last rotation, '' before the first. */
  lastRotatedOn: z.union([z.literal(''), z.string().regex(/^\d{4}-\d{2}-\d{2}$/)]),
});
export type AuthorityData = z.infer<typeof authorityDataSchema>;

export const authorityDefinition = defineWidget({
  type: 'Authority',
  settings: {
    version: 1,
    fields: {
      duties: field.objectList<AuthorityDuty>(
        {
          // A new duty gets its id from the view (assignments are kept by id, not by position).
          id: field.text({ maxLength: 80, hidden: true }),
          label: field.text({ maxLength: AUTHORITY_LIMITS.maxLabelLength }),
          // Concept key of the symbol pack; chosen with the pack's chooser once it exists.
          symbolKey: field.text({ maxLength: 80, hidden: true }),
          slots: field.number({ min: 1, max: AUTHORITY_LIMITS.maxSlots, step: 1 }),
        },
        { maxItems: AUTHORITY_LIMITS.maxDuties, titleKey: 'label' },
      ),
      rotation: field.enum(['manual', 'daily', 'weekly'] as const),
      showSymbols: field.boolean(),
    },
    migrations: [],
  },
  componentData: {
    schema: authorityDataSchema,
    initial: () => ({ assignments: {}, lastRotatedOn: '' }),
  },
  loadView: () => import('./index.ts'),
});
