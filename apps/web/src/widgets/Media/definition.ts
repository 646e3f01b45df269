import { ASSET_LINK_TYPES, ASSET_TYPES } from '@tafino/shared';
import { z } from 'zod';
import { defineWidget } from '../sdk/define.ts';
import { field } from '../sdk/fields.ts';

/**
 * Live state: the two-click consent for platform and H5P content of this widget. `consentFor` holds
 * the domain it was given for, so a changed link asks again.
 */
export const mediaDataSchema = z.object({ consentGiven: z.boolean(), consentFor: z.string().max(253) });
export type MediaData = z.infer<typeof mediaDataSchema>;

export const mediaDefinition = defineWidget({
  type: 'Media',
  settings: {
    version: 1,
    fields: {
      // The chooser (upload, gallery, link) sets the source keys together.
      assetUrl: field.url({ maxLength: 4_000, editor: () => import('./MediaSettings.tsx') }),
      assetId: field.text({ maxLength: 100, hidden: true }),
      assetType: field.enum(ASSET_TYPES, { hidden: true }),
      assetUrlType: field.enum(ASSET_LINK_TYPES, { hidden: true }),
      assetTitle: field.text({ maxLength: 200 }),
      loop: field.boolean(),
    },
    migrations: [],
  },
  componentData: { schema: mediaDataSchema, initial: () => ({ consentGiven: false, consentFor: '' }) },
  // `assetTitle` (set to the file name or the link's domain when chosen, editable) shows in the header.
  headerTitle: (settings) => settings.assetTitle.trim(),
  loadView: () => import('./index.ts'),
});
