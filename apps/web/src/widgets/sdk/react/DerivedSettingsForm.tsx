import type { WidgetTypeKey } from '@tafino/shared';
import { type ComponentType, lazy, type ReactNode, Suspense, useId } from 'react';
import { type Field, isShown } from '../fields.ts';
import { fieldOps, kindOf } from '../kinds/index.ts';
import type { SettingsEditorLoader, SettingsEditorProps } from '../view-types.ts';
import './settings-form.css';
import { useTranslation } from '../../../i18n/index.ts';

export { ColorSwatches } from './ColorSwatches.tsx';

export interface DerivedSettingsFormProps {
  type: WidgetTypeKey;
  fields: Readonly<Record<string, Field>>;
  values: Record<string, unknown>;
  onChange: (patch: Record<string, unknown>) => void;
}

/** The settings form derived from a widget's field descriptions; each kind brings its control. */
export function DerivedSettingsForm({ type, fields, values, onChange }: DerivedSettingsFormProps) {
  return (
    <div className="settings-form">
      {renderFields(type, fields, values, onChange, `widgets.${type}.settings`, true)}
    </div>
  );
}

/**
 * The controls of a set of nested fields (e.g. one FlipCard side inside a widget's own settings
 * part); `base` is their catalogue prefix (`widgets.<Type>.settings.<key>.fields`).
 */
export function SettingsFields({
  type,
  fields,
  values,
  onChange,
  base,
}: DerivedSettingsFormProps & { base: string }) {
  return <>{renderFields(type, fields, values, onChange, base, false)}</>;
}

function renderFields(
  type: WidgetTypeKey,
  fields: Readonly<Record<string, Field>>,
  values: Readonly<Record<string, unknown>>,
  onPatch: (patch: Record<string, unknown>) => void,
  base: string,
  topLevel: boolean,
): ReactNode {
  return Object.entries(fields)
    .filter(([, f]) => isShown(f, values))
    .map(([key, f]) =>
      f.editor && topLevel ? (
        <CustomEditor key={key} loader={f.editor} type={type} name={key} values={values} onChange={onPatch} />
      ) : (
        <FieldControl
          key={key}
          type={type}
          name={key}
          field={f}
          base={`${base}.${key}`}
          values={values}
          onPatch={onPatch}
        />
      ),
    );
}

function FieldControl({
  type,
  name,
  field,
  base,
  values,
  onPatch,
}: {
  type: WidgetTypeKey;
  name: string;
  field: Field;
  base: string;
  values: Readonly<Record<string, unknown>>;
  onPatch: (patch: Record<string, unknown>) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { Control } = kindOf(field);
  return (
    <div className="settings-form__field" data-field={name} data-kind={field.kind}>
      <Control
        field={field}
        name={name}
        id={id}
        label={t(`${base}.label`)}
        base={base}
        value={values[name]}
        siblings={values}
        onChange={(value) => onPatch({ [name]: value })}
        onPatch={onPatch}
        ops={fieldOps}
        renderFields={(nested, nestedValues, onNested, nestedBase) =>
          renderFields(
            type,
            nested as Readonly<Record<string, Field>>,
            nestedValues,
            (patch) => onNested({ ...nestedValues, ...patch }),
            nestedBase,
            false,
          )
        }
      />
    </div>
  );
}

// One lazy component per loader: a widget's settings part is its own chunk, loaded on first use.
const editors = new WeakMap<SettingsEditorLoader, ComponentType<SettingsEditorProps>>();

function CustomEditor({ loader, ...props }: SettingsEditorProps & { loader: SettingsEditorLoader }) {
  const { t } = useTranslation();
  let Editor = editors.get(loader);
  if (!Editor) {
    Editor = lazy(async () => ({ default: (await loader()).SettingsEditor }));
    editors.set(loader, Editor);
  }
  return (
    <Suspense
      fallback={<div className="settings-form__row" role="status" aria-label={t('board.widget.loading')} />}
    >
      <Editor {...props} />
    </Suspense>
  );
}
