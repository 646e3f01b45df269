import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { ActiveSymbolPackDto, InstallSymbolPackInput, SymbolPackDto } from '@tafino/shared';
import type { FastifyBaseLogger } from 'fastify';
import { conflict, notFound } from '../../lib/errors.ts';
import type { AssetsRepository } from '../../plugins/app/assets.ts';
import type { TenantScope, Transactions } from '../../plugins/app/scope.ts';
import type { BlobObject, BlobStorage } from '../../plugins/app/storage/blob-storage.ts';
import {
  presentSymbolPack,
  type StoredSymbolManifest,
  type SymbolPacksRepository,
} from '../../plugins/app/symbol-packs.ts';
import { decodeBase64File } from '../assets/asset-service.ts';
import { type PackLimits, readSymbolPack, SYMBOL_FILE_TYPES } from './read-pack.ts';

/** A signed file URL lives at least this long (and at most an hour longer: it changes once an hour). */
const URL_LIFETIME_S = 24 * 60 * 60;
const HOUR_S = 60 * 60;

const packNotFound = () => notFound('Das Symbolpaket');

export interface SymbolPackServiceOptions {
  limits?: PackLimits;
  log?: FastifyBaseLogger;
  now?: () => number;
}

export interface SymbolFile extends BlobObject {
  contentType: string;
}

/**
 * Licensed symbol packs of a tenant (catalogue 1.6): install from a zip, activate (at most one
 * per tenant), deactivate, remove, and the active pack for the signed-in app with signed,
 * expiring file URLs bound to the tenant. `<img>` cannot send a Bearer token, so the file route
 * authorizes by that signature; only the signed-in app of the tenant receives it (never share
 * codes, /iframe, exports or clones, which render with the default pack).
 *
 * Write order as for assets: journal the new prefix as an upload, write the files, insert the
 * row and claim the journal entry in one transaction; a failure deletes the files, a crash
 * leaves a journal entry for the assets' sweeper.
 */
export class SymbolPackService {
  private readonly now: () => number;

  constructor(
    private readonly packs: SymbolPacksRepository,
    private readonly journal: AssetsRepository,
    private readonly storage: BlobStorage,
    private readonly transactions: Transactions,
    private readonly options: SymbolPackServiceOptions = {},
  ) {
    this.now = options.now ?? Date.now;
  }

  async list(tenant: TenantScope): Promise<SymbolPackDto[]> {
    return (await this.packs.list(tenant)).map(presentSymbolPack);
  }

  async install(tenant: TenantScope, input: InstallSymbolPackInput): Promise<SymbolPackDto> {
    const pack = await readSymbolPack(decodeBase64File(input.file), this.options.limits);
    const taken = () =>
      conflict(
        `Ein Symbolpaket mit der Kennung „${pack.manifest.id}“ ist bereits installiert. Entfernen Sie es zuerst.`,
      );
    if (await this.packs.existsPackId(tenant, pack.manifest.id)) throw taken();
    const id = randomUUID();
    const prefix = `symbol-packs/${tenant.tenantId}/${id}/${randomBytes(8).toString('hex')}/`;
    await this.journal.journalUpload(prefix);
    try {
      for (const [name, file] of pack.files)
        await this.storage.put(`${prefix}${name}`, file.data, file.contentType);
      const row = await this.transactions.run(async (trx) => {
        if (await this.packs.existsPackId(tenant, pack.manifest.id, trx)) throw taken();
        const inserted = await this.packs.insert(
          tenant,
          {
            id,
            manifest: pack.manifest,
            sizeBytes: pack.sizeBytes,
            storageKey: prefix,
            fileSecret: randomBytes(32).toString('base64url'),
          },
          trx,
        );
        if (!(await this.journal.claimUpload(prefix, trx)))
          throw new Error('pack upload was swept before commit');
        return inserted;
      });
      return presentSymbolPack(row);
    } catch (error) {
      await this.discard(prefix);
      if (isUniqueViolation(error)) throw taken();
      throw error;
    }
  }

  async activate(tenant: TenantScope, id: string): Promise<SymbolPackDto> {
    const row = await this.packs.activate(tenant, id).catch((error) => {
      // Two activations at once: the partial unique index keeps one; the other answers 409.
      if (isUniqueViolation(error)) throw conflict('Ein anderes Symbolpaket wurde gerade aktiviert.');
      throw error;
    });
    if (!row) throw packNotFound();
    return presentSymbolPack(row);
  }

  async deactivate(tenant: TenantScope, id: string): Promise<SymbolPackDto> {
    const row = await this.packs.deactivate(tenant, id);
    if (!row) throw packNotFound();
    return presentSymbolPack(row);
  }

  async remove(tenant: TenantScope, id: string): Promise<void> {
    const row = await this.packs.remove(tenant, id);
    if (!row) throw packNotFound();
    await this.discard(row.storageKey);
  }

  /** The tenant's active pack for the signed-in app: its manifest and a signed URL prefix of its files. */
  async active(tenant: TenantScope): Promise<ActiveSymbolPackDto> {
    const row = await this.packs.findActive(tenant);
    if (!row) return { pack: null };
    const manifest = row.manifest as StoredSymbolManifest;
    // Expiry on a whole hour: the URLs (and so the browser's cache) stay the same for an hour.
    const exp = (Math.floor(this.now() / 1000 / HOUR_S) + 1) * HOUR_S + URL_LIFETIME_S;
    const token = `${row.id}.${exp}.${this.sign(row.fileSecret, row.tenantId, row.id, exp)}`;
    return { pack: { id: row.id, baseUrl: `/api/symbol-packs/files/${token}/`, manifest } };
  }

  /** A file of a pack by a signed URL; undefined (404) for a bad or expired signature or an unknown file. */
  async file(token: string, name: string): Promise<SymbolFile | undefined> {
    const match =
      /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(
        token,
      );
    if (!match) return undefined;
    const [, id, expText, signature] = match as unknown as [string, string, string, string];
    const exp = Number(expText);
    if (exp * 1000 <= this.now()) return undefined;
    const row = await this.packs.findForFile(id!);
    if (!row) return undefined;
    const expected = Buffer.from(this.sign(row.fileSecret, row.tenantId, row.id, exp));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
    const manifest = row.manifest as StoredSymbolManifest;
    if (!Object.values(manifest.symbols).some((s) => s.file === name)) return undefined;
    const contentType = SYMBOL_FILE_TYPES[name.slice(name.lastIndexOf('.') + 1)];
    if (!contentType) return undefined;
    const object = await this.storage.get(`${row.storageKey}${name}`);
    return object ? { ...object, contentType } : undefined;
  }

  private sign(secret: string, tenantId: string, id: string, exp: number): string {
    return createHmac('sha256', secret).update(`${tenantId}.${id}.${exp}`).digest('base64url');
  }

  private async discard(prefix: string): Promise<void> {
    try {
      await this.storage.deletePrefix(prefix);
      await this.journal.forget(prefix);
    } catch (error) {
      this.options.log?.warn({ err: error }, 'symbol pack files not deleted; left for the sweeper');
      await this.journal.journalGarbage(prefix).catch(() => {});
    }
  }
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
