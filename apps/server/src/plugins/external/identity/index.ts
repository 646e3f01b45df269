import formbody from '@fastify/formbody';
import middie from '@fastify/middie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createLocalJWKSet, type JWTVerifyGetKey } from 'jose';
import type { Kysely } from 'kysely';
import type Provider from 'oidc-provider';
import type { AppConfig } from '../../../config.ts';
import type { DB } from '../../../db/schema.ts';
import type { Transactions } from '../../app/scope.ts';
import type { SettingsRepository } from '../../app/settings.ts';
import type { TenantsRepository } from '../../app/tenants.ts';
import type { Throttle } from '../../app/throttle.ts';
import type { UsersRepository } from '../../app/users.ts';
import { AccountSessions } from './account-session.ts';
import { deleteExpiredPayloads } from './adapter.ts';
import { interactionRoutes } from './interaction-routes.ts';
import { loadIdentityKeys } from './keys.ts';
import { manageRoutes } from './manage-routes.ts';
import { de } from './messages.ts';
import { identityPaths } from './paths.ts';
import { createProvider } from './provider.ts';
import { registerRoutes } from './register-routes.ts';
import { seedDemoAccounts } from './seed.ts';
import { PasswordSignIn } from './sign-in.ts';

export interface EmbeddedIdentityDeps {
  config: AppConfig;
  /** The provider's own state (oidc_payloads, oidc_keys) lives in tables only it uses. */
  db: Kysely<DB>;
  transactions: Transactions;
  users: UsersRepository;
  tenants: TenantsRepository;
  settings: SettingsRepository;
  throttle: Throttle;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The embedded provider (absent with OIDC_ISSUER). */
    embeddedIdentity?: EmbeddedIdentity;
  }
}

export interface EmbeddedIdentity {
  /** Verification keys for the API's access tokens. */
  keys: () => JWTVerifyGetKey;
  provider: Provider;
}

const cleanupIntervalMs = 60 * 60 * 1000;

// Clicks the logout button of the confirmation page (CSP allows only same-origin scripts).
const logoutScript = "document.getElementById('logout-confirm')?.click();\n";

/**
 * The embedded OpenID provider at {origin}/oidc with its German sign-in, registration and
 * account pages. Used when no external issuer is configured.
 */
export async function registerEmbeddedIdentity(
  app: FastifyInstance,
  { config, db, transactions, users, tenants, settings, throttle }: EmbeddedIdentityDeps,
): Promise<EmbeddedIdentity> {
  const identity = config.identity;
  if (identity.kind !== 'embedded') throw new Error('the embedded identity provider needs OIDC_ISSUER unset');

  const keys = await loadIdentityKeys(db, identity.cookieSecret);
  const provider = createProvider({ config, identity, db, users, keys });
  provider.on('server_error', (_ctx, err: Error) => app.log.error({ err }, 'identity provider failed'));

  // The provider is a Koa app. Middie runs it in onRequest, before Fastify reads the body,
  // so the provider parses its own requests (token endpoint, logout form).
  await app.register(middie);
  app.use(identityPaths.provider, provider.callback());

  const defaultTenant = await tenants.ensure(config.defaultTenant, de.defaultTenantName);
  const signIn = new PasswordSignIn(users, throttle);
  const sessions = new AccountSessions(provider, users, keys.cookieSecrets[0]!);
  const { origin } = config;

  await app.register(async (pages) => {
    await pages.register(formbody);
    await pages.register(interactionRoutes, { provider, signIn, origin });
    await pages.register(registerRoutes, {
      transactions,
      users,
      settings,
      throttle,
      origin,
      defaultTenantId: defaultTenant.id,
    });
    await pages.register(manageRoutes, { users, sessions, signIn, origin });
    pages.get(identityPaths.logoutScript, { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(logoutScript),
    );
  });

  if (identity.seedDemo) await seedDemoAccounts(users, tenants, defaultTenant.id);

  const timer = setInterval(() => {
    deleteExpiredPayloads(db).catch((err) => app.log.warn({ err }, 'identity cleanup failed'));
  }, cleanupIntervalMs).unref();
  app.addHook('onClose', async () => clearInterval(timer));

  const jwks = createLocalJWKSet({ keys: keys.publicJwks });
  return { keys: () => jwks, provider };
}

/**
 * The embedded identity provider as a named plugin (when OIDC_ISSUER is unset): it needs the
 * users, tenants, settings and failure counters, and hands the auth plugin its keys.
 */
export const identityPlugin = fp(
  async (app: FastifyInstance) => {
    if (app.config.identity.kind !== 'embedded') return;
    const { users, tenants, settings, throttle } = app.repositories;
    const identity = await registerEmbeddedIdentity(app, {
      config: app.config,
      db: app.database.db,
      transactions: app.transactions,
      users,
      tenants,
      settings,
      throttle,
    });
    app.decorate('embeddedIdentity', identity);
  },
  { name: 'identity', dependencies: ['config', 'database', 'repositories'] },
);
