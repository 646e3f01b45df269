import { useId } from 'react';
import { useTranslation } from '../sdk/i18n.ts';
import type { SettingsEditorProps } from '../sdk/view-types.ts';
import { FEDERAL_STATES } from './holidays.ts';

/** 'Bundesland': the 16 states and 'Keine Angabe' (nationwide holidays only). */
export function SettingsEditor({ values, onChange }: SettingsEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const value = typeof values.federalState === 'string' ? values.federalState : '';
  return (
    <div className="settings-form__row">
      <label htmlFor={id}>{t('widgets.Calendar.settings.federalState.label')}</label>
      <select
        id={id}
        className="calendar-state"
        value={value}
        onChange={(event) => onChange({ federalState: event.target.value })}
      >
        <option value="">{t('widgets.Calendar.states.none')}</option>
        {FEDERAL_STATES.map((state) => (
          <option key={state} value={state}>
            {t(`widgets.Calendar.states.${state}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
