import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../i18n/index.ts';
import { trialUrl } from './links.ts';
import { useSiteConfig } from './site-config.ts';

/** The 30-day trial call to action with the registration link of the current page (see trialUrl). */
export function TrialSection({ text }: { text: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const href = trialUrl(useSiteConfig(), pathname);
  return (
    <section className="site-trial" aria-labelledby="site-trial-title">
      <h2 id="site-trial-title">{t('public.trial.title')}</h2>
      <p>{text}</p>
      <div className="button-row">
        {href ? (
          <a className="button button--primary site-button--large" href={href}>
            {t('public.trial.button')}
          </a>
        ) : null}
        <Link className="button site-button--large" to="/login">
          {t('public.trial.login')}
        </Link>
      </div>
    </section>
  );
}
