import type { Season } from '@tafino/shared';
import type { ReactNode } from 'react';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader } from './SiteHeader.tsx';
import './site.css';
import { useTranslation } from '../../i18n/index.ts';

/**
 * Header, page and footer of the neutral layout. Needs only the router, i18n and the application
 * store, so the landing page can be prerendered with it (static/render-landing.tsx).
 */
export function SiteFrame({ season, children }: { season: Season; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="site">
      <a className="skip-link" href="#site-main">
        {t('public.skipToContent')}
      </a>
      <SiteHeader />
      <main id="site-main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter season={season} />
    </div>
  );
}
