import { SettingNames } from '@tafino/shared';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/Dialog.tsx';
import { CheckIcon } from '../../ui/icons.tsx';
import { useChangeUserSetting } from '../settings/queries.ts';
import { BACKGROUND_COLORS, BACKGROUND_IMAGES } from './backgrounds.ts';
import { useDesktopBackground } from './use-desktop-background.ts';

/**
 * Settings panel 'Hintergrund': choose an image (writes BackgroundImageSlug and clears BackgroundColor)
 * or a plain colour (writes BackgroundColor). Each choice is stored at once as a user setting.
 */
export function BackgroundPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const background = useDesktopBackground();
  const change = useChangeUserSetting();

  const chooseImage = (slug: string) => {
    change.mutate({ name: SettingNames.BackgroundImageSlug, value: slug });
    if (background.kind === 'color') change.mutate({ name: SettingNames.BackgroundColor, value: null });
  };
  const chooseColor = (color: string) => change.mutate({ name: SettingNames.BackgroundColor, value: color });

  return (
    <Dialog open={open} onClose={onClose} title={t('shell.background.title')} variant="panel">
      <fieldset className="choice-group">
        <legend>{t('shell.background.images.legend')}</legend>
        <div className="choice-grid">
          {BACKGROUND_IMAGES.map((image) => {
            const selected = background.kind === 'image' && background.image.slug === image.slug;
            return (
              <label key={image.slug} className={`choice${selected ? ' choice--selected' : ''}`}>
                <input
                  type="radio"
                  name="background"
                  className="visually-hidden"
                  checked={selected}
                  onChange={() => chooseImage(image.slug)}
                />
                <span
                  className="choice__preview"
                  style={{
                    backgroundImage: `url("${image.url}")`,
                    backgroundSize: image.fit === 'tile' ? 'auto' : 'cover',
                  }}
                  aria-hidden="true"
                >
                  {selected ? <CheckIcon /> : null}
                </span>
                <span className="choice__label">{t(image.labelKey)}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <fieldset className="choice-group">
        <legend>{t('shell.background.colors.legend')}</legend>
        <div className="choice-grid choice-grid--colors">
          {BACKGROUND_COLORS.map((color) => {
            const selected = background.kind === 'color' && background.color.toLowerCase() === color.value;
            return (
              <label key={color.value} className={`choice${selected ? ' choice--selected' : ''}`}>
                <input
                  type="radio"
                  name="background"
                  className="visually-hidden"
                  checked={selected}
                  onChange={() => chooseColor(color.value)}
                />
                <span className="choice__preview" style={{ backgroundColor: color.value }} aria-hidden="true">
                  {selected ? <CheckIcon /> : null}
                </span>
                <span className="choice__label">{t(color.labelKey)}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <div className="button-row button-row--end">
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('common.actions.done')}
        </button>
      </div>
    </Dialog>
  );
}
