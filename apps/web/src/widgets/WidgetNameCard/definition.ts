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
  icon: [
    { d: 'M2 6h20v12H2z', fill: '#fff59d' },
    { d: 'M6 10h8M6 14h5' },
    { d: 'M17.5 9.5a1.5 1.5 0 1 0 0.01 0z', fill: '#ef9a9a' },
  ],
  loadView: () => import('./View.tsx'),
});
