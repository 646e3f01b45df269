import { isBrowserSupported, UNSUPPORTED_BROWSER_TOOLTIP } from '@tafino/shared';
import { useId } from 'react';
import { useApplication } from '../../../app/stores/application.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { useSignIn } from '../../auth/use-sign-in.ts';
import { trialUrl } from '../links.ts';
import { usePageMeta } from '../use-page-meta.ts';

/**
 * /login: 'Anmelden' starts the sign-in (useSignIn). The browser check of spec section 5 disables it in
 * unsupported browsers unless the operator allows them; the tooltip text is also shown visibly under the
 * button (a disabled button cannot be focused or tapped, so a hover tooltip alone would not reach everyone).
 */
export function LoginPage() {
  const { t } = useTranslation();
  const { signIn, isBusy, error } = useSignIn();
  const allowUnsupported = useApplication((s) => s.runtimeConfig?.allowSignInForUnsupportedBrowsers ?? false);
  const supported = isBrowserSupported(navigator.userAgent, allowUnsupported);
  const noteId = useId();
  const trial = trialUrl(
    useApplication((s) => s.runtimeConfig),
    '/login',
  );
  usePageMeta(t('public.login.metaTitle'), t('public.login.metaDescription'));

  return (
    <div className="site-page site-login">
      <section className="site-login__card" aria-labelledby="site-login-title">
        <h1 id="site-login-title">{t('public.login.title')}</h1>
        <p>{t('public.login.text')}</p>
        <span className="site-login__action" title={supported ? undefined : UNSUPPORTED_BROWSER_TOOLTIP}>
          <button
            type="button"
            className="button button--primary site-login__button"
            onClick={() => void signIn()}
            disabled={isBusy || !supported}
            aria-describedby={supported ? undefined : noteId}
          >
            {t('public.login.signIn')}
          </button>
        </span>
        {supported ? null : (
          <p id={noteId} className="site-login__note" data-testid="unsupported-browser">
            {UNSUPPORTED_BROWSER_TOOLTIP}
          </p>
        )}
        {error ? (
          <p className="site-login__error" role="alert">
            {t('public.login.failed')}
          </p>
        ) : null}
        {trial ? (
          <p className="site-login__trial">
            {t('public.login.noAccount')} <a href={trial}>{t('public.login.trial')}</a>
          </p>
        ) : null}
      </section>
    </div>
  );
}
