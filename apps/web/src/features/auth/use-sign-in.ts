/**
 * `useSignIn()` for the /login page (the public pages own its visuals).
 *
 *   const { signIn, isBusy, isAuthenticated, error } = useSignIn();
 *   <button onClick={signIn} disabled={isBusy}>Anmelden</button>
 *
 * `signIn()` starts the OIDC code flow (PKCE S256) at the configured issuer. The hook also applies the
 * spec's rule for /login: a user who is already signed in is sent on to the stored path or '/'.
 */
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { afterSignInPath } from './redirect-path.ts';
import { useAuth } from './use-auth.ts';
import { preloadOidcClient } from './user-manager.ts';

export function useSignIn() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [error, setError] = useState<unknown>(undefined);

  useEffect(() => {
    if (!auth.isLoading && auth.isAuthenticated) navigate(afterSignInPath(), { replace: true });
    // The OIDC library is loaded only to sign in: fetch it while the page is read.
    else preloadOidcClient();
  }, [auth.isLoading, auth.isAuthenticated, navigate]);

  const signIn = useCallback(async () => {
    setError(undefined);
    try {
      await auth.signinRedirect();
    } catch (cause) {
      setError(cause);
    }
  }, [auth]);

  return {
    signIn,
    isBusy: auth.isLoading || auth.activeNavigator === 'signinRedirect',
    isAuthenticated: auth.isAuthenticated,
    error,
  };
}
