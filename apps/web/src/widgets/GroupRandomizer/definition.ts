import { GROUP_RANDOMIZER_LIMITS } from '@tafino/shared';
import { z } from 'zod';
import { defineWidget } from '../sdk/define.ts';
import { field } from '../sdk/fields.ts';

/** The most names a class list gives. */
const MAX_NAMES = 500;

export const groupsDataSchema = z.object({
  groups: z.array(z.array(z.string().max(200)).max(MAX_NAMES)).max(GROUP_RANDOMIZER_LIMITS.maxGroups),
  createdAt: z.number(),
});
export type GroupsData = z.infer<typeof groupsDataSchema>;

export const groupRandomizerDefinition = defineWidget({
  type: 'GroupRandomizer',
  settings: {
    version: 1,
    fields: {
      groupCount: field.number({
        min: GROUP_RANDOMIZER_LIMITS.minGroups,
        max: GROUP_RANDOMIZER_LIMITS.maxGroups,
        step: 1,
      }),
      selectedPupilNames: field.classNames({ maxItems: MAX_NAMES }),
      preSelectPupilNames: field.boolean(),
      keepApart: field.namePairs({ maxItems: 60 }),
    },
    migrations: [],
  },
  componentData: {
    schema: groupsDataSchema,
    initial: () => ({ groups: [], createdAt: 0 }),
  },
  loadView: () => import('./index.ts'),
});
