import { type DesktopDto, SettingNames } from '@tafino/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/index.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { CheckIcon } from '../../ui/icons.tsx';
import { useBoardStore } from '../board/store/board-store.ts';
import { desktopKeys, useUpdateDesktop } from '../desktops/queries.ts';
import { useCurrentDesktop } from '../desktops/use-current-desktop.ts';
import { useChangeUserSetting, useUserSettings } from '../settings/queries.ts';
import { BACKGROUND_IMAGES, type DesktopBackgroundChoice, paletteFromSetting } from './backgrounds.ts';
import { useDesktopBackground } from './use-desktop-background.ts';

/**
 * Settings panel 'Hintergrund': choose an image or a plain colour from the palette
 * (`Desktop.Style.BackgroundColors`). The choice stays with the current desktop
 * (extraProperties.background) and becomes the user's default for desktops without their own
 * (BackgroundImageSlug, or BackgroundColor, which wins over the image).
 */
export function BackgroundPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const background = useDesktopBackground();
  const settings = useUserSettings();
  const change = useChangeUserSetting();
  const { desktop } = useCurrentDesktop();
  const updateDesktop = useUpdateDesktop();
  const queryClient = useQueryClient();
  const palette = paletteFromSetting(settings.data?.[SettingNames.BackgroundColors]);

  const keepWithDesktop = (choice: DesktopBackgroundChoice) => {
    if (!desktop) return;
    // The board's copy is the freshest (its layout saves update it); the layout sync sends it back.
    const shown = useBoardStore.getState().desktop;
    const base: DesktopDto = shown?.id === desktop.id ? shown : desktop;
    const extraProperties = { ...base.extraProperties, background: choice };
    // Shown at once: the list cache (the shell's source) and the board's copy carry the choice.
    queryClient.setQueryData<DesktopDto[]>(desktopKeys.list, (list) =>
      list?.map((item) =>
        item.id === base.id
          ? { ...item, extraProperties: { ...item.extraProperties, background: choice } }
          : item,
      ),
    );
    const state = useBoardStore.getState();
    if (state.desktop?.id === base.id) {
      useBoardStore.setState({
        desktop: {
          ...state.desktop,
          extraProperties: { ...state.desktop.extraProperties, background: choice },
        },
      });
    }
    updateDesktop.mutate(
      { id: base.id, input: { name: base.name, classCode: base.classCode, extraProperties } },
      { onError: () => queryClient.invalidateQueries({ queryKey: desktopKeys.list }) },
    );
  };
  const chooseImage = (slug: string) => {
    keepWithDesktop({ imageSlug: slug });
    change.mutate({ name: SettingNames.BackgroundImageSlug, value: slug });
    if (settings.data?.[SettingNames.BackgroundColor])
      change.mutate({ name: SettingNames.BackgroundColor, value: null });
  };
  const chooseColor = (color: string) => {
    keepWithDesktop({ color });
    change.mutate({ name: SettingNames.BackgroundColor, value: color });
  };

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
          {palette.map((color) => {
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
                <span className="choice__label">{color.labelKey ? t(color.labelKey) : color.value}</span>
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
