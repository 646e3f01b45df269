import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageLoading } from '../shell/PageLoading.tsx';
import { storeRedirectPath } from './redirect-path.ts';
import { useAuth } from './use-auth.ts';

/** Where signed-out visitors of a protected page are sent (spec section 2: login redirect target). */
export const LOGIN_REDIRECT_TARGET = '/landing';

function ToLanding() {
  const location = useLocation();
  useEffect(() => {
    storeRedirectPath(location.pathname + location.search);
  }, [location.pathname, location.search]);
  return <Navigate to={LOGIN_REDIRECT_TARGET} replace />;
}

/**
 * Guards the default layout (spec section 5: it requires authentication).
 * Signed out: remembers a /desktops/... path and goes to /landing. Expired session: goes to /logout.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const auth = useAuth();
  if (auth.isLoading) return <PageLoading />;
  if (auth.user?.expired) return <Navigate to="/logout" replace />;
  if (!auth.isAuthenticated) return <ToLanding />;
  return children;
}
