import { z } from 'zod';
import { defineWidget } from '../sdk/define.ts';
import { field } from '../sdk/fields.ts';

/** How long a tap or a draw of "Namen ziehen" makes the card pulse ("Du bist dran!"). */
export const NAME_CARD_PULSE_MS = 3000;

export const widgetNameCardDefinition = defineWidget({
  type: 'WidgetNameCard',
  settings: {
    version: 1,
    fields: {
      // The child's animal: a concept key of the symbol pack, chosen once the pack's chooser exists.
      symbolSlug: field.text({ maxLength: 80, hidden: true }),
      backgroundColor: field.color(),
    },
    migrations: [],
    quickKeys: ['backgroundColor'],
  },
  // The name is the widget's "Gehört zu" (ownerName); the pulse is live only.
  componentData: { schema: z.object({}), initial: () => ({}) },
  placesAnother: true,
  loadView: () => import('./index.ts'),
});
