import type { SettingsEditorProps } from '../sdk/view-types.ts';
import { BackgroundPicker } from './BackgroundPicker.tsx';
import '../sdk/ui/widget-ui.css';
import { useTranslation } from '../sdk/i18n.ts';

/** Settings part in the place of `backgroundSlug`: the 100x80 previews. */
export function SettingsEditor({ values, onChange }: SettingsEditorProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="settings-form__row">
      <legend>{t('widgets.Draw.settings.backgroundSlug.label')}</legend>
      <BackgroundPicker
        value={String(values.backgroundSlug ?? '')}
        onChange={(slug) => onChange({ backgroundSlug: slug })}
      />
    </fieldset>
  );
}
