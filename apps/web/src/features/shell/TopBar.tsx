import { ProductEdition, SettingNames } from '@tafino/shared';
import { Link, useMatch } from 'react-router';
import { toggleFullscreen, useApplication } from '../../app/stores/application.ts';
import { useTranslation } from '../../i18n/index.ts';
import {
  ExitFullscreenIcon,
  FullscreenIcon,
  ImageIcon,
  LogoMark,
  SoundOffIcon,
  SoundOnIcon,
  SurveyIcon,
  VideoIcon,
} from '../../ui/icons.tsx';
import { Tooltip } from '../../ui/Tooltip.tsx';
import { SaveStatus } from '../board/SaveStatus.tsx';
import { DesktopNavigation } from '../desktops/DesktopNavigation.tsx';
import { notify } from '../notifications/store.ts';
import { OnlineIndicator } from '../online/OnlineIndicator.tsx';
import { useChangeUserSetting } from '../settings/queries.ts';
import { AccountMenu } from './AccountMenu.tsx';

/** Top bar of the default layout (spec section 2). */
export function TopBar({ onOpenBackground }: { onOpenBackground: () => void }) {
  const { t } = useTranslation();
  const edition = useApplication((s) => s.edition);
  const runtimeConfig = useApplication((s) => s.runtimeConfig);
  const fullscreen = useApplication((s) => s.fullscreen);
  const primary = edition === ProductEdition.PrimaryGradeLevel;
  const surveyUrl = primary
    ? runtimeConfig?.tafinoOpinionSurveyUrl.primaryGradeLevel
    : runtimeConfig?.tafinoOpinionSurveyUrl.secondaryGradeLevel;
  const videoUrl = primary ? runtimeConfig?.externalUrl.tafinoYoutube : null;
  const soundOn = useApplication((s) => s.soundOn);
  const changeSetting = useChangeUserSetting();
  const toggleSound = () => {
    const next = !soundOn;
    useApplication.getState().setSoundOn(next);
    changeSetting.mutate({ name: SettingNames.SoundEnabled, value: next ? 'true' : 'false' });
  };
  const soundState = soundOn ? t('shell.topBar.soundOn') : t('shell.topBar.soundOff');
  const fullscreenLabel = fullscreen ? t('shell.topBar.exitFullscreen') : t('shell.topBar.fullscreen');
  // Saving state, background and sound belong to the board; other signed-in pages (Meine Dateien,
  // the admin area) show only the navigation, online state, fullscreen, links and account.
  const rootMatch = useMatch('/');
  const desktopMatch = useMatch('/desktops/:name?');
  const onBoard = rootMatch !== null || desktopMatch !== null;

  return (
    <header className="topbar">
      <Link to="/" className="logo" aria-label={t('shell.topBar.logoLabel')}>
        <LogoMark />
        <span className="logo__text">{t('common.appName')}</span>
      </Link>
      <DesktopNavigation />
      <div className="topbar__actions">
        {onBoard ? <SaveStatus /> : null}
        <OnlineIndicator />
        {onBoard ? (
          <>
            <button
              type="button"
              className="icon-button has-tooltip"
              aria-label={t('shell.topBar.background')}
              onClick={onOpenBackground}
            >
              <ImageIcon />
              <Tooltip text={t('shell.topBar.background')} />
            </button>
            {/* 'Ton aus/an' (catalogue 2.4): pressed = sound on; off silences every widget. */}
            <button
              type="button"
              className="icon-button has-tooltip"
              aria-label={t('shell.topBar.soundOn')}
              aria-pressed={soundOn}
              data-sound={soundOn ? 'on' : 'off'}
              onClick={toggleSound}
            >
              {soundOn ? <SoundOnIcon /> : <SoundOffIcon />}
              <Tooltip text={soundState} />
            </button>
          </>
        ) : null}
        <button
          type="button"
          className="icon-button has-tooltip"
          aria-label={fullscreenLabel}
          aria-pressed={fullscreen}
          onClick={() => {
            toggleFullscreen().catch(() =>
              notify({ type: 'warning', text: t('shell.topBar.fullscreenFailed') }),
            );
          }}
        >
          {fullscreen ? <ExitFullscreenIcon /> : <FullscreenIcon />}
          <Tooltip text={fullscreenLabel} />
        </button>
        {surveyUrl ? (
          <a
            className="icon-button has-tooltip"
            href={surveyUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('shell.topBar.survey')}
          >
            <SurveyIcon />
            <Tooltip text={t('shell.topBar.survey')} />
          </a>
        ) : null}
        {videoUrl ? (
          <a
            className="icon-button has-tooltip"
            href={videoUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('shell.topBar.videoTutorials')}
          >
            <VideoIcon />
            <Tooltip text={t('shell.topBar.videoTutorials')} />
          </a>
        ) : null}
        <AccountMenu />
      </div>
    </header>
  );
}
