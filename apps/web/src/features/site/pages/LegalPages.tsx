import { useTranslation } from '../../../i18n/index.ts';
import { mailHref } from '../links.ts';
import { useSiteConfig } from '../site-config.ts';
import { usePageMeta } from '../use-page-meta.ts';

/**
 * /impressum and /datenschutz: the app's own placeholder pages, the defaults of LINK_IMPRINT and
 * LINK_PRIVACY (and, with the anchors #soziale-medien-schule and #soziale-medien-kita, of the two
 * social links). They say plainly that the operator replaces them, so a default installation shows
 * every link the spec lists and never a dead one.
 */
function OperatorNotice({ variable }: { variable: string }) {
  const { t } = useTranslation();
  return (
    <p className="site-legal__notice" role="note">
      {t('public.legal.placeholder', { variable })}
    </p>
  );
}

function HelpMail() {
  const { t } = useTranslation();
  const mail = mailHref(useSiteConfig()?.links.helpMail);
  return (
    <p>
      {t('public.legal.contactText')} {mail ? <a href={mail.href}>{mail.address}</a> : null}
    </p>
  );
}

export function ImprintPage() {
  const { t } = useTranslation();
  usePageMeta(t('public.legal.imprint.title'), t('public.legal.imprint.metaDescription'));
  return (
    <div className="site-page site-legal">
      <section className="site-hero">
        <h1>{t('public.legal.imprint.title')}</h1>
        <p className="site-hero__lead">{t('public.legal.imprint.lead')}</p>
      </section>
      <section className="site-section" aria-labelledby="imprint-operator">
        <OperatorNotice variable="LINK_IMPRINT" />
        <h2 id="imprint-operator">{t('public.legal.imprint.operatorTitle')}</h2>
        <p>{t('public.legal.imprint.operatorText')}</p>
      </section>
      <section className="site-section" aria-labelledby="imprint-contact">
        <h2 id="imprint-contact">{t('public.legal.contactTitle')}</h2>
        <HelpMail />
      </section>
      <section className="site-section" aria-labelledby="soziale-medien">
        <h2 id="soziale-medien">{t('public.legal.social.title')}</h2>
        <h3 id="soziale-medien-schule">{t('public.legal.social.schoolTitle')}</h3>
        <p>{t('public.legal.social.text', { variable: 'LINK_SOCIAL_SCHOOL' })}</p>
        <h3 id="soziale-medien-kita">{t('public.legal.social.earlyChildhoodTitle')}</h3>
        <p>{t('public.legal.social.text', { variable: 'LINK_SOCIAL_EARLY_CHILDHOOD' })}</p>
      </section>
    </div>
  );
}

const PRIVACY_SECTIONS = ['account', 'boards', 'files', 'sharing', 'logs', 'rights'] as const;

export function PrivacyPage() {
  const { t } = useTranslation();
  usePageMeta(t('public.legal.privacy.title'), t('public.legal.privacy.metaDescription'));
  return (
    <div className="site-page site-legal">
      <section className="site-hero">
        <h1>{t('public.legal.privacy.title')}</h1>
        <p className="site-hero__lead">{t('public.legal.privacy.lead')}</p>
      </section>
      <section className="site-section" aria-labelledby="privacy-controller">
        <OperatorNotice variable="LINK_PRIVACY" />
        <h2 id="privacy-controller">{t('public.legal.privacy.controllerTitle')}</h2>
        <p>{t('public.legal.privacy.controllerText')}</p>
        <HelpMail />
      </section>
      {PRIVACY_SECTIONS.map((key) => (
        <section key={key} className="site-section" aria-labelledby={`privacy-${key}`}>
          <h2 id={`privacy-${key}`}>{t(`public.legal.privacy.${key}.title`)}</h2>
          <p>{t(`public.legal.privacy.${key}.text`)}</p>
        </section>
      ))}
    </div>
  );
}
