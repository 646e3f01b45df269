/**
 * The OIDC client (oidc-client-ts), created once at boot from the runtime configuration.
 *
 *   createUserManager(oidc, origin)   code flow + PKCE S256, client and scopes from runtimeConfig.oidc,
 *                                     redirect /signin, post-logout /logout, silent renewal by refresh token
 *   getUserManager()                  the instance (throws before boot)
 *   getAccessToken()                  the current, unexpired access token or undefined (used by lib/api.ts)
 *   getCurrentUserId()                the signed-in user's id (scopes the board's outbox)
 */
import type { RuntimeConfig } from '@tafino/shared';
import { InMemoryWebStorage, type User, UserManager, WebStorageStateStore } from 'oidc-client-ts';

let manager: UserManager | undefined;
let currentUser: User | null = null;

/** localStorage, or memory where the browser denies storage (e.g. the /iframe embed in a third-party frame). */
function browserStorage(): Storage {
  try {
    return window.localStorage;
  } catch {
    return new InMemoryWebStorage();
  }
}

export function createUserManager(
  oidc: RuntimeConfig['oidc'],
  origin: string,
  storage: Storage = browserStorage(),
) {
  manager = new UserManager({
    authority: oidc.authority,
    client_id: oidc.clientId,
    scope: oidc.scope,
    redirect_uri: `${origin}/signin`,
    post_logout_redirect_uri: `${origin}/logout`,
    response_type: 'code',
    // Keep the session across tabs and browser restarts; the refresh token renews it.
    userStore: new WebStorageStateStore({ store: storage }),
    stateStore: new WebStorageStateStore({ store: storage, prefix: 'oidc.state.' }),
    automaticSilentRenew: true,
    loadUserInfo: false,
    monitorSession: false,
    // LogoutPage revokes the refresh token itself (revoke.ts) and waits for the empty 200 answer of
    // the revocation endpoint (RFC 7009), which oidc-client-ts would treat as a failed sign-out.
    revokeTokensOnSignout: false,
  });
  manager.events.addUserLoaded((user) => {
    currentUser = user;
  });
  manager.events.addUserUnloaded(() => {
    currentUser = null;
  });
  void manager.getUser().then((user) => {
    currentUser ??= user;
  });
  return manager;
}

export function getUserManager(): UserManager {
  if (!manager) throw new Error('UserManager not created');
  return manager;
}

/** True when a UserManager exists (false in unit tests that never boot). */
export function hasUserManager(): boolean {
  return manager !== undefined;
}

/** The stored user (read from storage once, then kept in step by the manager's events). */
async function loadUser(): Promise<User | null> {
  if (!manager) return null;
  currentUser ??= await manager.getUser();
  return currentUser;
}

/** The signed-in user's id (the token's subject), undefined when signed out. */
export async function getCurrentUserId(): Promise<string | undefined> {
  return (await loadUser())?.profile.sub || undefined;
}

/** The access token of the signed-in user, undefined when signed out or expired. */
export async function getAccessToken(): Promise<string | undefined> {
  const user = await loadUser();
  if (!user || user.expired) return undefined;
  return user.access_token;
}
