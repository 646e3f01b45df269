// Type-only imports: erased at runtime.
import type { ComponentType, ReactNode } from 'react';
import type { z } from 'zod';
import type { SettingsEditorLoader } from '../view-types.ts';

/** Shows a field only while another key of the same object holds one of the listed values. */
export interface ShowIf {
  readonly key: string;
  readonly is: readonly unknown[];
}

/** What every field may say besides its kind. */
export interface FieldBase {
  /** Not shown in the settings form (edited on the widget itself, e.g. the note's text). */
  readonly hidden?: boolean;
  /**
   * A widget's own settings part (lazily loaded) shown in this field's place instead of the kind's
   * control. The value is still validated and repaired by the field.
   */
  readonly editor?: SettingsEditorLoader;
  /** Shown only while a sibling key has one of the values (e.g. entries only for 'custom'). */
  readonly showIf?: ShowIf;
}

/** A field description: its kind plus that kind's options. */
export interface FieldShape extends FieldBase {
  readonly kind: string;
}

/** Recursion into nested fields (groups, lists of objects), handed to every kind. */
export interface KindOps<F extends FieldShape = FieldShape> {
  schema(f: F): z.ZodType;
  /** An empty value of the field (a new list item's member). */
  initial(f: F): unknown;
  repair(f: F, value: unknown, fallback: unknown): unknown;
  clone(f: F, value: unknown): unknown;
}

/** Props of a kind's form control. */
export interface ControlProps<F extends FieldShape = FieldShape, N extends FieldShape = FieldShape> {
  readonly field: F;
  /** The field's key in its object (for `onPatch`). */
  readonly name: string;
  /** Id for the control's main input (its label points at it). */
  readonly id: string;
  readonly label: string;
  /** Catalogue prefix of this field: `${base}.options.<value>`, `${base}.fields.<key>.label`. */
  readonly base: string;
  readonly value: unknown;
  readonly onChange: (value: unknown) => void;
  /** Sets sibling keys together with this one (an asset's URL and id). */
  readonly onPatch: (patch: Record<string, unknown>) => void;
  /** The sibling values (for kinds that read another key, such as an asset's id). */
  readonly siblings: Readonly<Record<string, unknown>>;
  /** The registry's operations (a new list item's initial value). */
  readonly ops: KindOps<N>;
  /** Renders nested fields with their own kinds' controls (groups, list items). */
  readonly renderFields: (
    fields: Readonly<Record<string, N>>,
    values: Readonly<Record<string, unknown>>,
    onChange: (next: Record<string, unknown>) => void,
    base: string,
  ) => ReactNode;
}

/**
 * One field kind: everything about it in one module. `repair` defaults to "the value when the
 * schema accepts it, else the fallback"; `clone` (the value in a copied desktop) to "kept".
 */
export interface FieldKind<F extends FieldShape, N extends FieldShape = FieldShape> {
  readonly kind: F['kind'];
  schema(f: F, ops: KindOps<N>): z.ZodType;
  initial(f: F, ops: KindOps<N>): unknown;
  repair?(f: F, value: unknown, fallback: unknown, ops: KindOps<N>): unknown;
  clone?(f: F, value: unknown, ops: KindOps<N>): unknown;
  /** Example values for the contract suite: valid ones and damaged ones. */
  readonly samples: (f: F) => { readonly valid: readonly unknown[]; readonly invalid: readonly unknown[] };
  readonly Control: ComponentType<ControlProps<F, N>>;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));
