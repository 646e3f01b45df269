import type { Season } from '@tafino/shared';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/index.ts';
import { footerImage } from '../seasons/season-art.ts';
import { footerLinks, mailHref, socialLinks } from './links.ts';
import { useSiteConfig } from './site-config.ts';

/** An operator link (any origin) or a same-origin fallback (client-side navigation). */
function FooterAnchor({
  href,
  configured,
  children,
}: {
  href: string;
  configured: boolean;
  children: string;
}) {
  if (configured) return <a href={href}>{children}</a>;
  return <Link to={href}>{children}</Link>;
}

/**
 * Footer of the neutral layout (spec section 2): 'Fragen?' teaser to /faq, social links, help by mail,
 * the eleven service and legal links, the copyright line, and the seasonal image of `season` (the
 * caller applies resolveSeason: useFooterSeason in the app, the anonymous rule when prerendered).
 */
export function SiteFooter({ season }: { season: Season }) {
  const { t } = useTranslation();
  const config = useSiteConfig();
  const image = footerImage(season);
  const mail = mailHref(config?.links.helpMail);
  const social = socialLinks(config?.links);
  const year = new Date().getFullYear();

  return (
    <footer className="site-footer" data-season={season}>
      {image ? (
        <img
          className="site-footer__season"
          src={image}
          alt=""
          width="1200"
          height="120"
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <div className="site-footer__inner">
        <section className="site-footer__teaser" aria-labelledby="site-footer-questions">
          <h2 id="site-footer-questions">{t('public.footer.questionsTitle')}</h2>
          <p>{t('public.footer.questionsText')}</p>
          <Link className="button" to="/faq">
            {t('public.footer.questionsLink')}
          </Link>
        </section>
        <section className="site-footer__contact" aria-labelledby="site-footer-contact">
          <h2 id="site-footer-contact">{t('public.footer.contactTitle')}</h2>
          <p>
            {t('public.footer.helpMailIntro')}{' '}
            {mail ? (
              <a href={mail.href}>{mail.address}</a>
            ) : (
              <Link to="/faq#kontakt">{t('public.footer.helpMailFallback')}</Link>
            )}
          </p>
          {social.length > 0 ? (
            <>
              <h3 className="site-footer__subheading">{t('public.footer.socialTitle')}</h3>
              <ul className="site-footer__social">
                {social.map((link) => (
                  <li key={link.key}>
                    <a href={link.href} rel="noopener" target="_blank">
                      {t(`public.footer.social.${link.key}`)}
                      <span className="visually-hidden"> {t('public.newWindow')}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
        <nav className="site-footer__links" aria-label={t('public.footer.linksLabel')}>
          <ul>
            {footerLinks(config?.links).map((link) => (
              <li key={link.key}>
                <FooterAnchor href={link.href} configured={link.configured}>
                  {t(`public.footer.links.${link.key}`)}
                </FooterAnchor>
              </li>
            ))}
          </ul>
        </nav>
        <p className="site-footer__copyright">{t('public.footer.copyright', { year })}</p>
      </div>
    </footer>
  );
}
