import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  createRemoteJWKSet,
  type JWTPayload,
  type JWTVerifyGetKey,
  errors as joseErrors,
  jwtVerify,
} from 'jose';
import { forbidden, HttpError, unauthorized } from '../../lib/errors.ts';
import { LruCache } from '../../lib/lru.ts';
import type { TenantRef } from '../app/tenants.ts';

/** The signed-in user of a request, scoped to exactly one tenant. */
export interface Principal {
  userId: string;
  tenantId: string;
  email: string;
  name: string;
  roles: string[];
}

/**
 * Who may call a route, declared in its options (`config: { access: 'user' }`) and checked in
 * onRequest, before the body is read or validated: 'user' answers 401 without a valid token,
 * 'admin' also 403 without the admin role, 'host-admin' also 403 outside the default (host)
 * tenant. Routes without it are public. Handlers get the typed principal from requireUser.
 */
export type Access = 'user' | 'admin' | 'host-admin';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
    tenant: TenantRef;
  }
  interface FastifyContextConfig {
    access?: Access;
    /**
     * A WebSocket route whose client sends its token in the first message (browsers cannot set
     * headers on a WebSocket): the upgrade itself passes, the socket handler authenticates.
     */
    socketAuth?: boolean;
  }
  interface FastifyInstance {
    /** Verifies an access token as the Authorization header would be (live channel); 401 if invalid. */
    authenticate(token: string): Promise<{ principal: Principal; expiresAt: number }>;
  }
}

/** The signed-in user of a route declared with an access level (401 if there is none). */
export function requireUser(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}

/** The signed-in admin (401 without sign-in, 403 without the admin role). */
export function requireAdmin(request: FastifyRequest): Principal {
  const principal = requireUser(request);
  if (!principal.roles.includes('admin')) throw forbidden();
  return principal;
}

/** The principal as the scope of every repository: its tenant and user. */
export function scopeOf(principal: Principal): { tenantId: string; userId: string } {
  return { tenantId: principal.tenantId, userId: principal.userId };
}

/** Access tokens of another scheme or with a bad signature never reach a handler. */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const { tenants, users } = app.repositories;
    // Key source for the embedded provider; external issuers are resolved from discovery.
    const embeddedKeys = app.embeddedIdentity?.keys;
    const identity = config.identity;
    let keySet: JWTVerifyGetKey | undefined;
    const getKeys = async (): Promise<JWTVerifyGetKey> => {
      if (keySet) return keySet;
      if (identity.kind === 'embedded') {
        if (!embeddedKeys) throw new Error('embedded identity without keys');
        keySet = embeddedKeys();
      } else {
        let jwksUri = identity.jwksUri;
        if (!jwksUri) {
          const res = await fetch(`${identity.issuer}/.well-known/openid-configuration`);
          if (!res.ok) throw new Error(`OIDC discovery failed with ${res.status}`);
          jwksUri = ((await res.json()) as { jwks_uri: string }).jwks_uri;
        }
        keySet = createRemoteJWKSet(new URL(jwksUri));
      }
      return keySet;
    };

    // Verified tokens are cached until they expire: verification is the hot path of every call.
    const verified = new LruCache<string, { principal: Principal; exp: number }>(10_000);

    async function verify(token: string): Promise<Principal> {
      const now = Math.floor(Date.now() / 1000);
      const hit = verified.get(token);
      if (hit && hit.exp > now) return hit.principal;
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(token, await getKeys(), {
          issuer: identity.issuer,
          audience: identity.audience,
          maxTokenAge: 7200 + 60,
          clockTolerance: 30,
        }));
      } catch (err) {
        if (err instanceof joseErrors.JOSEError) throw unauthorized();
        throw err;
      }
      const principal = await toPrincipal(payload);
      verified.set(token, { principal, exp: payload.exp ?? now + 60 });
      return principal;
    }

    async function toPrincipal(payload: JWTPayload): Promise<Principal> {
      const claim = payload[identity.tenantClaim];
      const tenant =
        typeof claim === 'string' && claim
          ? await tenants.find(claim)
          : await tenants.find(config.defaultTenant);
      if (!tenant || !payload.sub) throw unauthorized();
      const email = String(payload.email ?? '');
      const name = String(payload.name ?? payload.preferred_username ?? '');
      const roleClaim = payload.role ?? payload.roles;
      const roles = Array.isArray(roleClaim)
        ? roleClaim.map(String)
        : typeof roleClaim === 'string'
          ? [roleClaim]
          : [];
      if (identity.kind === 'embedded') {
        return { userId: payload.sub, tenantId: tenant.id, email, name, roles };
      }
      const user = await users.upsertExternal({
        tenantId: tenant.id,
        subject: payload.sub,
        email,
        name,
        roles,
      });
      return { userId: user.id, tenantId: tenant.id, email, name, roles };
    }

    app.decorate('authenticate', async (token: string) => {
      const principal = await verify(token);
      if (!(await tenants.find(principal.tenantId))) throw unauthorized();
      const exp = verified.get(token)?.exp ?? Math.floor(Date.now() / 1000) + 60;
      return { principal, expiresAt: exp * 1000 };
    });
    app.decorateRequest('principal', null);
    app.decorateRequest('tenant', null as unknown as TenantRef);

    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/api/')) return;
      const header = request.headers.authorization;
      const tenantHeader = headerValue(request.headers.__tenant);
      if (header) {
        const [scheme, token] = header.split(' ');
        if (scheme?.toLowerCase() !== 'bearer' || !token) throw unauthorized();
        request.principal = await verify(token);
      }
      if (request.principal) {
        const own = await tenants.find(request.principal.tenantId);
        if (!own) throw unauthorized();
        if (
          tenantHeader &&
          tenantHeader !== own.id &&
          tenantHeader.toLowerCase() !== own.name.toLowerCase()
        ) {
          throw forbidden('Der angegebene Mandant passt nicht zu Ihrer Anmeldung.');
        }
        request.tenant = own;
      } else {
        const tenant = await tenants.find(tenantHeader || config.defaultTenant);
        if (!tenant)
          throw new HttpError(404, 'TenantNotFound', 'Der angegebene Mandant wurde nicht gefunden.');
        request.tenant = tenant;
      }
      const access = request.routeOptions.config?.access;
      if (!access) return;
      if (request.routeOptions.config?.socketAuth && isUpgrade(request)) return;
      if (access === 'user') requireUser(request);
      else requireAdmin(request);
      // Global values reach every tenant, so only admins of the host (default) tenant may touch them.
      if (access === 'host-admin' && request.tenant.name !== config.defaultTenant) throw forbidden();
    });
  },
  { name: 'auth', dependencies: ['config', 'repositories', 'identity'] },
);

/** A WebSocket upgrade (an HTTP request with these headers never reaches a plain handler). */
function isUpgrade(request: FastifyRequest): boolean {
  return (
    (request as FastifyRequest & { ws?: boolean }).ws === true &&
    headerValue(request.headers.upgrade)?.toLowerCase() === 'websocket'
  );
}

function headerValue(value: string | string[] | undefined): string | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  return v?.trim() || undefined;
}
