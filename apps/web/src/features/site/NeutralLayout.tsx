import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader } from './SiteHeader.tsx';
import './site.css';

/** The neutral layout of the public pages and /login (spec section 2): header, page, footer. */
export function NeutralLayout() {
  const { t } = useTranslation();
  return (
    <div className="site">
      <a className="skip-link" href="#site-main">
        {t('public.skipToContent')}
      </a>
      <SiteHeader />
      <main id="site-main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
