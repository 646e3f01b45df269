// Type-only React import: erased at runtime, so the data half stays importable without React.

import type { EffectiveEdition, WidgetExtraSettingsMap, WidgetTypeKey } from '@tafino/shared';
import type { ComponentType } from 'react';

/** Updates live state; the board merges, saves (debounced) and retries. */
export type DataUpdater<C> = (next: C | ((previous: C) => C)) => void;

/** Everything a widget view receives: its own data, its size and callbacks. Nothing about the board. */
export interface WidgetViewProps<K extends WidgetTypeKey = WidgetTypeKey, C = Record<string, unknown>> {
  readonly widgetId: string;
  readonly settings: WidgetExtraSettingsMap[K];
  readonly componentData: C;
  /** The widget's "Gehört zu" (a pupil's name), null for nobody and always in the embed. */
  readonly ownerName?: string | null;
  /** Inner size of the widget body in CSS px. */
  readonly size: { readonly width: number; readonly height: number };
  readonly edition: EffectiveEdition;
  /** The desktop-wide 'Ton aus/an'; a widget plays sound only if this and its own playSound are on. */
  readonly soundEnabled: boolean;
  /** True while shown in focus mode ('Vergrößern'). */
  readonly focused: boolean;
  /**
   * True while the widget is selected on the board (its chrome shows). Frameless widgets show their
   * own handles only then; absent (false) outside the board.
   */
  readonly selected?: boolean;
  /** True while the widget is locked ('Sperren'): the surface stays usable. */
  readonly locked: boolean;
  /**
   * True in the read-only embed (/iframe): show the state as stored and offer no control that
   * changes it (no text editing, files, choosers, pens, Start, 'Würfeln', ...): hide such controls
   * or disable them. The read-only board ignores every change a view reports anyway.
   */
  readonly readOnly?: boolean;
  /**
   * True while this widget is the one the teacher placed last (from the widget bar or a "+"), never
   * after a reload: a view may open its chooser ("Karte wählen") once when mounted with it.
   */
  readonly justPlaced?: boolean;
  readonly onComponentDataChange: DataUpdater<C>;
  readonly onSettingsChange: (patch: Partial<WidgetExtraSettingsMap[K]>) => void;
  /** Opens focus mode (e.g. a tap on the analog clock). */
  readonly onRequestFocus: () => void;
}

/** What a widget's lazily imported View module exports. */
export interface WidgetViewModule<K extends WidgetTypeKey = WidgetTypeKey, C = Record<string, unknown>> {
  readonly View: ComponentType<WidgetViewProps<K, C>>;
}

/** Component data of widgets without live state. */
export type NoComponentData = Record<string, never>;

/** Props of a widget's own settings part (see `editor` in fields.ts): all settings, patch callback. */
export interface SettingsEditorProps {
  readonly type: WidgetTypeKey;
  /** The settings key whose place the part takes. */
  readonly name: string;
  readonly values: Readonly<Record<string, unknown>>;
  readonly onChange: (patch: Record<string, unknown>) => void;
}

/** Lazily loads a settings part (its own chunk, like the view). */
export type SettingsEditorLoader = () => Promise<{
  readonly SettingsEditor: ComponentType<SettingsEditorProps>;
}>;
