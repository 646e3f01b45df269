import {
  type EffectiveEdition,
  type ProductEdition,
  WIDGET_TYPE_INFO,
  type WidgetExtraSettingsMap,
  type WidgetTypeInfo,
  type WidgetTypeKey,
} from '@tafino/shared';
import type { z } from 'zod';
import { type Field, type FieldsFor, repairSettings } from './fields.ts';
import type { WidgetViewModule } from './view-types.ts';

/** Turns stored settings of version `from` into version `from + 1`. Unknown keys must be kept. */
export interface SettingsMigration {
  readonly from: number;
  /** Why the shape changed (for the next engineer reading the list). */
  readonly description: string;
  up(settings: Record<string, unknown>): Record<string, unknown>;
}

/**
 * The data half of a widget type: no React, usable by the server and by tests. Loaded lazily with the
 * type's view; what the board needs before that (icon, name, sizes) is the type's manifest (manifest.ts).
 */
export interface WidgetDefinition<
  K extends WidgetTypeKey = WidgetTypeKey,
  C extends Record<string, unknown> = Record<string, unknown>,
> {
  readonly type: K;
  /** Name, category, editions and default/min size from the shared constants. */
  readonly info: WidgetTypeInfo;
  readonly settings: {
    /** Current settings version; stored settings carry theirs as `settingsVersion`. */
    readonly version: number;
    readonly fields: FieldsFor<WidgetExtraSettingsMap[K]>;
    /** One step per older version: migrations[i].from === i + 1. */
    readonly migrations: readonly SettingsMigration[];
    /** Keys shown as compact controls in the widget header (e.g. the note's background swatch). */
    readonly quickKeys?: readonly Extract<keyof WidgetExtraSettingsMap[K], string>[];
  };
  readonly componentData: {
    /** Validates stored live state key by key (invalid keys fall back to `initial`). */
    readonly schema: z.ZodObject;
    /** Fresh live state for a new widget, or after 'Zurücksetzen' / cloning. */
    initial(settings: WidgetExtraSettingsMap[K]): C;
  };
  /** Keeps the frame's aspect ratio on resize. Defaults to the shared constant. */
  readonly preserveAspectRatio: boolean;
  /** A title from the settings shown in the header beside the type's name (e.g. the Media title). */
  readonly headerTitle?: (settings: WidgetExtraSettingsMap[K]) => string;
  /**
   * Comes in sets: the header's '+' places another one beside it, blank with its settings open
   * (`true`, FlipCard) or a copy of this one (`'copy'`, stickers: "+" duplicates beside it).
   */
  readonly placesAnother?: boolean | 'copy';
  /**
   * Frameless (stickers, catalogue 1.7): no card, outline or shadow; the header and resize grip show
   * only while the widget is selected, hovered or focused, over the top of its own body, so the body
   * is the whole frame. The view gets `selected` to show its own handles (e.g. a rotation handle).
   */
  readonly frameless?: boolean;
  /**
   * The live state after a settings change (cf. tldraw's onBeforeUpdate): e.g. an idle Timer takes
   * its new duration. Called by the board for every change (form, header, view, reset); without it
   * the state stays as it is. Views change settings only; they never write both.
   */
  readonly onSettingsChange?: (
    previous: WidgetExtraSettingsMap[K],
    next: WidgetExtraSettingsMap[K],
    state: C,
  ) => C;
  /**
   * The type's built-in content (shared src/content, e.g. the advent calendars' doors), added to the
   * data file's defaults: it comes with the definition's chunk, not with every board.
   */
  readonly defaultContent?: (primary: boolean) => Partial<WidgetExtraSettingsMap[K]>;
  /** The lazily loaded view half (its own chunk). */
  readonly loadView: () => Promise<WidgetViewModule<K, C>>;
  /**
   * Settings repaired key by key against the fields (sdk/fields.ts `repairSettings`), bound here so
   * that code holding only loaded definitions (the board's load path) need not import the field kinds.
   */
  readonly repairSettings: (
    settings: Readonly<Record<string, unknown>>,
    defaults: Readonly<Record<string, unknown>>,
  ) => Record<string, unknown>;
}

// biome-ignore lint/suspicious/noExplicitAny: erased per-type data (settings, live state, view props).
type Erased = any;

/**
 * Registry element type: any widget type, derived from WidgetDefinition with its data types erased
 * (fields as a plain record, settings and live state as any).
 */
export type AnyWidgetDefinition = Omit<
  WidgetDefinition<WidgetTypeKey, Record<string, unknown>>,
  'settings' | 'componentData' | 'headerTitle' | 'onSettingsChange' | 'defaultContent' | 'loadView'
> & {
  readonly settings: Omit<WidgetDefinition['settings'], 'fields' | 'quickKeys'> & {
    readonly fields: Readonly<Record<string, Field>>;
    readonly quickKeys?: readonly string[];
  };
  readonly componentData: {
    readonly schema: WidgetDefinition['componentData']['schema'];
    initial(settings: Erased): Record<string, unknown>;
  };
  readonly headerTitle?: (settings: Erased) => string;
  readonly onSettingsChange?: (previous: Erased, next: Erased, state: Erased) => Record<string, unknown>;
  readonly defaultContent?: (primary: boolean) => Record<string, unknown>;
  readonly loadView: () => Promise<WidgetViewModule<Erased, Erased>>;
};

/** Settings of a widget type as the view receives them. */
export type SettingsOf<K extends WidgetTypeKey> = WidgetExtraSettingsMap[K];

/** Builds a definition; everything the shared constants already say is taken from there. */
export function defineWidget<K extends WidgetTypeKey, S extends z.ZodObject>(spec: {
  type: K;
  settings: WidgetDefinition<K, z.infer<S>>['settings'];
  componentData: { schema: S; initial(settings: WidgetExtraSettingsMap[K]): z.infer<S> };
  loadView: () => Promise<WidgetViewModule<K, z.infer<S>>>;
  preserveAspectRatio?: boolean;
  headerTitle?: (settings: WidgetExtraSettingsMap[K]) => string;
  placesAnother?: boolean | 'copy';
  frameless?: boolean;
  onSettingsChange?: WidgetDefinition<K, z.infer<S>>['onSettingsChange'];
  defaultContent?: WidgetDefinition<K, z.infer<S>>['defaultContent'];
}): WidgetDefinition<K, z.infer<S>> {
  const info = WIDGET_TYPE_INFO[spec.type];
  return {
    type: spec.type,
    info,
    settings: spec.settings,
    componentData: spec.componentData,
    preserveAspectRatio: spec.preserveAspectRatio ?? info.preserveAspectRatio,
    ...(spec.headerTitle ? { headerTitle: spec.headerTitle } : {}),
    ...(spec.placesAnother ? { placesAnother: spec.placesAnother } : {}),
    ...(spec.frameless ? { frameless: true } : {}),
    ...(spec.onSettingsChange ? { onSettingsChange: spec.onSettingsChange } : {}),
    ...(spec.defaultContent ? { defaultContent: spec.defaultContent } : {}),
    loadView: spec.loadView,
    repairSettings: (settings, defaults) =>
      repairSettings(spec.settings.fields as Readonly<Record<string, Field>>, settings, defaults),
  };
}

/** The fields of a definition as a plain record (for iteration). */
export function fieldsOf(definition: AnyWidgetDefinition): Readonly<Record<string, Field>> {
  return definition.settings.fields;
}

/** True when the definition's type is offered in the edition. */
export function isOfferedIn(
  definition: AnyWidgetDefinition,
  edition: EffectiveEdition | ProductEdition,
): boolean {
  return definition.info.editions.includes(edition as EffectiveEdition);
}
