import type { FastifyInstance } from 'fastify';
import { type BuildOptions, buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './database.ts';

export const TEST_ORIGIN = 'http://localhost:3000';

export const demo = {
  anna: { email: 'lehrerin@example.org', password: 'Tafel-Demo-1', name: 'Anna Becker' },
  jonas: { email: 'lehrer@example.org', password: 'Tafel-Demo-2', name: 'Jonas Weber' },
  admin: { email: 'admin@example.org', password: 'Tafel-Admin-1' },
  mia: { email: 'lehrerin@schule-b.example.org', password: 'Tafel-Demo-3', name: 'Mia Schulz' },
} as const;

export interface TestApp {
  app: FastifyInstance;
  db: TestDatabase;
  close(): Promise<void>;
}

/** The real app on a fresh database with the demo accounts seeded. */
export async function createTestApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  options: { logger?: BuildOptions['logger'] } = {},
): Promise<TestApp> {
  const db = await createTestDatabase(kind);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_ORIGIN: TEST_ORIGIN,
    SEED_DEMO: 'true',
    WEB_DIST_DIR: '/nonexistent',
    ...env,
  });
  const app = await buildApp(config, { database: db.database, logger: options.logger ?? false });
  await app.ready();
  return {
    app,
    db,
    async close() {
      await app.close();
      await db.drop();
    },
  };
}

/** The admin of a second school ('Schule B'), for the "other tenant" tests (see addSchuleB). */
export const schuleBAdmin = { email: 'admin@schule-b.example.org', password: 'Tafel-Admin-B-1' };

/** Creates the second school 'schule-b' with its admin (schuleBAdmin); returns the school's id. */
export async function addSchuleB(app: FastifyInstance): Promise<string> {
  const tenantB = await app.repositories.tenants.ensure('schule-b', 'Schule B');
  await app.repositories.users.create({
    tenantId: tenantB.id,
    email: schuleBAdmin.email,
    password: schuleBAdmin.password,
    name: 'Admin B',
    roles: ['admin'],
  });
  return tenantB.id;
}

/** Access tokens for several accounts, signed in through the real form, in the given order. */
export async function signInAll<const T extends readonly { email: string; password: string }[]>(
  app: FastifyInstance,
  users: T,
): Promise<{ [K in keyof T]: string }> {
  const { getTokens } = await import('./sign-in.ts');
  const tokens = await Promise.all(
    users.map((u) => getTokens(app, u.email, u.password).then((x) => x.accessToken)),
  );
  return tokens as { [K in keyof T]: string };
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `call(method, url, token?, payload?, headers?)`: an inject with an optional bearer token. */
export function apiCaller(getApp: () => FastifyInstance) {
  return (
    method: HttpMethod,
    url: string,
    token?: string,
    payload?: unknown,
    headers: Record<string, string> = {},
    remoteAddress?: string,
  ) =>
    getApp().inject({
      method,
      url,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      ...(payload !== undefined ? { payload: payload as object } : {}),
      ...(remoteAddress ? { remoteAddress } : {}),
    });
}
