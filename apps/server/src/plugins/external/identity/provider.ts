import type { Kysely } from 'kysely';
import Provider, {
  type Configuration,
  errors,
  type KoaContextWithOIDC,
  type ResourceServer,
} from 'oidc-provider';
import type { AppConfig } from '../../../config.ts';
import type { DB } from '../../../db/schema.ts';
import type { UsersRepository } from '../../app/users.ts';
import { accountLookup } from './account.ts';
import { KyselyOidcAdapter } from './adapter.ts';
import type { IdentityKeys } from './keys.ts';
import { de } from './messages.ts';
import { loggedOutPage, logoutPage, messagePage } from './pages.ts';
import { identityPaths } from './paths.ts';

/** The scope that asks for an access token to the TAFINO API. */
const API_SCOPE = 'tafino-api';

const hour = 60 * 60;
const day = 24 * hour;
const ACCESS_TOKEN_TTL = 2 * hour;
const REFRESH_TOKEN_TTL = 30 * day;

export interface ProviderDeps {
  config: AppConfig;
  identity: { issuer: string; audience: string; clientId: string };
  db: Kysely<DB>;
  users: UsersRepository;
  keys: IdentityKeys;
}

/** The embedded OpenID provider: one first-party public client (the SPA), JWT access tokens for the API. */
export function createProvider({ config, identity, db, users, keys }: ProviderDeps): Provider {
  const { origin } = config;
  const { audience, clientId } = identity;
  // RFC 8707 wants an absolute URI as resource indicator; the API's base URL is the natural one.
  const apiResource = `${origin}/api`;
  const apiServer: ResourceServer = {
    scope: API_SCOPE,
    audience,
    accessTokenTTL: ACCESS_TOKEN_TTL,
    accessTokenFormat: 'jwt',
    jwt: { sign: { alg: 'RS256' } },
  };
  const { findAccount, extraTokenClaims } = accountLookup(users);

  // oidc-provider 8.x takes `methods` (the installed types describe 9.x, where S256 is the
  // only method). Plain is refused and every authorization request must carry a challenge.
  const pkce = { methods: ['S256'], required: () => true };

  const configuration: Configuration = {
    adapter: (name: string) => new KyselyOidcAdapter(db, name),
    jwks: { keys: keys.signing as NonNullable<Configuration['jwks']>['keys'] },
    // Every cookie names SameSite. oidc-provider's default `sameSite: 'none'` for the session
    // also sets a `.legacy` twin without SameSite for old browsers; the provider, its pages and
    // the SPA share one origin, so 'lax' serves every flow and no twin is written.
    cookies: {
      keys: keys.cookieSecrets,
      long: { httpOnly: true, sameSite: 'lax', signed: true },
      short: { httpOnly: true, sameSite: 'lax', signed: true },
    },
    clients: [
      {
        client_id: clientId,
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${origin}/signin`],
        post_logout_redirect_uris: [`${origin}/logout`],
      },
    ],
    // The SPA is served from the origin of its redirect URI; nobody else may call the token endpoint from a browser.
    clientBasedCORS: (_ctx, requestOrigin, client) =>
      client.redirectUris?.some((uri) => new URL(uri).origin === requestOrigin) ?? false,
    // The only client is public: no client secrets, no other response types.
    clientAuthMethods: ['none'],
    responseTypes: ['code'],
    pkce,
    scopes: ['openid', 'profile', 'email', 'offline_access', API_SCOPE],
    claims: {
      openid: ['sub'],
      profile: ['name', 'tenantid', 'role'],
      email: ['email', 'email_verified'],
    },
    // Profile claims go into the ID token as well, so the SPA needs no userinfo call (its access
    // token is bound to the API audience, which the userinfo endpoint does not accept).
    conformIdTokenClaims: false,
    findAccount,
    extraTokenClaims,
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx: KoaContextWithOIDC, form: string) => {
          const fromOwnApp = Boolean(ctx.oidc.params?.id_token_hint && ctx.oidc.client);
          ctx.type = 'html';
          ctx.body = logoutPage(form, fromOwnApp ? identityPaths.logoutScript : undefined);
        },
        postLogoutSuccessSource: async (ctx: KoaContextWithOIDC) => {
          ctx.type = 'html';
          ctx.body = loggedOutPage(`${origin}/`);
        },
      },
      resourceIndicators: {
        enabled: true,
        // Asking for the API scope means asking for an API token; without it the access token
        // stays opaque and is meant for the userinfo endpoint.
        defaultResource: (ctx: KoaContextWithOIDC) => {
          const scopes = String(ctx.oidc.params?.scope ?? '').split(' ');
          return scopes.includes(API_SCOPE) ? apiResource : undefined;
        },
        getResourceServerInfo: (_ctx: KoaContextWithOIDC, resourceIndicator: string) => {
          if (resourceIndicator !== apiResource) throw new errors.InvalidTarget();
          return apiServer;
        },
        useGrantedResource: () => true,
      },
    },
    // oidc-provider drops offline_access unless the client also sends prompt=consent, which the
    // SPA does not. The refresh token is issued anyway and then lives only as long as the
    // sign-in session (signing out ends it), with offline_access it outlives the session.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL,
      AuthorizationCode: 60,
      IdToken: hour,
      Interaction: hour,
      Session: 14 * day,
      Grant: REFRESH_TOKEN_TTL,
      // A rotated token inherits the rest of its predecessor's lifetime, so rotating cannot keep a
      // stolen token alive forever.
      RefreshToken: (ctx) => ctx?.oidc.entities.RotatedRefreshToken?.remainingTTL ?? REFRESH_TOKEN_TTL,
    },
    interactions: { url: (_ctx, interaction) => identityPaths.interaction(interaction.uid) },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = messagePage({
        title: de.error.title,
        heading: de.error.heading,
        text: de.error.text,
        href: `${origin}/`,
        linkText: de.backToStart,
        details: [out.error, out.error_description].filter(Boolean).join(': '),
      });
    },
  };
  const provider = new Provider(identity.issuer, configuration);
  provider.proxy = config.trustProxy;
  return provider;
}
