import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/index.ts';
import { PageLoading } from '../shell/PageLoading.tsx';
import { useDocumentTitle } from '../shell/use-document-title.ts';
import { revokeRefreshToken } from './revoke.ts';
import { forgetUser, loadUserManager } from './user-manager.ts';

let running: Promise<boolean> | undefined;

/** Ends the session locally and at the provider; resolves true when the browser is being redirected. */
async function endSession(): Promise<boolean> {
  const manager = await loadUserManager();
  if (new URLSearchParams(window.location.search).has('state')) {
    await manager.signoutCallback().catch(() => undefined);
  }
  const user = await manager.getUser();
  if (!user) return false;
  // Revoke the refresh token and wait for the answer (at most 3 s) before leaving for the provider:
  // the navigation would cancel the request. (oidc-client-ts's revokeTokens gives up on the empty
  // text/plain answer before reading it, so the request was still open when the page left.)
  if (user.refresh_token) {
    const endpoint = await manager.metadataService.getRevocationEndpoint(true).catch(() => undefined);
    if (endpoint)
      await revokeRefreshToken({
        endpoint,
        clientId: manager.settings.client_id,
        token: user.refresh_token,
      });
  }
  try {
    await manager.signoutRedirect({ id_token_hint: user.id_token });
    return true;
  } catch (error) {
    console.error('Provider sign-out failed', error);
    await manager.removeUser();
    return false;
  }
}

/** /logout: signs out (also at the identity provider) and confirms it. */
export function LogoutPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [done, setDone] = useState(false);
  useDocumentTitle(t('shell.logout.title'));

  useEffect(() => {
    queryClient.clear();
    // Without the OIDC library (offline, a failed chunk) the session still ends here.
    running ??= endSession().catch((error: unknown) => {
      console.error('Sign-out failed', error);
      forgetUser();
      return false;
    });
    let active = true;
    void running.then((redirecting) => {
      running = undefined;
      if (active && !redirecting) setDone(true);
    });
    return () => {
      active = false;
    };
  }, [queryClient]);

  if (!done) return <PageLoading label={t('shell.logout.inProgress')} />;
  return (
    <main className="center-page">
      <div className="center-card">
        <h1>{t('shell.logout.title')}</h1>
        <p>{t('shell.logout.text')}</p>
        <div className="button-row">
          <Link className="button button--primary" to="/login">
            {t('shell.logout.signInAgain')}
          </Link>
          <Link className="button" to="/landing">
            {t('shell.logout.toLanding')}
          </Link>
        </div>
      </div>
    </main>
  );
}
