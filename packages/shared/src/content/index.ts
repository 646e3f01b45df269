// The widget types' built-in content: default settings too large for the per-type data files
// (src/widgets), which every board loads. `defaultExtraSettings` adds it to a type's defaults; the
// web app's board takes it from the type's own chunk (its definition's `defaultContent`).
import type { WidgetTypeKey } from '../constants/widget-types.ts';
import type { WidgetExtraSettingsMap } from '../widgets/index.ts';
import { KNOWLEDGE_ADVENT_DOORS, WINTER_ADVENT_DOORS } from './advent-doors.ts';

export { KNOWLEDGE_ADVENT_DOORS, WINTER_ADVENT_DOORS } from './advent-doors.ts';

/** A fresh copy of a type's built-in content for an edition (`primary`: Grundschule or unset). */
type ContentOf<K extends WidgetTypeKey> = (primary: boolean) => Partial<WidgetExtraSettingsMap[K]>;

/** The types with built-in content, each with the settings it fills (the rest come from the data file). */
export const WIDGET_CONTENT: { readonly [K in WidgetTypeKey]?: ContentOf<K> } = {
  AdventCalendar: () => ({ doors: WINTER_ADVENT_DOORS.map((d) => ({ ...d })) }),
  AdventCalendarSecondary: () => ({ doors: KNOWLEDGE_ADVENT_DOORS.map((d) => ({ ...d })) }),
};
