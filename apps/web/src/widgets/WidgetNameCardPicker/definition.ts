import { WIDGET_NAME_CARD_PICKER_LIMITS } from '@tafino/shared';
import { z } from 'zod';
import { defineWidget } from '../sdk/define.ts';
import { field } from '../sdk/fields.ts';

/** The most names a class list gives (the pick memory's limit). */
const MAX_NAMES = 500;
const names = z.array(z.string().max(200)).max(MAX_NAMES);

export const namePickerDataSchema = z.object({
  /** "Schon dran": who was picked (mirrors the class's pick memory for a class list). */
  pickedNames: names,
  /** The names of the last draw, shown large. */
  lastPick: z.array(z.string().max(200)).max(WIDGET_NAME_CARD_PICKER_LIMITS.maxPickCount),
});
export type NamePickerData = z.infer<typeof namePickerDataSchema>;

export const widgetNameCardPickerDefinition = defineWidget({
  type: 'WidgetNameCardPicker',
  settings: {
    version: 1,
    fields: {
      nameSource: field.enum(['classList', 'nameCards'] as const),
      pickCount: field.number({ min: 1, max: WIDGET_NAME_CARD_PICKER_LIMITS.maxPickCount, step: 1 }),
      removePickedNames: field.boolean(),
      playSound: field.boolean(),
    },
    migrations: [],
  },
  componentData: {
    schema: namePickerDataSchema,
    initial: () => ({ pickedNames: [], lastPick: [] }),
  },
  // Another source is another list: its round starts fresh in this widget.
  onSettingsChange: (previous, next, state) =>
    previous.nameSource === next.nameSource ? state : { pickedNames: [], lastPick: [] },
  loadView: () => import('./index.ts'),
});
