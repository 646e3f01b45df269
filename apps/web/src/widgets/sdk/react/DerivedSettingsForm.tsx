import type { ColorToken, WidgetTypeKey } from '@tafino/shared';
import { type ComponentType, lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Field } from '../fields.ts';
import type { SettingsEditorLoader, SettingsEditorProps } from '../view-types.ts';
import './settings-form.css';

export interface DerivedSettingsFormProps {
  type: WidgetTypeKey;
  fields: Readonly<Record<string, Field>>;
  values: Record<string, unknown>;
  onChange: (patch: Record<string, unknown>) => void;
}

/** The settings form derived from a widget's field descriptions; labels come from the catalogue. */
export function DerivedSettingsForm({ type, fields, values, onChange }: DerivedSettingsFormProps) {
  return (
    <div className="settings-form">
      {Object.entries(fields)
        .filter(([, f]) => !f.hidden)
        .map(([key, f]) =>
          f.editor ? (
            <CustomEditor
              key={key}
              loader={f.editor}
              type={type}
              name={key}
              values={values}
              onChange={onChange}
            />
          ) : (
            <FieldControl
              key={key}
              type={type}
              name={key}
              field={f}
              value={values[key]}
              onChange={(v) => onChange({ [key]: v })}
            />
          ),
        )}
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

interface ControlProps {
  type: WidgetTypeKey;
  name: string;
  field: Field;
  value: unknown;
  onChange: (value: unknown) => void;
}

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));

function FieldControl({ type, name, field, value, onChange }: ControlProps) {
  const { t } = useTranslation();
  const id = useId();
  const base = `widgets.${type}.settings.${name}`;
  const label = t(`${base}.label`);
  switch (field.kind) {
    case 'boolean':
      return (
        <label className="settings-form__row settings-form__row--check" htmlFor={id}>
          <input
            id={id}
            type="checkbox"
            checked={value === true}
            onChange={(e) => onChange(e.target.checked)}
          />
          <span>{label}</span>
        </label>
      );
    case 'number':
      if (field.display === 'minutes')
        return (
          <DurationInput
            label={label}
            value={Number(value)}
            min={field.min}
            max={field.max}
            onChange={onChange}
          />
        );
      return (
        <div className="settings-form__row">
          <label htmlFor={id}>{label}</label>
          <NumberStepper
            id={id}
            value={Number(value)}
            min={field.min}
            max={field.max}
            step={field.step}
            onChange={onChange}
          />
        </div>
      );
    case 'autoNumber': {
      const auto = value === 'auto';
      return (
        <fieldset className="settings-form__row">
          <legend>{label}</legend>
          <label className="settings-form__row--check">
            <input
              type="checkbox"
              checked={auto}
              onChange={(e) => onChange(e.target.checked ? 'auto' : clamp(24, field.min, field.max))}
            />
            <span>{t('board.settings.automatic')}</span>
          </label>
          {!auto && (
            <NumberStepper
              id={id}
              value={Number(value)}
              min={field.min}
              max={field.max}
              step={field.step}
              onChange={onChange}
              label={label}
            />
          )}
        </fieldset>
      );
    }
    case 'enum':
      return (
        <fieldset className="settings-form__row">
          <legend>{label}</legend>
          <div className="settings-form__segments">
            {field.options.map((option) => (
              <label key={option} className="settings-form__segment">
                <input
                  type="radio"
                  name={id}
                  value={option}
                  checked={value === option}
                  onChange={() => onChange(option)}
                />
                <span>{t(`${base}.options.${option}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      );
    case 'text':
      return (
        <div className="settings-form__row">
          <label htmlFor={id}>{label}</label>
          {field.multiline ? (
            <textarea
              id={id}
              value={String(value ?? '')}
              maxLength={field.maxLength}
              rows={4}
              onChange={(e) => onChange(e.target.value)}
            />
          ) : (
            <input
              id={id}
              type="text"
              value={String(value ?? '')}
              maxLength={field.maxLength}
              onChange={(e) => onChange(e.target.value)}
            />
          )}
        </div>
      );
    case 'color':
      return (
        <fieldset className="settings-form__row">
          <legend>{label}</legend>
          <ColorSwatches name={id} options={field.options} value={value as ColorToken} onChange={onChange} />
        </fieldset>
      );
    case 'numberList':
      return (
        <NumberListInput
          label={label}
          field={field}
          value={Array.isArray(value) ? (value as number[]) : []}
          onChange={onChange}
        />
      );
    case 'group': {
      const record = (value ?? {}) as Record<string, unknown>;
      return (
        <fieldset className="settings-form__row">
          <legend>{label}</legend>
          {Object.entries(field.fields)
            .filter(([, f]) => !f.hidden)
            .map(([key, f]) => (
              <FieldControl
                key={key}
                type={type}
                name={`${name}.fields.${key}`}
                field={f}
                value={record[key]}
                onChange={(v) => onChange({ ...record, [key]: v })}
              />
            ))}
        </fieldset>
      );
    }
    case 'textRecord': {
      const record = (value ?? {}) as Record<string, string>;
      return (
        <fieldset className="settings-form__row">
          <legend>{label}</legend>
          {field.keys.map((key) => (
            <label key={key} className="settings-form__sub">
              <span>{t(`${base}.keys.${key}`)}</span>
              <input
                type="text"
                value={record[key] ?? ''}
                maxLength={field.maxLength}
                onChange={(e) => onChange({ ...record, [key]: e.target.value })}
              />
            </label>
          ))}
        </fieldset>
      );
    }
  }
}

function NumberStepper({
  id,
  value,
  min,
  max,
  step,
  onChange,
  label,
}: {
  id: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onChange: (v: number) => void;
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="settings-form__stepper">
      <button
        type="button"
        aria-label={t('board.settings.decrease')}
        onClick={() => onChange(clamp(value - step, min, max))}
        disabled={value <= min}
      >
        −
      </button>
      <input
        id={id}
        type="number"
        aria-label={label}
        value={Number.isFinite(value) ? value : min}
        min={min}
        max={max}
        step={step}
        onChange={(e) => {
          const v = Number(e.target.value);
          if (Number.isFinite(v) && e.target.value !== '') onChange(clamp(v, min, max));
        }}
      />
      <button
        type="button"
        aria-label={t('board.settings.increase')}
        onClick={() => onChange(clamp(value + step, min, max))}
        disabled={value >= max}
      >
        +
      </button>
    </div>
  );
}

function DurationInput({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (v: number) => void;
}) {
  const { t } = useTranslation();
  const total = Number.isFinite(value) ? value : min;
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  const set = (m: number, s: number) => onChange(clamp(m * 60 + s, min, max));
  return (
    <fieldset className="settings-form__row">
      <legend>{label}</legend>
      <div className="settings-form__duration">
        <label>
          <input
            type="number"
            min={0}
            max={Math.floor(max / 60)}
            value={minutes}
            onChange={(e) => set(Number(e.target.value) || 0, seconds)}
          />
          <span>{t('board.settings.minutes')}</span>
        </label>
        <label>
          <input
            type="number"
            min={0}
            max={59}
            value={seconds}
            onChange={(e) => set(minutes, clamp(Number(e.target.value) || 0, 0, 59))}
          />
          <span>{t('board.settings.seconds')}</span>
        </label>
      </div>
    </fieldset>
  );
}

function NumberListInput({
  label,
  field,
  value,
  onChange,
}: {
  label: string;
  field: Extract<Field, { kind: 'numberList' }>;
  value: number[];
  onChange: (v: number[]) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const minutes = field.display === 'minutes';
  const format = (v: number) =>
    minutes
      ? v % 60 === 0
        ? t('board.settings.minutesShort', { count: v / 60 })
        : t('board.settings.secondsShort', { count: v })
      : String(v);
  const add = () => {
    const n = Number(draft.replace(',', '.'));
    if (!Number.isFinite(n) || n <= 0) return;
    const v = clamp(Math.round(minutes ? n * 60 : n), field.min, field.max);
    if (!value.includes(v) && value.length < field.maxItems) onChange([...value, v].sort((a, b) => a - b));
    setDraft('');
  };
  return (
    <fieldset className="settings-form__row">
      <legend>{label}</legend>
      <ul className="settings-form__chips">
        {value.map((v) => (
          <li key={v}>
            <span>{format(v)}</span>
            <button
              type="button"
              aria-label={t('board.settings.removeItem', { item: format(v) })}
              onClick={() => onChange(value.filter((x) => x !== v))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <div className="settings-form__add">
        <input
          type="number"
          min={0}
          value={draft}
          aria-label={minutes ? t('board.settings.addMinutes') : t('board.settings.addValue')}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') add();
          }}
        />
        <button type="button" onClick={add} disabled={value.length >= field.maxItems}>
          {t('board.settings.add')}
        </button>
      </div>
    </fieldset>
  );
}

/** Palette swatches: also used for the quick colour control in a widget's header. */
export function ColorSwatches({
  name,
  options,
  value,
  onChange,
}: {
  name: string;
  options: readonly ColorToken[];
  value: ColorToken;
  onChange: (v: ColorToken) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="color-swatches" role="radiogroup">
      {options.map((token) => (
        <label key={token} className="color-swatches__swatch" title={t(`board.colors.${token}`)}>
          <input
            type="radio"
            name={name}
            value={token}
            checked={value === token}
            onChange={() => onChange(token)}
            aria-label={t(`board.colors.${token}`)}
          />
          <span style={{ background: `var(--color-${token}, ${token})` }} data-token={token} />
        </label>
      ))}
    </div>
  );
}
