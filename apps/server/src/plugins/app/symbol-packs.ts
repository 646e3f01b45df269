import type { SymbolPackDto } from '@tafino/shared';
import type { Kysely, Selectable } from 'kysely';
import type { DB, SymbolPacksTable } from '../../db/schema.ts';
import { type Executor, inTransaction, type TenantScope } from './scope.ts';

export type SymbolPackRow = Selectable<SymbolPacksTable>;

/** The stored manifest: the uploaded one with `file` rewritten to the stored file names. */
export interface StoredSymbolManifest {
  id: string;
  name: string;
  version: string;
  license: string;
  attribution: string;
  weekdayColors?: string[];
  symbols: Record<string, { file: string; keywords: string[] }>;
}

export interface NewSymbolPack {
  id: string;
  manifest: StoredSymbolManifest;
  sizeBytes: number;
  storageKey: string;
  fileSecret: string;
}

/** SQL of the tenants' licensed symbol packs; every query carries the tenant. */
export class SymbolPacksRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async list(scope: TenantScope, db: Executor = this.db): Promise<SymbolPackRow[]> {
    return db
      .selectFrom('symbolPacks')
      .selectAll()
      .where('tenantId', '=', scope.tenantId)
      .orderBy('createdAt')
      .orderBy('id')
      .execute();
  }

  async find(scope: TenantScope, id: string, db: Executor = this.db): Promise<SymbolPackRow | undefined> {
    return db
      .selectFrom('symbolPacks')
      .selectAll()
      .where('tenantId', '=', scope.tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async findActive(scope: TenantScope, db: Executor = this.db): Promise<SymbolPackRow | undefined> {
    return db
      .selectFrom('symbolPacks')
      .selectAll()
      .where('tenantId', '=', scope.tenantId)
      .where('active', '=', true)
      .executeTakeFirst();
  }

  /** A pack by its id alone: the file route, whose signed URL names the pack and binds its tenant. */
  async findForFile(id: string, db: Executor = this.db): Promise<SymbolPackRow | undefined> {
    return db.selectFrom('symbolPacks').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async existsPackId(scope: TenantScope, packId: string, db: Executor = this.db): Promise<boolean> {
    const row = await db
      .selectFrom('symbolPacks')
      .select('id')
      .where('tenantId', '=', scope.tenantId)
      .where('packId', '=', packId)
      .executeTakeFirst();
    return Boolean(row);
  }

  async insert(scope: TenantScope, pack: NewSymbolPack, db: Executor = this.db): Promise<SymbolPackRow> {
    return db
      .insertInto('symbolPacks')
      .values({
        id: pack.id,
        tenantId: scope.tenantId,
        packId: pack.manifest.id,
        name: pack.manifest.name,
        version: pack.manifest.version,
        manifest: JSON.stringify(pack.manifest),
        symbolCount: Object.keys(pack.manifest.symbols).length,
        sizeBytes: pack.sizeBytes,
        storageKey: pack.storageKey,
        fileSecret: pack.fileSecret,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** Makes the pack the tenant's only active one; undefined when it is not the tenant's. */
  async activate(scope: TenantScope, id: string, db: Executor = this.db): Promise<SymbolPackRow | undefined> {
    return inTransaction(db, async (trx) => {
      const pack = await this.find(scope, id, trx);
      if (!pack) return undefined;
      await trx
        .updateTable('symbolPacks')
        .set({ active: false })
        .where('tenantId', '=', scope.tenantId)
        .where('active', '=', true)
        .where('id', '!=', id)
        .execute();
      return trx
        .updateTable('symbolPacks')
        .set({ active: true })
        .where('tenantId', '=', scope.tenantId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    });
  }

  async deactivate(
    scope: TenantScope,
    id: string,
    db: Executor = this.db,
  ): Promise<SymbolPackRow | undefined> {
    return db
      .updateTable('symbolPacks')
      .set({ active: false })
      .where('tenantId', '=', scope.tenantId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  async remove(scope: TenantScope, id: string, db: Executor = this.db): Promise<SymbolPackRow | undefined> {
    return db
      .deleteFrom('symbolPacks')
      .where('tenantId', '=', scope.tenantId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }
}

/** A pack row as the admin page lists it. */
export function presentSymbolPack(row: SymbolPackRow): SymbolPackDto {
  const manifest = row.manifest as StoredSymbolManifest;
  return {
    id: row.id,
    packId: row.packId,
    name: row.name,
    version: row.version,
    license: manifest.license,
    attribution: manifest.attribution,
    symbolCount: row.symbolCount,
    sizeBytes: Number(row.sizeBytes),
    active: row.active,
    installedAt: new Date(row.createdAt).toISOString(),
  };
}
