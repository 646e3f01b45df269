/**
 * oidc-client-ts, loaded by user-manager.ts only when it is needed (sign-in, /signin, sign-out,
 * renewal), so the signed-in shell opens without it.
 *
 *   createUserManager(oidc, origin, storage)   code flow + PKCE S256, client and scopes from
 *                                              runtimeConfig.oidc, redirect /signin, post-logout /logout
 *   renewUser(manager)                         redeems the refresh token: 'renewed', 'refused' by the
 *                                              provider, or 'failed' (network, timeout: worth a retry)
 */
import type { RuntimeConfig } from '@tafino/shared';
import { ErrorResponse, UserManager, WebStorageStateStore } from 'oidc-client-ts';

export function createUserManager(
  oidc: RuntimeConfig['oidc'],
  origin: string,
  storage: Storage,
): UserManager {
  return new UserManager({
    authority: oidc.authority,
    client_id: oidc.clientId,
    scope: oidc.scope,
    redirect_uri: `${origin}/signin`,
    post_logout_redirect_uri: `${origin}/logout`,
    response_type: 'code',
    // Keep the session across tabs and browser restarts; the refresh token renews it.
    userStore: new WebStorageStateStore({ store: storage }),
    stateStore: new WebStorageStateStore({ store: storage, prefix: 'oidc.state.' }),
    // user-manager.ts schedules the renewal from the stored expiry (the library is not loaded before).
    automaticSilentRenew: false,
    loadUserInfo: false,
    monitorSession: false,
    // LogoutPage revokes the refresh token itself (revoke.ts) and waits for the empty 200 answer of
    // the revocation endpoint (RFC 7009), which oidc-client-ts would treat as a failed sign-out.
    revokeTokensOnSignout: false,
  });
}

export async function renewUser(manager: UserManager): Promise<'renewed' | 'refused' | 'failed'> {
  try {
    return (await manager.signinSilent()) ? 'renewed' : 'failed';
  } catch (error) {
    console.warn('[auth] token renewal failed', error);
    return error instanceof ErrorResponse ? 'refused' : 'failed';
  }
}
