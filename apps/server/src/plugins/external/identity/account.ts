import type { AccessToken, ClientCredentials, FindAccount, KoaContextWithOIDC } from 'oidc-provider';
import type { User } from '../../../db/schema.ts';
import type { UsersRepository } from '../../app/users.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The claims of an account. `tenantid` (tenant uuid) and `role` (string[]) are what the API's
 * auth plugin reads; e-mail addresses are not verified by the embedded provider.
 */
function accountClaims(user: User) {
  return {
    sub: user.id,
    email: user.email,
    email_verified: false,
    name: user.name,
    tenantid: user.tenantId,
    role: user.roles,
  };
}

/** findAccount and extraTokenClaims of the provider, both backed by the users table. */
export function accountLookup(users: UsersRepository) {
  // Subjects are user ids; anything else cannot be an account (and must not reach a uuid column).
  const load = (sub: string | undefined) => (sub && uuidPattern.test(sub) ? users.findById(sub) : undefined);

  const findAccount: FindAccount = async (_ctx, sub) => {
    const user = await load(sub);
    if (!user) return undefined;
    return { accountId: user.id, claims: () => accountClaims(user) };
  };

  // The API reads tenant, roles and profile from the access token alone.
  const extraTokenClaims = async (_ctx: KoaContextWithOIDC, token: AccessToken | ClientCredentials) => {
    const user = await load('accountId' in token ? token.accountId : undefined);
    if (!user) return undefined;
    const { tenantid, email, name, role } = accountClaims(user);
    return { tenantid, email, name, role };
  };

  return { findAccount, extraTokenClaims };
}
