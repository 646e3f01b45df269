import { SettingNames } from '@tafino/shared';
import type { CSSProperties } from 'react';
import { useUserSettings } from '../settings/queries.ts';
import { type DesktopBackground, resolveBackground } from './backgrounds.ts';

/** The desktop background from the user's settings (colour wins over image, first image by default). */
export function useDesktopBackground(): DesktopBackground {
  const { data } = useUserSettings();
  return resolveBackground(data?.[SettingNames.BackgroundImageSlug], data?.[SettingNames.BackgroundColor]);
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
