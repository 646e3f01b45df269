import { randomBytes } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../../db/schema.ts';

export interface IdentityKeys {
  /** Private signing keys, newest first (the provider signs with the first). */
  signing: JWK[];
  /** The public halves, as published at /oidc/jwks. */
  publicJwks: JWK[];
  /** Cookie signing secrets, the first one signs. */
  cookieSecrets: string[];
}

const privateMembers = ['d', 'p', 'q', 'dp', 'dq', 'qi'] as const;

/**
 * Keys shared by every app process: read from `oidc_keys`, created on the very first start.
 * Each kind has a fixed initial id, so processes that start together insert only one key
 * (the others' inserts do nothing) and then all read the same one back.
 */
export async function loadIdentityKeys(
  db: Kysely<DB>,
  configuredCookieSecret?: string,
): Promise<IdentityKeys> {
  const signing = await loadOrCreate(db, 'signing', async () => {
    const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
    const jwk = await exportJWK(privateKey);
    return { ...jwk, alg: 'RS256', use: 'sig', kid: await calculateJwkThumbprint(jwk) };
  });
  const cookie = await loadOrCreate(db, 'cookie', async () => ({
    secret: randomBytes(32).toString('base64url'),
  }));
  const publicJwks = signing.map((jwk) => {
    const copy: JWK = { ...jwk };
    for (const member of privateMembers) delete copy[member];
    return copy;
  });
  const persistedSecrets = cookie.map((m) => String(m.secret));
  return {
    signing,
    publicJwks,
    // A configured secret signs; persisted ones still verify cookies issued before it was set.
    cookieSecrets: configuredCookieSecret ? [configuredCookieSecret, ...persistedSecrets] : persistedSecrets,
  };
}

async function loadOrCreate(
  db: Kysely<DB>,
  kind: 'signing' | 'cookie',
  create: () => Promise<Record<string, unknown>>,
): Promise<Record<string, unknown>[]> {
  // As text, parsed here: the provider gets the key material exactly as it was stored.
  const read = async () =>
    (
      await db
        .selectFrom('oidcKeys')
        .select(sql<string>`material::text`.as('material'))
        .where('kind', '=', kind)
        .orderBy('createdAt', 'desc')
        .execute()
    ).map((row) => JSON.parse(row.material) as Record<string, unknown>);
  const existing = await read();
  if (existing.length > 0) return existing;
  await db
    .insertInto('oidcKeys')
    .values({ id: `${kind}-initial`, kind, material: JSON.stringify(await create()) })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  return read();
}
