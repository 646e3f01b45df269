import type { WidgetExtraSettingsMap } from '@tafino/shared';
import { useTranslation } from '../sdk/i18n.ts';
import type { SettingsEditorProps } from '../sdk/view-types.ts';
import { MediaChooser } from './MediaChooser.tsx';
import { EMPTY_SOURCE, mediaView } from './media-source.ts';

/** Settings part in the place of `assetUrl`: the current source and the chooser to replace it. */
export function SettingsEditor({ values, onChange }: SettingsEditorProps) {
  const { t } = useTranslation();
  const settings = values as WidgetExtraSettingsMap['Media'];
  const view = mediaView(settings);
  const kind = view.kind === 'empty' ? null : t(`widgets.Media.kinds.${view.kind}`);
  return (
    <fieldset className="settings-form__row media-settings">
      <legend>{t('widgets.Media.settings.assetUrl.label')}</legend>
      {kind ? (
        <p className="media-settings__current">
          {t('widgets.Media.chooser.current', { title: settings.assetTitle || settings.assetUrl, kind })}
        </p>
      ) : (
        <p className="media-settings__current">{t('widgets.Media.chooser.empty')}</p>
      )}
      <MediaChooser compact onChoose={(source) => onChange({ ...source })} />
      {kind && (
        <button
          type="button"
          className="w-btn w-btn--secondary"
          onClick={() => onChange({ ...EMPTY_SOURCE })}
        >
          {t('widgets.Media.chooser.remove')}
        </button>
      )}
    </fieldset>
  );
}
