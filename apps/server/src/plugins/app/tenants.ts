import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { LruCache } from '../../lib/lru.ts';
import type { Executor } from './scope.ts';

export interface TenantRef {
  id: string;
  name: string;
  displayName: string;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Tenants by id or name. Tenants change rarely, so lookups are cached for a minute. */
export class TenantsRepository {
  private readonly cache = new LruCache<string, { tenant: TenantRef | null; at: number }>(1_000);
  constructor(private readonly db: Kysely<DB>) {}

  async find(idOrName: string, db: Executor = this.db): Promise<TenantRef | null> {
    const key = idOrName.toLowerCase();
    const hit = this.cache.get(key);
    if (hit && Date.now() - hit.at < 60_000) return hit.tenant;
    const query = db.selectFrom('tenants').select(['id', 'name', 'displayName']);
    const row = uuidPattern.test(idOrName)
      ? await query.where('id', '=', idOrName).executeTakeFirst()
      : await query.where('name', '=', key).executeTakeFirst();
    const tenant = row ?? null;
    this.cache.set(key, { tenant, at: Date.now() });
    return tenant;
  }

  /** Creates the tenant when it does not exist yet; returns it either way. */
  async ensure(name: string, displayName: string, db: Executor = this.db): Promise<TenantRef> {
    await db
      .insertInto('tenants')
      .values({ name: name.toLowerCase(), displayName })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    this.cache.delete(name.toLowerCase());
    const tenant = await this.find(name, db);
    if (!tenant) throw new Error(`tenant ${name} missing after insert`);
    return tenant;
  }
}
