import { useTranslation } from '../../../i18n/index.ts';
import { Group } from './controls.tsx';
import { type Range, rangeSamples, rangeSchema, repairRange } from './number.tsx';
import { type ControlProps, clamp, type FieldBase, type FieldKind } from './types.ts';

/** A duration in whole seconds, edited as minutes and seconds. */
/** `step` 60: whole minutes only. */
export interface DurationField extends FieldBase, Range {
  readonly kind: 'duration';
}

function Control({ field, id, label, value, onChange }: ControlProps<DurationField>) {
  const { t } = useTranslation();
  const total = typeof value === 'number' && Number.isFinite(value) ? value : field.min;
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  const set = (m: number, s: number) => {
    const snapped = Math.round((m * 60 + s) / field.step) * field.step;
    onChange(clamp(snapped, field.min, field.max));
  };
  return (
    <Group label={label}>
      <div className="settings-form__duration">
        <label>
          <input
            id={id}
            type="number"
            min={0}
            max={Math.floor(field.max / 60)}
            value={minutes}
            onChange={(e) => set(Number(e.target.value) || 0, seconds)}
          />
          <span>{t('board.settings.minutes')}</span>
        </label>
        {field.step < 60 && (
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
        )}
      </div>
    </Group>
  );
}

export const durationKind: FieldKind<DurationField> = {
  kind: 'duration',
  schema: (f) => rangeSchema(f).refine((v) => v % f.step === 0, 'Schritt'),
  initial: (f) => f.min,
  // Snapped to the step and into the range, so a stored time is never lost to the default.
  repair: repairRange,
  samples: rangeSamples,
  Control,
};
