import { EMBED_CHECK_STATUSES, EMBED_MAX_SIDE, EMBED_URL_MAX_LENGTH } from '@tafino/shared';
import { z } from 'zod';
import { defineWidget } from '../sdk/define.ts';
import { field } from '../sdk/fields.ts';

/**
 * Live state: the two-click consent (`consentGiven`, catalogue 3.4) and the server's answer whether
 * the page may be framed, for the URL it was asked about (`checkedUrl`); a new URL asks both again.
 */
export const externalContentDataSchema = z.object({
  consentGiven: z.boolean(),
  checkedUrl: z.string().max(EMBED_URL_MAX_LENGTH),
  embedStatus: z.enum(['unknown', ...EMBED_CHECK_STATUSES]),
});
export type ExternalContentData = z.infer<typeof externalContentDataSchema>;

export const INITIAL_EXTERNAL_CONTENT_DATA: ExternalContentData = {
  consentGiven: false,
  checkedUrl: '',
  embedStatus: 'unknown',
};

export const externalContentDefinition = defineWidget({
  type: 'ExternalContent',
  settings: {
    version: 1,
    fields: {
      // The paste box (URL or embed code) sets the URL and the declared size together.
      contentUrl: field.url({ maxLength: EMBED_URL_MAX_LENGTH, editor: () => import('./EmbedSettings.tsx') }),
      naturalWidth: field.number({ min: 0, max: EMBED_MAX_SIDE, step: 1, hidden: true }),
      naturalHeight: field.number({ min: 0, max: EMBED_MAX_SIDE, step: 1, hidden: true }),
      loadWithoutConfirmation: field.boolean(),
    },
    migrations: [],
  },
  componentData: { schema: externalContentDataSchema, initial: () => ({ ...INITIAL_EXTERNAL_CONTENT_DATA }) },
  // Another page asks for consent (and the server's check) again.
  onSettingsChange: (previous, next, state) =>
    previous.contentUrl === next.contentUrl ? state : { ...INITIAL_EXTERNAL_CONTENT_DATA },
  headerTitle: (settings) => {
    try {
      return settings.contentUrl ? new URL(settings.contentUrl).hostname.replace(/^www\./, '') : '';
    } catch {
      return '';
    }
  },
  loadView: () => import('./index.ts'),
});
