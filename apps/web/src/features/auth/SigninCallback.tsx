import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/index.ts';
import { PageLoading } from '../shell/PageLoading.tsx';
import { afterSignInPath } from './redirect-path.ts';
import { getAuthState, loadUserManager } from './user-manager.ts';

let pending: Promise<unknown> | undefined;

/** /signin: completes the code flow, then goes to the stored path or '/'. */
export function SigninCallback() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const hasResponse = params.has('code') || params.has('error');
    // StrictMode runs effects twice; the code may be redeemed only once.
    pending ??= hasResponse
      ? loadUserManager().then((manager) => manager.signinCallback())
      : Promise.resolve(getAuthState().user);
    let active = true;
    pending
      .then((user) => {
        if (!active) return;
        pending = undefined;
        if (user) void navigate(afterSignInPath(), { replace: true });
        else setFailed(true);
      })
      .catch((error: unknown) => {
        console.error('Sign-in callback failed', error);
        pending = undefined;
        if (active) setFailed(true);
      });
    return () => {
      active = false;
    };
  }, [navigate]);

  if (!failed) return <PageLoading label={t('shell.auth.signingIn')} />;
  return (
    <main className="center-page">
      <div className="center-card">
        <h1>{t('shell.auth.signInFailedTitle')}</h1>
        <p>{t('shell.auth.signInFailedText')}</p>
        <Link className="button button--primary" to="/login">
          {t('shell.auth.signInAgain')}
        </Link>
      </div>
    </main>
  );
}
