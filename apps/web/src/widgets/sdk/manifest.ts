import { WIDGET_TYPE_INFO, type WidgetTypeInfo, type WidgetTypeKey } from '@tafino/shared';
import type { AnyWidgetDefinition } from './define.ts';

// The light half of a widget type, which the board route imports for every type: what the widget
// bar and the board need before a widget of the type is shown. Everything else (settings fields,
// live state schema, repair, migrations, hooks) is the definition, which shares one chunk with the
// type's view: the manifest and the definition's `loadView` both load `<Type>/index.ts`, so a type
// costs one request for its JS (and one for its CSS), on showing a widget of the type
// (features/board/chrome/view-cache.ts) or on placing one from the bar.

/** A widget-bar icon as data (24x24 view box, stroked in currentColor; `fill` for coloured parts). */
export type WidgetIcon = readonly { readonly d: string; readonly fill?: string }[];

export interface WidgetManifest<K extends WidgetTypeKey = WidgetTypeKey> {
  readonly type: K;
  /** Name key, category, editions, default and minimum size from the shared constants. */
  readonly info: WidgetTypeInfo;
  /** The Grundschule drawing in the widget bar (Sekundarstufe draws Lucide icons). */
  readonly icon: WidgetIcon;
  /** The full definition of the type, from the type's chunk (`<Type>/index.ts`, with its view). */
  readonly loadDefinition: () => Promise<{ readonly type: K }>;
}

/** A type's manifest: `<Type>/manifest.ts`, one line in the registry. */
export function defineManifest<K extends WidgetTypeKey>(spec: {
  type: K;
  icon: WidgetIcon;
  loadDefinition: () => Promise<{ readonly type: K }>;
}): WidgetManifest<K> {
  return {
    type: spec.type,
    info: WIDGET_TYPE_INFO[spec.type],
    icon: spec.icon,
    loadDefinition: spec.loadDefinition,
  };
}

/** The definition a manifest loads, as the registry holds it. */
export async function loadDefinitionOf(manifest: WidgetManifest): Promise<AnyWidgetDefinition> {
  return (await manifest.loadDefinition()) as unknown as AnyWidgetDefinition;
}
