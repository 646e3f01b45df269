import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useApplication } from '../../../app/stores/application.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { FAQ_ANCHORS } from '../links.ts';
import { usePageMeta } from '../use-page-meta.ts';

const QUESTIONS = [
  'what',
  'costs',
  'install',
  'dsgvo',
  'storage',
  'pupils',
  'sharing',
  'devices',
  'browsers',
  'offline',
  'uploads',
  'videoConsent',
  'editions',
  'classes',
] as const;

const SERVICE = Object.values(FAQ_ANCHORS);

/** /faq: common questions and the 'Kontakt und Rechtliches' anchors the footer falls back to. */
export function FaqPage() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const uploadLimit = useApplication((s) => s.runtimeConfig?.uploadLimitMb ?? 100);
  usePageMeta(t('public.faq.metaTitle'), t('public.faq.metaDescription'));

  // Client-side navigation to /faq#anchor does not scroll by itself.
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView();
  }, [hash]);

  return (
    <div className="site-page site-faq">
      <section className="site-hero">
        <h1>{t('public.faq.title')}</h1>
        <p className="site-hero__lead">{t('public.faq.lead')}</p>
      </section>

      <section className="site-section" aria-labelledby="faq-general">
        <h2 id="faq-general">{t('public.faq.generalTitle')}</h2>
        <div className="site-faq__list">
          {QUESTIONS.map((key) => (
            <details key={key} className="site-faq__item" id={`frage-${key}`}>
              <summary>{t(`public.faq.items.${key}.question`)}</summary>
              <p>{t(`public.faq.items.${key}.answer`, { limit: uploadLimit })}</p>
            </details>
          ))}
        </div>
      </section>

      <section className="site-section" aria-labelledby="faq-service">
        <h2 id="faq-service">{t('public.faq.serviceTitle')}</h2>
        <p>{t('public.faq.serviceLead')}</p>
        <div className="site-cards site-cards--service">
          {SERVICE.map((anchor) => (
            <section key={anchor} id={anchor} className="site-card" aria-labelledby={`${anchor}-title`}>
              <h3 id={`${anchor}-title`}>{t(`public.faq.service.${anchor}.title`)}</h3>
              <p>{t(`public.faq.service.${anchor}.text`)}</p>
            </section>
          ))}
        </div>
      </section>
    </div>
  );
}
