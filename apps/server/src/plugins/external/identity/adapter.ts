import { type Kysely, sql } from 'kysely';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { DB } from '../../../db/schema.ts';
import { isStorableText } from '../input-guard.ts';

/**
 * oidc-provider storage on the `oidc_payloads` table, so sessions, grants and refresh tokens
 * survive restarts and are shared by every app process. One adapter instance per model name.
 */
export class KyselyOidcAdapter implements Adapter {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly type: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const row = {
      payload: JSON.stringify(payload),
      grantId: payload.grantId ?? null,
      userCode: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
    };
    await this.db
      .insertInto('oidcPayloads')
      .values({ id, type: this.type, ...row })
      .onConflict((oc) => oc.columns(['type', 'id']).doUpdateSet(row))
      .execute();
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('id', id);
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('uid', uid);
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('userCode', userCode);
  }

  async consume(id: string): Promise<void> {
    await this.db
      .updateTable('oidcPayloads')
      .set({ consumedAt: sql<Date>`now()` })
      .where('type', '=', this.type)
      .where('id', '=', id)
      .execute();
  }

  async destroy(id: string): Promise<void> {
    await this.db.deleteFrom('oidcPayloads').where('type', '=', this.type).where('id', '=', id).execute();
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db
      .deleteFrom('oidcPayloads')
      .where('type', '=', this.type)
      .where('grantId', '=', grantId)
      .execute();
  }

  private async findWhere(
    column: 'id' | 'uid' | 'userCode',
    value: string,
  ): Promise<AdapterPayload | undefined> {
    // A token, code or client id from a request may hold a NUL or a lone surrogate: nothing
    // stored can match it, and PostgreSQL would refuse the query (22021) with a 500.
    if (!isStorableText(value)) return undefined;
    const row = await this.db
      .selectFrom('oidcPayloads')
      // As text, parsed here: the provider gets its payload exactly as stored (client_id and all).
      .select([sql<string>`payload::text`.as('payload'), 'consumedAt'])
      .where('type', '=', this.type)
      .where(column, '=', value)
      .where((eb) => eb.or([eb('expiresAt', 'is', null), eb('expiresAt', '>', sql<Date>`now()`)]))
      .executeTakeFirst();
    if (!row) return undefined;
    const payload = JSON.parse(row.payload) as AdapterPayload;
    // The provider detects refresh token and code reuse by this epoch-seconds marker.
    return row.consumedAt
      ? { ...payload, consumed: Math.floor(new Date(row.consumedAt).getTime() / 1000) }
      : payload;
  }
}

/** Removes expired provider rows; any process may run it, the delete is idempotent. */
export async function deleteExpiredPayloads(db: Kysely<DB>): Promise<void> {
  await db.deleteFrom('oidcPayloads').where('expiresAt', '<', sql<Date>`now()`).execute();
}
