import { isBrowserSupported } from '@tafino/shared';
import { useTranslation } from 'react-i18next';
import { useApplication } from '../../app/stores/application.ts';
import { useDocumentTitle } from '../shell/use-document-title.ts';
import { useSignIn } from './use-sign-in.ts';

/**
 * Minimal /login page, used only until the public pages provide theirs (features/public/routes.tsx).
 */
export function LoginPage() {
  const { t } = useTranslation();
  const { signIn, isBusy } = useSignIn();
  const allowUnsupported = useApplication((s) => s.runtimeConfig?.allowSignInForUnsupportedBrowsers ?? false);
  const supported = isBrowserSupported(navigator.userAgent, allowUnsupported);
  useDocumentTitle(t('shell.login.title'));
  return (
    <main className="center-page">
      <div className="center-card">
        <h1>{t('shell.login.title')}</h1>
        <p>{t('shell.login.text')}</p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => void signIn()}
          disabled={isBusy || !supported}
          title={supported ? undefined : t('shell.login.unsupportedBrowser')}
        >
          {t('shell.login.signIn')}
        </button>
      </div>
    </main>
  );
}
