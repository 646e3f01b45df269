import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { onAccessTokenExpired } from './user-manager.ts';

/**
 * Sends the user to /logout when the session expires (spec section 2), unless already there.
 * While the page is open, user-manager.ts renews the access token with the refresh token
 * shortly before it expires, so this fires only when renewal failed or could not run.
 */
export function SessionWatcher() {
  const navigate = useNavigate();
  useEffect(() => {
    return onAccessTokenExpired(() => {
      if (window.location.pathname !== '/logout') void navigate('/logout');
    });
  }, [navigate]);
  return null;
}
