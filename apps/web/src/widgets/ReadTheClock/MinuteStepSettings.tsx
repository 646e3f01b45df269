import { useId } from 'react';
import { useTranslation } from '../sdk/i18n.ts';
import type { SettingsEditorProps } from '../sdk/view-types.ts';
import { MINUTE_STEPS } from './clock-time.ts';

/** 'Minutenschritte': 1, 5, 15 or 30 as four radio buttons (the catalogue's enum of numbers). */
export function SettingsEditor({ values, onChange }: SettingsEditorProps) {
  const { t } = useTranslation();
  const name = useId();
  const current = Number(values.minuteStep);
  return (
    <fieldset className="settings-form__row">
      <legend>{t('widgets.ReadTheClock.settings.minuteStep.label')}</legend>
      {MINUTE_STEPS.map((step) => (
        <label
          key={step}
          style={{ display: 'inline-flex', alignItems: 'center', gap: 6, minHeight: 32, marginRight: 12 }}
        >
          <input
            type="radio"
            name={name}
            checked={current === step}
            onChange={() => onChange({ minuteStep: step })}
          />
          {t('widgets.ReadTheClock.settings.minuteStep.options.' + String(step))}
        </label>
      ))}
    </fieldset>
  );
}
