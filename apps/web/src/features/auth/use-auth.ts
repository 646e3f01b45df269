/**
 * `useAuth()`: the signed-in user for components (the store in user-manager.ts; no provider needed).
 *
 *   const auth = useAuth();
 *   auth.user?.profile.name, auth.isAuthenticated, auth.isLoading, auth.activeNavigator, auth.signinRedirect()
 */
import { useSyncExternalStore } from 'react';
import { type AuthState, getAuthState, signinRedirect, subscribeAuth } from './user-manager.ts';

export interface Auth extends AuthState {
  signinRedirect: () => Promise<void>;
}

export function useAuth(): Auth {
  const state = useSyncExternalStore(subscribeAuth, getAuthState, getAuthState);
  return { ...state, signinRedirect };
}
