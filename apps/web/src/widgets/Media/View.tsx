import { useEffect, useRef, useState } from 'react';
import { useWidgetSdk } from '../sdk/react/context.tsx';
import { EmptyState } from '../sdk/ui/index.ts';
import type { WidgetViewProps } from '../sdk/view-types.ts';
import type { MediaData } from './definition.ts';
import { MediaChooser } from './MediaChooser.tsx';
import { type MediaView, mediaView } from './media-source.ts';
import './media.css';
import { useTranslation } from '../sdk/i18n.ts';

type Props = WidgetViewProps<'Media', MediaData>;

/** An uploaded or linked image, audio or video; platform and H5P content behind a consent placeholder. */
export function View(props: Props) {
  const { settings, readOnly, onSettingsChange } = props;
  const view = mediaView(settings);
  return (
    <div className="media-root w-fill" data-kind={view.kind} data-asset-type={settings.assetType}>
      {view.kind === 'empty' && readOnly ? (
        <div className="media media--empty" />
      ) : view.kind === 'empty' ? (
        <div className="media media--empty">
          <MediaChooser compact={props.size.height < 170} onChoose={(source) => onSettingsChange(source)} />
        </div>
      ) : (
        <MediaContent {...props} view={view} />
      )}
    </div>
  );
}

function MediaContent({
  settings,
  componentData,
  size,
  focused,
  readOnly = false,
  onComponentDataChange,
  onRequestFocus,
  view,
}: Props & { view: Exclude<MediaView, { kind: 'empty' }> }) {
  const { t } = useTranslation();
  const title = settings.assetTitle.trim() || ('domain' in view ? view.domain : '');
  // A file that no longer loads (its owner deleted it, or it is unreachable) gets a clear
  // placeholder instead of a broken image.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const onError = () => setFailedUrl(view.url);
  if (failedUrl === view.url && (view.kind === 'image' || view.kind === 'audio' || view.kind === 'video')) {
    return (
      <div className="media media--missing">
        <EmptyState
          status
          dashed
          title={t('widgets.Media.missing.title')}
          hint={t('widgets.Media.missing.hint')}
        />
      </div>
    );
  }
  switch (view.kind) {
    case 'image':
      return (
        <div className="media media--image">
          {focused || readOnly ? (
            <img className="media__image" src={view.url} alt={title} onError={onError} />
          ) : (
            <button
              type="button"
              className="media__image-button"
              aria-label={t('widgets.Media.player.imageFocus', {
                title: title || t('widgets.Media.player.image'),
              })}
              onClick={onRequestFocus}
            >
              <img className="media__image" src={view.url} alt={title} draggable={false} onError={onError} />
            </button>
          )}
        </div>
      );
    case 'audio':
      return (
        <AudioPlayer
          url={view.url}
          title={title}
          loop={settings.loop}
          height={size.height}
          onError={onError}
        />
      );
    case 'video':
      return (
        <div className="media media--video">
          {/* biome-ignore lint/a11y/useMediaCaption: teachers' own recordings come without caption files. */}
          <video
            className="media__video"
            src={view.url}
            controls
            loop={settings.loop}
            playsInline
            preload="metadata"
            title={title}
            onError={onError}
          />
        </div>
      );
    case 'embed':
      return (
        <EmbedWithConsent
          view={view}
          title={title}
          consent={componentData}
          onConsent={() =>
            onComponentDataChange((previous) => ({
              ...previous,
              consentGiven: true,
              consentFor: view.domain,
            }))
          }
        />
      );
    case 'link':
      return (
        <div className="media media--link">
          <div className="media-link">
            <p className="media-link__title">{title || view.url}</p>
            {view.domain && <p className="media-link__domain">{view.domain}</p>}
            <a
              className="w-btn media-link__open"
              href={view.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('widgets.Media.link.openLabel', { title: title || view.url })}
            >
              {t('widgets.Media.link.open')}
            </a>
          </div>
        </div>
      );
  }
}

function EmbedWithConsent({
  view,
  title,
  consent,
  onConsent,
}: {
  view: Extract<MediaView, { kind: 'embed' }>;
  title: string;
  consent: MediaData;
  onConsent: () => void;
}) {
  const { t } = useTranslation();
  const { videoConsent } = useWidgetSdk();
  const platformConsent = videoConsent.consented;
  const openConsentDialog = videoConsent.ask;
  const blocked = view.platform && !platformConsent;
  const given = consent.consentGiven && consent.consentFor === view.domain && !blocked;
  if (!given) {
    const question = view.platform
      ? t('widgets.Media.consent.video', { domain: view.domain })
      : t('widgets.Media.consent.h5p', { domain: view.domain });
    return (
      <div className="media media--consent">
        <button
          type="button"
          className="w-consent media-consent"
          data-testid="media-consent"
          onClick={blocked ? openConsentDialog : onConsent}
        >
          <span className="media-consent__question">{question}</span>
          {blocked && <span className="media-consent__hint">{t('widgets.Media.consent.revoked')}</span>}
          <span className="w-btn media-consent__action">
            {blocked ? t('widgets.Media.consent.manage') : t('widgets.Media.consent.load')}
          </span>
        </button>
      </div>
    );
  }
  return (
    <div className="media media--embed">
      <iframe
        className="media__frame"
        src={view.embedUrl}
        title={t('widgets.Media.consent.frameTitle', { title: title || view.domain, domain: view.domain })}
        sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
        allow="fullscreen; picture-in-picture; encrypted-media"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}

const formatTime = (seconds: number) => {
  if (!Number.isFinite(seconds) || seconds < 0) return '0:00';
  const s = Math.floor(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/** Big play/pause, progress and title; fits a widget of 80 px height (header included). */
function AudioPlayer({
  url,
  title,
  loop,
  height,
  onError,
}: {
  url: string;
  title: string;
  loop: boolean;
  height: number;
  onError: () => void;
}) {
  const { t } = useTranslation();
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  useEffect(() => {
    const element = audio.current;
    if (!element) return;
    const sync = () => {
      setTime(element.currentTime);
      setDuration(Number.isFinite(element.duration) ? element.duration : 0);
      setPlaying(!element.paused && !element.ended);
    };
    const events = ['timeupdate', 'durationchange', 'loadedmetadata', 'play', 'pause', 'ended'] as const;
    for (const name of events) element.addEventListener(name, sync);
    return () => {
      for (const name of events) element.removeEventListener(name, sync);
    };
  }, []);
  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => setPlaying(false));
    else element.pause();
  };
  // At the minimum frame (80 px) the body is about 34 px high: a slimmer button, title and bar side by side.
  const tiny = height < 60;
  return (
    <div className={`media media--audio${tiny ? ' media--tiny' : ''}`}>
      {/* biome-ignore lint/a11y/useMediaCaption: audio has no captions; the title names it. */}
      <audio ref={audio} src={url} loop={loop} preload="metadata" onError={onError} />
      <button
        type="button"
        className="w-btn media-audio__play"
        aria-pressed={playing}
        onClick={toggle}
        data-testid="media-audio-toggle"
      >
        <span aria-hidden="true" className="media-audio__icon">
          {playing ? '❚❚' : '▶'}
        </span>
        <span>{playing ? t('widgets.Media.player.pause') : t('widgets.Media.player.play')}</span>
      </button>
      <div className="media-audio__info">
        {title && <p className="media-audio__title">{title}</p>}
        <div className="media-audio__progress">
          <input
            type="range"
            min={0}
            max={duration || 0}
            step={0.1}
            value={Math.min(time, duration || 0)}
            aria-label={t('widgets.Media.player.position')}
            aria-valuetext={`${formatTime(time)} / ${formatTime(duration)}`}
            disabled={!duration}
            onChange={(event) => {
              if (audio.current) audio.current.currentTime = Number(event.target.value);
            }}
          />
          {!tiny && (
            <span className="media-audio__time">{`${formatTime(time)} / ${formatTime(duration)}`}</span>
          )}
        </div>
      </div>
    </div>
  );
}
