import type { WidgetTypeKey } from '../constants/widget-types.ts';
import { WIDGET_DATA } from '../widgets/index.ts';

/** extraSettings keys that hold names of the source class (the types' files); a clone starts with them empty. */
const NAME_LIST_SETTINGS: Partial<Record<WidgetTypeKey, readonly string[]>> = Object.fromEntries(
  Object.entries(WIDGET_DATA).map(([type, data]) => [type, data.clone?.clearSettings ?? []]),
);

/** componentData keys a clone keeps (the types' files); all other componentData is live lesson state. */
const KEPT_COMPONENT_DATA: Partial<Record<WidgetTypeKey, readonly string[]>> = Object.fromEntries(
  Object.entries(WIDGET_DATA).map(([type, data]) => [type, data.clone?.keepComponentData ?? []]),
);

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A widget's extraProperties for a cloned desktop (catalogue 1.2): layout-independent settings
 * stay, componentData is reset except Draw strokes, ownerName and name lists are cleared.
 * Keys this rule does not know are kept as they are.
 */
export function widgetExtraPropertiesForClone(componentName: string, extraProperties: Json): Json {
  // Own keys only: a component name such as 'toString' must not reach Object.prototype.
  const own = <T>(table: Partial<Record<WidgetTypeKey, T>>) =>
    Object.hasOwn(table, componentName) ? table[componentName as WidgetTypeKey] : undefined;
  const result: Json = { ...extraProperties };
  const componentData = isObject(extraProperties.widgetComponentData)
    ? extraProperties.widgetComponentData
    : {};
  const kept = own(KEPT_COMPONENT_DATA) ?? [];
  result.widgetComponentData = Object.fromEntries(
    Object.entries(componentData).filter(([key]) => kept.includes(key)),
  );
  if (isObject(extraProperties.widgetSettingsData)) {
    const settingsData: Json = { ...extraProperties.widgetSettingsData };
    if ('ownerName' in settingsData) settingsData.ownerName = '';
    if (isObject(settingsData.extraSettings)) {
      const extraSettings: Json = { ...settingsData.extraSettings };
      for (const key of own(NAME_LIST_SETTINGS) ?? []) {
        if (key in extraSettings) extraSettings[key] = [];
      }
      settingsData.extraSettings = extraSettings;
    }
    result.widgetSettingsData = settingsData;
  }
  return result;
}

/** A deep copy of a JSON value with every string equal to a key of idMap replaced by its value. */
export function replaceIds<T>(value: T, idMap: ReadonlyMap<string, string>): T {
  if (typeof value === 'string') return (idMap.get(value) ?? value) as T;
  if (Array.isArray(value)) return value.map((v) => replaceIds(v, idMap)) as T;
  if (isObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, replaceIds(v, idMap)])) as T;
  }
  return value;
}

/** Share codes: no 0/O, 1/I/L or other look-alikes, so they can be read aloud and typed. */
export const SHARE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const SHARE_CODE_LENGTH = 8;

/** Normalizes what a user typed (case, spaces, dashes) to the stored share-code form. */
export function normalizeShareCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]+/g, '');
}

/** True when the text can be a share code (after normalizing). */
export function isShareCode(input: string): boolean {
  const code = normalizeShareCode(input);
  return code.length === SHARE_CODE_LENGTH && [...code].every((c) => SHARE_CODE_ALPHABET.includes(c));
}

/** Groups a share code for display: 'ABCD-EFGH'. */
export function formatShareCode(code: string): string {
  const c = normalizeShareCode(code);
  return c.length === SHARE_CODE_LENGTH ? `${c.slice(0, 4)}-${c.slice(4)}` : c;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The user assets a widget links to: every UUID stored under a key named `assetId`, at any
 * depth of its extraProperties (Media's settings, both FlipCard sides, ...), each once.
 */
export function linkedAssetIds(value: unknown): string[] {
  const found = new Set<string>();
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (isObject(v)) {
      for (const [key, inner] of Object.entries(v)) {
        if (key === 'assetId' && typeof inner === 'string' && UUID.test(inner))
          found.add(inner.toLowerCase());
        else walk(inner);
      }
    }
  };
  walk(value);
  return [...found];
}
