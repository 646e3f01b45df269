// The tables the server, the web app and the tests use, derived from the per-type data files in
// src/widgets (one file per widget type: settings type, defaults per edition, limits, clone rule),
// and the types' built-in content (src/content, e.g. the advent calendars' doors).
import { WIDGET_CONTENT } from '../content/index.ts';
import { WIDGET_DATA, type WidgetExtraSettingsMap } from '../widgets/index.ts';
import { DEFAULT_PRODUCT_EDITION, type ProductEdition } from './editions.ts';
import type { WidgetTypeKey } from './widget-types.ts';

export * from '../content/index.ts';
export * from '../widgets/index.ts';

/** extraSettings of one widget type. */
export type WidgetExtraSettings<K extends WidgetTypeKey> = WidgetExtraSettingsMap[K];

/** A fresh copy of a widget type's default extraSettings for an edition (Unset counts as primary). */
export function defaultExtraSettings<K extends WidgetTypeKey>(
  type: K,
  edition: ProductEdition = DEFAULT_PRODUCT_EDITION,
): WidgetExtraSettingsMap[K] {
  const content = WIDGET_CONTENT[type] as
    | ((primary: boolean) => Partial<WidgetExtraSettingsMap[K]>)
    | undefined;
  const defaults = defaultExtraSettingsWithoutContent(type, edition);
  return content ? { ...defaults, ...content(edition !== 'SecondaryGradeLevel') } : defaults;
}

/**
 * The defaults of the type's data file alone, without its built-in content (src/content): what the
 * web app's board loads for every type; a type with content adds it from its own chunk.
 */
export function defaultExtraSettingsWithoutContent<K extends WidgetTypeKey>(
  type: K,
  edition: ProductEdition = DEFAULT_PRODUCT_EDITION,
): WidgetExtraSettingsMap[K] {
  const defaults = WIDGET_DATA[type].defaults as (primary: boolean) => WidgetExtraSettingsMap[K];
  return defaults(edition !== 'SecondaryGradeLevel');
}

/** A widget type's limits from its data file (e.g. the Timer's longest duration); empty when it has none. */
export function widgetLimits(type: WidgetTypeKey): Readonly<Record<string, number>> {
  return WIDGET_DATA[type].limits ?? {};
}

/** Fills missing (undefined) top-level keys with the defaults and keeps unknown keys (catalogue section 1.2). */
export function withDefaultExtraSettings<K extends WidgetTypeKey>(
  type: K,
  edition: ProductEdition,
  stored: Readonly<Record<string, unknown>> | null | undefined,
): WidgetExtraSettingsMap[K] & Record<string, unknown> {
  // Object.fromEntries defines own properties, so a stored '__proto__' key cannot change the prototype.
  const kept = Object.entries(stored ?? {}).filter(([, value]) => value !== undefined);
  const result = Object.fromEntries([...Object.entries(defaultExtraSettings(type, edition)), ...kept]);
  return result as WidgetExtraSettingsMap[K] & Record<string, unknown>;
}
