/**
 * Where the identity pages live. The provider is mounted at /oidc; the account pages are at
 * the origin because authProxyTarget defaults to `${origin}/` (spec section 7 links to
 * {authProxyTarget}account/register and {authProxyTarget}Account/Manage).
 */
export const identityPaths = {
  provider: '/oidc',
  interaction: (uid: string) => `/oidc-interaction/${uid}`,
  register: '/account/register',
  manage: '/Account/Manage',
  logoutScript: '/account/assets/logout.js',
} as const;

const interactionPath = /^\/oidc-interaction\/[\w-]{1,64}$/;

/** True for the path of a pending sign-in, the only place registration may send a user back to. */
export function isInteractionPath(value: unknown): value is string {
  return typeof value === 'string' && interactionPath.test(value);
}
