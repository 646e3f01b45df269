import { RICH_TEXT_MAX_LENGTH } from '@tafino/shared';
import { z } from 'zod';
import { defineWidget } from '../sdk/define.ts';
import { field } from '../sdk/fields.ts';

export const htmlEditorDefinition = defineWidget({
  type: 'HtmlEditor',
  settings: {
    version: 1,
    fields: {
      // Written on the widget itself (rich text), sanitised when saved and when shown.
      htmlContent: field.longText({ maxLength: RICH_TEXT_MAX_LENGTH, hidden: true }),
      backgroundColor: field.color(),
    },
    migrations: [],
    quickKeys: ['backgroundColor'],
  },
  componentData: { schema: z.object({}), initial: () => ({}) },
  loadView: () => import('./index.ts'),
});
