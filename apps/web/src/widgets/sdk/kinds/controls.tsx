import { useTranslation } from '../../../i18n/index.ts';
import type { Range } from './number.tsx';
import { clamp } from './types.ts';

/** − value + with a number input between; the buttons stop at the ends. */
export function NumberStepper({
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

/**
 * A number, or a special value chosen with a checkbox above it ('Automatisch' for 'auto', 'Keine
 * Angabe' for null): the stepper shows only while a number is set.
 */
export function NumberOrSpecial({
  field,
  id,
  label,
  value,
  onChange,
  special,
  specialLabel,
  firstNumber,
}: {
  field: Range;
  id: string;
  label: string;
  value: unknown;
  onChange: (value: unknown) => void;
  special: 'auto' | null;
  specialLabel: string;
  /** The number set when the checkbox is cleared. */
  firstNumber: number;
}) {
  const isSpecial = value === special;
  return (
    <Group label={label}>
      <label className="settings-form__row--check">
        <input
          type="checkbox"
          checked={isSpecial}
          onChange={(e) => onChange(e.target.checked ? special : clamp(firstNumber, field.min, field.max))}
        />
        <span>{specialLabel}</span>
      </label>
      {!isSpecial && (
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
    </Group>
  );
}

/** Options as segments: radios (one of them) or checkboxes (several), labelled from the catalogue. */
export function Segments({
  name,
  options,
  base,
  multiple,
  isChecked,
  onToggle,
}: {
  name: string;
  options: readonly string[];
  base: string;
  multiple: boolean;
  isChecked: (option: string) => boolean;
  onToggle: (option: string, checked: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="settings-form__segments">
      {options.map((option) => (
        <label key={option} className="settings-form__segment">
          <input
            type={multiple ? 'checkbox' : 'radio'}
            name={name}
            value={option}
            checked={isChecked(option)}
            onChange={(e) => onToggle(option, e.target.checked)}
          />
          <span>{t(`${base}.options.${option}`)}</span>
        </label>
      ))}
    </div>
  );
}

/** The row layout most controls share: a label over the control. */
export function Row({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div className="settings-form__row">
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

/** A fieldset with a legend, for controls made of several inputs. */
export function Group({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <fieldset className="settings-form__row">
      <legend>{label}</legend>
      {children}
    </fieldset>
  );
}

/** Moves the item at `from` by `by` places (−1 up, +1 down); unchanged at the ends. */
export function moveItem<T>(items: readonly T[], from: number, by: number): T[] {
  const to = from + by;
  if (to < 0 || to >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** The up / down / remove buttons of a list item (tap and keyboard; no drag needed). */
export function ItemActions({
  index,
  count,
  name,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  name: string;
  onMove: (by: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="settings-form__item-actions">
      <button
        type="button"
        aria-label={t('board.settings.moveUp', { item: name })}
        disabled={index === 0}
        onClick={() => onMove(-1)}
      >
        ↑
      </button>
      <button
        type="button"
        aria-label={t('board.settings.moveDown', { item: name })}
        disabled={index === count - 1}
        onClick={() => onMove(1)}
      >
        ↓
      </button>
      <button type="button" aria-label={t('board.settings.removeItem', { item: name })} onClick={onRemove}>
        ×
      </button>
    </div>
  );
}
