import { effectiveEdition, SettingNames } from '@tafino/shared';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { Outlet } from 'react-router';
import { useApplication } from '../../app/stores/application.ts';
import { useTranslation } from '../../i18n/index.ts';
import { lazyDialog, useOpenedOnce } from '../../ui/lazy-dialog.tsx';
import { backgroundStyle, useLoadedDesktopBackground } from '../background/use-desktop-background.ts';
import { prefetchCurrentUserMenus } from '../menus/queries.ts';
import { useUserSettings } from '../settings/queries.ts';
import { resolveUserHint } from '../user-hint/user-hint-storage.ts';
import { useVideoConsent } from '../video-consent/store.ts';
import { ShellFooter } from './ShellFooter.tsx';
import { TopBar } from './TopBar.tsx';

// Loaded when first needed: the background panel and 'YouTube Datenschutz' on their first opening,
// 'Neuigkeiten' while unread.
const VideoConsentDialog = lazyDialog(() =>
  import('../video-consent/VideoConsentDialog.tsx').then((m) => m.VideoConsentDialog),
);
const BackgroundPanel = lazyDialog(() =>
  import('../background/BackgroundPanel.tsx').then((m) => m.BackgroundPanel),
);
const UserHintDialog = lazyDialog(() =>
  import('../user-hint/UserHintDialog.tsx').then((m) => m.UserHintDialog),
);

/**
 * The signed-in shell (spec section 2, default layout): top bar, the desktop with its background,
 * the seasonal footer, and the dialogs it owns. Renders `children` instead of the route outlet when given (error pages).
 */
export function DefaultLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const settings = useUserSettings();
  const setEdition = useApplication((s) => s.setEdition);
  const setSoundOn = useApplication((s) => s.setSoundOn);
  const background = useLoadedDesktopBackground();
  const [backgroundOpen, setBackgroundOpen] = useState(false);
  const backgroundOpened = useOpenedOnce(backgroundOpen);
  const videoConsentOpened = useOpenedOnce(useVideoConsent((s) => s.dialogOpen));
  const userHintEnabled = useApplication((s) => s.runtimeConfig?.userHintModalEnabled ?? false);
  const appVersion = useApplication((s) => s.runtimeConfig?.appVersion);
  // 'Neuigkeiten' loads only while there is something unread (a newer version resets the flag).
  const hintUnread = useMemo(
    () => userHintEnabled && !resolveUserHint(appVersion).isUserHintRead,
    [userHintEnabled, appVersion],
  );
  const userHintShown = useOpenedOnce(hintUnread);
  // The user's menu (widget bar availability, admin navigation) loads beside settings and desktops,
  // never before them; the widget bar offers everything until it arrives.
  const client = useQueryClient();
  useEffect(() => prefetchCurrentUserMenus(client), [client]);

  // The edition follows the setting once loaded (until then the first paint shows the last one used here).
  const settingsLoaded = settings.data !== undefined;
  const editionSetting = settings.data?.[SettingNames.ProductEdition];
  useEffect(() => {
    if (settingsLoaded) setEdition(effectiveEdition(editionSetting));
  }, [settingsLoaded, editionSetting, setEdition]);
  // 'Ton aus/an' follows the user setting once loaded (the local copy covers the first paint).
  const soundSetting = settings.data?.[SettingNames.SoundEnabled];
  useEffect(() => {
    if (soundSetting === 'true' || soundSetting === 'false') setSoundOn(soundSetting === 'true');
  }, [soundSetting, setSoundOn]);

  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      <TopBar onOpenBackground={() => setBackgroundOpen(true)} />
      <main
        id="main"
        className="desktop"
        style={backgroundStyle(background)}
        data-background={
          background && (background.kind === 'color' ? background.color : background.image.slug)
        }
        tabIndex={-1}
      >
        {children ?? <Outlet />}
      </main>
      <ShellFooter />
      {backgroundOpened ? (
        <BackgroundPanel open={backgroundOpen} onClose={() => setBackgroundOpen(false)} />
      ) : null}
      {videoConsentOpened ? <VideoConsentDialog /> : null}
      {userHintShown ? <UserHintDialog /> : null}
    </div>
  );
}
