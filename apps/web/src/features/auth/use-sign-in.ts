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
import { useAuth } from 'react-oidc-context';
import { useNavigate } from 'react-router';
import { afterSignInPath } from './redirect-path.ts';

export function useSignIn() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [error, setError] = useState<unknown>(undefined);

  useEffect(() => {
    if (!auth.isLoading && auth.isAuthenticated) navigate(afterSignInPath(), { replace: true });
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
