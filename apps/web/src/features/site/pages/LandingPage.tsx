import { ProductEdition } from '@tafino/shared';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/index.ts';
import { TrialSection } from '../TrialSection.tsx';
import { usePageMeta } from '../use-page-meta.ts';
import { widgetCount } from '../widget-catalogue.ts';

/** Catalogue keys of the page's title and meta description (also used when it is prerendered). */
export const LANDING_META = {
  title: 'public.landing.metaTitle',
  description: 'public.landing.metaDescription',
} as const;

const FEATURES = ['time', 'chance', 'draw', 'media', 'share', 'board', 'privacy', 'prepare'] as const;

/** /landing: what TAFINO does for teachers, the two editions, videos and the trial. */
export function LandingPage() {
  const { t } = useTranslation();
  usePageMeta(t(LANDING_META.title), t(LANDING_META.description));
  const editions = [
    {
      path: '/grundschule',
      name: t('public.edition.primary.name'),
      text: t('public.landing.editionPrimaryText'),
      count: widgetCount(ProductEdition.PrimaryGradeLevel),
      modifier: 'primary',
    },
    {
      path: '/sekundarstufe',
      name: t('public.edition.secondary.name'),
      text: t('public.landing.editionSecondaryText'),
      count: widgetCount(ProductEdition.SecondaryGradeLevel),
      modifier: 'secondary',
    },
  ];
  return (
    <div className="site-page">
      <section className="site-hero">
        <p className="site-hero__eyebrow">{t('public.landing.eyebrow')}</p>
        <h1>{t('public.landing.title')}</h1>
        <p className="site-hero__lead">{t('public.landing.lead')}</p>
      </section>

      <section className="site-section" aria-labelledby="landing-features">
        <h2 id="landing-features">{t('public.landing.featuresTitle')}</h2>
        <ul className="site-cards">
          {FEATURES.map((key) => (
            <li key={key} className="site-card">
              <h3>{t(`public.landing.features.${key}.title`)}</h3>
              <p>{t(`public.landing.features.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="site-section" aria-labelledby="landing-editions">
        <h2 id="landing-editions">{t('public.landing.editionsTitle')}</h2>
        <p>{t('public.landing.editionsText')}</p>
        <ul className="site-cards site-cards--two">
          {editions.map((edition) => (
            <li key={edition.path} className={`site-card site-card--${edition.modifier}`}>
              <h3>{edition.name}</h3>
              <p className="site-card__meta">
                {t('public.landing.editionWidgets', { count: edition.count })}
              </p>
              <p>{edition.text}</p>
              <Link className="button" to={edition.path}>
                {t('public.landing.editionMore', { edition: edition.name })}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="site-section" aria-labelledby="landing-videos">
        <h2 id="landing-videos">{t('public.landing.videosTitle')}</h2>
        <p>{t('public.landing.videosText')}</p>
        <Link className="button" to="/videos">
          {t('public.landing.videosLink')}
        </Link>
      </section>

      <TrialSection text={t('public.trial.text')} />
    </div>
  );
}
