import type { WidgetExtraSettingsMap } from '@tafino/shared';
import { useTranslation } from '../sdk/i18n.ts';
import type { SettingsEditorProps } from '../sdk/view-types.ts';
import { EmbedInput, settingsFromEmbed } from './EmbedInput.tsx';

/** Settings part in the place of `contentUrl`: the current page and the paste box to replace it. */
export function SettingsEditor({ values, onChange }: SettingsEditorProps) {
  const { t } = useTranslation();
  const settings = values as WidgetExtraSettingsMap['ExternalContent'];
  return (
    <fieldset className="settings-form__row embed-settings">
      <legend>{t('widgets.ExternalContent.settings.contentUrl.label')}</legend>
      <p className="embed-settings__current">
        {settings.contentUrl
          ? t('widgets.ExternalContent.input.current', { url: settings.contentUrl })
          : t('widgets.ExternalContent.input.empty')}
      </p>
      <EmbedInput onApply={(source) => onChange(settingsFromEmbed(source))} />
      {settings.contentUrl && (
        <button
          type="button"
          className="w-btn w-btn--secondary"
          onClick={() => onChange({ contentUrl: '', naturalWidth: 0, naturalHeight: 0 })}
        >
          {t('widgets.ExternalContent.input.remove')}
        </button>
      )}
    </fieldset>
  );
}
