import { defaultExtraSettingsWithoutContent, type ProductEdition, type WidgetTypeKey } from '@tafino/shared';
import type { AnyWidgetDefinition } from './define.ts';
import { isRecord } from './kinds/types.ts';

/** `extraProperties.widgetSettingsData` as stored on the server. */
export interface StoredSettingsData {
  ownerName: string | null;
  extraSettings: Record<string, unknown>;
  settingsVersion: number;
}

/** A widget's `extraProperties` as stored on the server. */
export interface StoredWidgetExtraProperties {
  widgetComponentData: Record<string, unknown>;
  widgetSettingsData: StoredSettingsData;
}

/** Stored data written before versioning (the legacy app) counts as version 1. */
export const FIRST_SETTINGS_VERSION = 1;

/** Runs the migrations from `version` up to the definition's current version. */
export function migrateSettings(
  definition: AnyWidgetDefinition,
  stored: Record<string, unknown>,
  version: number,
): Record<string, unknown> {
  let settings = { ...stored };
  for (const migration of definition.settings.migrations) {
    if (migration.from >= version) settings = migration.up(settings);
  }
  return settings;
}

/**
 * Current-version settings from whatever was stored: migrated, then repaired key by key at every
 * depth (a missing or damaged value takes its shared default; in a group or list item only the
 * damaged member does), unknown keys kept (catalogue 1.2). Never throws.
 */
export function loadSettings(
  definition: AnyWidgetDefinition,
  stored: unknown,
  storedVersion: unknown,
  edition: ProductEdition,
): Record<string, unknown> {
  const raw = isRecord(stored) ? stored : {};
  const version =
    typeof storedVersion === 'number' &&
    Number.isInteger(storedVersion) &&
    storedVersion >= FIRST_SETTINGS_VERSION
      ? storedVersion
      : FIRST_SETTINGS_VERSION;
  const migrated = migrateSettings(definition, raw, version);
  const type = definition.type as WidgetTypeKey;
  // The data file's defaults and the type's built-in content from its own chunk (the shared
  // `defaultExtraSettings`, without loading every type's content with the board).
  const defaults = {
    ...(defaultExtraSettingsWithoutContent(type, edition) as Record<string, unknown>),
    ...definition.defaultContent?.(edition !== 'SecondaryGradeLevel'),
  };
  return definition.repairSettings(migrated, defaults);
}

/** Live state from whatever was stored: valid keys kept, the rest from the initial state. */
export function loadComponentData(
  definition: AnyWidgetDefinition,
  stored: unknown,
  settings: Record<string, unknown>,
): Record<string, unknown> {
  const initial: Record<string, unknown> = definition.componentData.initial(settings as never);
  if (!isRecord(stored)) return initial;
  const shape = definition.componentData.schema.shape as Record<
    string,
    { safeParse(v: unknown): { success: boolean } }
  >;
  const result: Record<string, unknown> = { ...initial };
  for (const [key, value] of Object.entries(stored)) {
    const schema = shape[key];
    if (!schema) result[key] = value;
    else if (schema.safeParse(value).success) result[key] = value;
  }
  return result;
}

/** A widget loaded from the server into current-version, valid data. */
export interface LoadedWidgetData {
  ownerName: string | null;
  settings: Record<string, unknown>;
  componentData: Record<string, unknown>;
  /** True when the stored data was older than the schema (it is saved again in the new shape). */
  migrated: boolean;
}

/** Reads a widget's stored extraProperties (any version, any damage) into valid current data. */
export function loadWidgetData(
  definition: AnyWidgetDefinition,
  extraProperties: unknown,
  edition: ProductEdition,
): LoadedWidgetData {
  const props = isRecord(extraProperties) ? extraProperties : {};
  const settingsData = isRecord(props.widgetSettingsData) ? props.widgetSettingsData : {};
  const settings = loadSettings(
    definition,
    settingsData.extraSettings,
    settingsData.settingsVersion,
    edition,
  );
  const componentData = loadComponentData(definition, props.widgetComponentData, settings);
  const ownerName =
    typeof settingsData.ownerName === 'string' && settingsData.ownerName !== ''
      ? settingsData.ownerName
      : null;
  return {
    ownerName,
    settings,
    componentData,
    migrated: settingsData.settingsVersion !== definition.settings.version,
  };
}

/** The extraProperties sent with create-widget / update-widget. */
export function toStoredExtraProperties(
  definition: AnyWidgetDefinition,
  data: {
    ownerName: string | null;
    settings: Record<string, unknown>;
    componentData: Record<string, unknown>;
  },
): StoredWidgetExtraProperties {
  return {
    widgetComponentData: data.componentData,
    widgetSettingsData: {
      ownerName: data.ownerName,
      extraSettings: data.settings,
      settingsVersion: definition.settings.version,
    },
  };
}

/** Fresh data for a newly placed widget. */
export function newWidgetData(
  definition: AnyWidgetDefinition,
  edition: ProductEdition,
): { ownerName: null; settings: Record<string, unknown>; componentData: Record<string, unknown> } {
  const settings = loadSettings(definition, {}, definition.settings.version, edition);
  return { ownerName: null, settings, componentData: definition.componentData.initial(settings as never) };
}

/**
 * New settings and the live state that follows them (the definition's `onSettingsChange`, e.g. an
 * idle Timer showing its new duration); without a hook the live state stays.
 */
export function changeSettings(
  definition: AnyWidgetDefinition,
  current: { settings: Record<string, unknown>; componentData: Record<string, unknown> },
  settings: Record<string, unknown>,
): { settings: Record<string, unknown>; componentData: Record<string, unknown> } {
  const componentData = definition.onSettingsChange
    ? definition.onSettingsChange(current.settings, settings, current.componentData)
    : current.componentData;
  return { settings, componentData };
}
