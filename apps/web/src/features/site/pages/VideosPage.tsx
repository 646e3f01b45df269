import { useTranslation } from '../../../i18n/index.ts';
import { useVideoConsent } from '../../video-consent/store.ts';
import { VideoConsentDialog } from '../../video-consent/VideoConsentDialog.tsx';
import { useExplicitVideoConsent } from '../use-explicit-video-consent.ts';
import { usePageMeta } from '../use-page-meta.ts';
import { embedUrl, TUTORIAL_VIDEOS, VIDEO_PLATFORM_HOST } from '../videos.ts';

/**
 * /videos: the tutorial videos. Until the visitor consents, each video is a placeholder naming the
 * platform's domain; nothing is requested from it. After consent the videos are embedded from
 * youtube-nocookie.com in sandboxed iframes. Consent lives in the shared video-consent store.
 */
export function VideosPage() {
  const { t } = useTranslation();
  const { consented, give } = useExplicitVideoConsent();
  const openDialog = useVideoConsent((s) => s.openDialog);
  usePageMeta(t('public.videos.metaTitle'), t('public.videos.metaDescription'));

  return (
    <div className="site-page site-videos">
      <section className="site-hero">
        <h1>{t('public.videos.title')}</h1>
        <p className="site-hero__lead">{t('public.videos.lead')}</p>
        {consented ? (
          <p className="site-videos__status">
            {t('public.videos.consentGiven')}{' '}
            <button type="button" className="button" onClick={openDialog}>
              {t('public.videos.settings')}
            </button>
          </p>
        ) : null}
      </section>
      <ul className="site-videos__list">
        {TUTORIAL_VIDEOS.map((video) => {
          const title = t(`public.videos.items.${video.key}.title`);
          const headingId = `video-${video.key}`;
          return (
            <li key={video.key} className="site-video">
              <section aria-labelledby={headingId}>
                <div className="site-video__frame">
                  {consented ? (
                    <iframe
                      src={embedUrl(video.youtubeId)}
                      title={t('public.videos.frameTitle', { title })}
                      sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
                      allow="fullscreen; picture-in-picture; encrypted-media"
                      referrerPolicy="strict-origin-when-cross-origin"
                      loading="lazy"
                    />
                  ) : (
                    <div className="site-video__placeholder" data-testid="video-placeholder">
                      <p className="site-video__placeholder-title">
                        {t('public.videos.placeholderTitle', { host: VIDEO_PLATFORM_HOST })}
                      </p>
                      <p>{t('public.videos.placeholderText', { host: VIDEO_PLATFORM_HOST })}</p>
                      <button type="button" className="button button--primary" onClick={give}>
                        {t('public.videos.consent')}
                      </button>
                    </div>
                  )}
                </div>
                <h2 id={headingId} className="site-video__title">
                  {title}
                </h2>
                <p>{t(`public.videos.items.${video.key}.text`)}</p>
              </section>
            </li>
          );
        })}
      </ul>
      <VideoConsentDialog />
    </div>
  );
}
