import { SettingNames } from '@tafino/shared';
import type { CSSProperties } from 'react';
import { useCurrentDesktop } from '../desktops/use-current-desktop.ts';
import { useUserSettings } from '../settings/queries.ts';
import { type DesktopBackground, resolveDesktopBackground } from './backgrounds.ts';

/**
 * The current desktop's background: its own choice (extraProperties.background), else the user's
 * settings (colour wins over image, first image by default), the default for new desktops.
 */
export function useDesktopBackground(): DesktopBackground {
  const { data } = useUserSettings();
  const { desktop } = useCurrentDesktop();
  return resolveDesktopBackground(
    desktop?.extraProperties,
    data?.[SettingNames.BackgroundImageSlug],
    data?.[SettingNames.BackgroundColor],
  );
}

/** Like useDesktopBackground, but undefined until the settings are loaded (no flash of the default image). */
export function useLoadedDesktopBackground(): DesktopBackground | undefined {
  const { data } = useUserSettings();
  const background = useDesktopBackground();
  return data ? background : undefined;
}

/** Inline style for an element that shows the background. */
export function backgroundStyle(background: DesktopBackground | undefined): CSSProperties {
  if (!background) return {};
  if (background.kind === 'color') return { backgroundColor: background.color, backgroundImage: 'none' };
  const { image } = background;
  return {
    backgroundImage: `url("${image.url}")`,
    backgroundRepeat: image.fit === 'tile' ? 'repeat' : 'no-repeat',
    backgroundSize: image.fit === 'tile' ? 'auto' : 'cover',
    backgroundPosition: 'center',
  };
}
