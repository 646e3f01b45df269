import { randomBytes, randomUUID } from 'node:crypto';
import {
  type AssetDto,
  checkUploadLimit,
  InvalidFileNameError,
  sanitizeFileName,
  toSlug,
  uploadLimitExceededMessage,
} from '@tafino/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import type { Asset, DB } from '../../db/schema.ts';
import { HttpError } from '../../lib/errors.ts';
import { type AssetsRepository, presentAsset } from '../../plugins/app/assets.ts';
import type { Scope, Transactions } from '../../plugins/app/scope.ts';
import type { BlobStorage } from '../../plugins/app/storage/create-storage.ts';
import { inspectUpload } from './inspect-upload.ts';
import { PreviewCache, renderPreview, snapPreviewSize } from './previews.ts';

/** The signed-in uploader: owner scope plus what the asset-user link records. */
export interface Uploader extends Scope {
  name: string;
  email: string;
}

export interface AssetServiceOptions {
  uploadLimitMb: number;
  /** An upload whose row is not committed after this long is treated as abandoned (ms). */
  abandonedUploadMs?: number;
  log?: FastifyBaseLogger;
}

/** Failure injection for tests: runs between writing the bytes and committing the row. */
export type AfterBytesHook = (prefix: string) => Promise<void> | void;

const ORIGINAL = 'original';
const badRequest = (message: string, member: string) =>
  new HttpError(400, 'ValidationError', message, undefined, [{ message, members: [member] }]);

/** Decodes a raw base64 string or a data URL; the declared MIME type of a data URL is ignored. */
export function decodeBase64File(input: string): Buffer {
  let payload = input;
  if (payload.startsWith('data:')) {
    const comma = payload.indexOf(',');
    if (comma < 0 || !/;base64$/i.test(payload.slice(0, comma))) {
      throw badRequest('Die Datei muss base64-kodiert sein.', 'file');
    }
    payload = payload.slice(comma + 1);
  }
  payload = payload.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(payload) || payload.length % 4 === 1) {
    throw badRequest('Die Datei muss base64-kodiert sein.', 'file');
  }
  const data = Buffer.from(payload, payload.includes('-') || payload.includes('_') ? 'base64url' : 'base64');
  if (data.length === 0) throw badRequest('Die Datei ist leer.', 'file');
  return data;
}

function cleanFileName(name: string): string {
  try {
    return sanitizeFileName(name);
  } catch (error) {
    if (error instanceof InvalidFileNameError) throw badRequest(error.message, 'fileName');
    throw error;
  }
}

const newVersion = () => randomBytes(8).toString('hex');
const newSecret = () => randomBytes(24).toString('base64url');

/**
 * Upload, replace, tag and delete user assets: bytes in blob storage, rows in the database.
 *
 * Write order (docs/ARCHITECTURE.md, section Assets): journal the new version prefix as 'upload' -> write the bytes
 * (atomic put) -> one transaction takes the owner's quota lock, checks the limit, inserts or
 * updates the row and removes the journal entry (and journals a replaced version as
 * 'garbage') -> delete garbage. A failure deletes the new bytes; a crash leaves a journal
 * entry that sweep() turns into a deletion. So no row ever points at missing bytes, and no
 * bytes outlive their request without a row for longer than the sweep interval.
 */
export class AssetService {
  readonly previews: PreviewCache;
  private readonly abandonedUploadMs: number;
  /** Test hook; never set in production. */
  afterBytes?: AfterBytesHook;

  constructor(
    readonly repo: AssetsRepository,
    readonly storage: BlobStorage,
    private readonly transactions: Transactions,
    private readonly options: AssetServiceOptions,
  ) {
    this.previews = new PreviewCache(storage);
    this.abandonedUploadMs = options.abandonedUploadMs ?? 60 * 60 * 1000;
  }

  get limitBytes(): number {
    return this.options.uploadLimitMb * 1_000_000;
  }

  private limitExceeded(): HttpError {
    return new HttpError(413, 'UploadLimitExceeded', uploadLimitExceededMessage(this.options.uploadLimitMb));
  }

  private prefixOf(owner: Scope, id: string, version: string): string {
    return `assets/${owner.tenantId}/${id}/${version}/`;
  }

  /** POST /api/{app}/userAsset. */
  async upload(
    uploader: Uploader,
    app: string,
    input: { file: string; fileName: string; slug?: string; tags?: string[]; duplicate: boolean },
    options: { allowText?: boolean } = {},
  ): Promise<AssetDto> {
    const fileName = cleanFileName(input.fileName);
    const slug = toSlug(input.slug?.trim() || fileName).trim();
    if (!slug) throw badRequest('Der Slug ist ungültig.', 'slug');
    const data = decodeBase64File(input.file);
    if (data.length > this.limitBytes) throw this.limitExceeded();
    const file = await inspectUpload(data, fileName, { allowText: options.allowText ?? true });
    // Cheap early answer before any bytes are written; the binding check is in the transaction.
    const used = await this.repo.usedBytes(uploader);
    const existing = input.duplicate ? undefined : await this.repo.getBySlug(uploader, slug);
    if (
      !checkUploadLimit({
        limitMb: this.options.uploadLimitMb,
        existingSizes: [used],
        newSize: file.data.length,
        replacedSize: existing ? Number(existing.fileSize) : 0,
      }).ok
    ) {
      throw this.limitExceeded();
    }

    // A replacement keeps its bytes under the replaced asset's id (key layout of the docs).
    const id = existing?.id ?? randomUUID();
    const version = newVersion();
    return this.writeThenCommit(uploader, id, version, file.data, file.mimeType, async (trx, prefix) => {
      const current = input.duplicate ? undefined : await this.repo.getBySlug(uploader, slug, trx);
      const replacedSize = current ? Number(current.fileSize) : 0;
      const usedNow = await this.repo.usedBytes(uploader, trx);
      if (
        !checkUploadLimit({
          limitMb: this.options.uploadLimitMb,
          existingSizes: [usedNow],
          newSize: file.data.length,
          replacedSize,
        }).ok
      ) {
        throw this.limitExceeded();
      }
      if (current) {
        return this.pointAtNewBytes(trx, current, file, prefix, version, input.tags);
      }
      const row = await this.repo.insert(
        {
          id,
          tenantId: uploader.tenantId,
          ownerId: uploader.userId,
          app: app.toLowerCase(),
          slug: await this.repo.freeSlug(uploader, slug, trx),
          fileName: file.fileName,
          mimeType: file.mimeType,
          assetType: file.assetType,
          fileSize: file.data.length,
          tags: input.tags ?? [],
          storageKey: prefix,
          version,
          secret: newSecret(),
        },
        trx,
      );
      await this.repo.addUser(
        { assetId: id, userId: uploader.userId, userName: uploader.name, ownerEmail: uploader.email },
        trx,
      );
      return { row };
    });
  }

  /** PUT /api/files/{id}/userAsset: new bytes, same id; the old size does not count against the limit. */
  async replace(
    owner: Scope,
    id: string,
    input: { file: string; fileName: string },
  ): Promise<AssetDto | undefined> {
    const before = await this.repo.get(owner, id);
    if (!before) return undefined;
    const fileName = cleanFileName(input.fileName);
    const data = decodeBase64File(input.file);
    if (data.length > this.limitBytes) throw this.limitExceeded();
    const file = await inspectUpload(data, fileName, { allowText: before.mimeType.startsWith('text/') });
    const version = newVersion();
    try {
      return await this.writeThenCommit(owner, id, version, file.data, file.mimeType, async (trx, prefix) => {
        const current = await this.repo.getForUpdate(owner, id, trx);
        if (!current) throw new NotFoundSignal();
        const usedNow = await this.repo.usedBytes(owner, trx);
        if (
          !checkUploadLimit({
            limitMb: this.options.uploadLimitMb,
            existingSizes: [usedNow],
            newSize: file.data.length,
            replacedSize: Number(current.fileSize),
          }).ok
        ) {
          throw this.limitExceeded();
        }
        return this.pointAtNewBytes(trx, current, file, prefix, version);
      });
    } catch (error) {
      if (error instanceof NotFoundSignal) return undefined;
      throw error;
    }
  }

  /** Points an asset row at freshly written bytes; the old bytes become garbage for the sweep. */
  private async pointAtNewBytes(
    trx: Transaction<DB>,
    current: Asset,
    file: { fileName: string; mimeType: string; assetType: string; data: Buffer },
    prefix: string,
    version: string,
    tags?: string[],
  ) {
    const row = await this.repo.pointAt(
      current.id,
      {
        fileName: file.fileName,
        mimeType: file.mimeType,
        assetType: file.assetType,
        fileSize: file.data.length,
        storageKey: prefix,
        version,
        tags,
      },
      trx,
    );
    await this.repo.journalGarbage(current.storageKey, trx);
    return { row, garbage: current.storageKey };
  }

  private async writeThenCommit(
    owner: Scope,
    id: string,
    version: string,
    data: Buffer,
    mimeType: string,
    commit: (trx: Transaction<DB>, prefix: string) => Promise<{ row: Asset; garbage?: string }>,
  ): Promise<AssetDto> {
    const prefix = this.prefixOf(owner, id, version);
    await this.repo.journalUpload(prefix);
    let result: { row: Asset; garbage?: string };
    try {
      await this.storage.put(`${prefix}${ORIGINAL}`, data, mimeType);
      await this.afterBytes?.(prefix);
      result = await this.transactions.run(async (trx) => {
        await this.repo.lockOwner(owner, trx);
        const out = await commit(trx, prefix);
        if (!(await this.repo.claimUpload(prefix, trx))) throw new Error('upload was swept before commit');
        return out;
      });
    } catch (error) {
      await this.discard(prefix);
      throw error;
    }
    if (result.garbage) await this.discard(result.garbage);
    return presentAsset(result.row);
  }

  /** Deletes the bytes under a version prefix, then its journal entry (kept for the sweeper if deletion fails). */
  private async discard(prefix: string): Promise<void> {
    try {
      await this.storage.deletePrefix(prefix);
      await this.repo.forget(prefix);
    } catch (error) {
      this.options.log?.warn({ err: error, prefix }, 'asset bytes not deleted; left for the sweeper');
      await this.repo.journalGarbage(prefix).catch(() => {});
    }
  }

  /** PUT /api/files/{id}/userAssetPatch. */
  async patchTags(
    owner: Scope,
    id: string,
    tags: string[],
    fileName?: string,
  ): Promise<AssetDto | undefined> {
    const row = await this.repo.patchTags(
      owner,
      id,
      tags,
      undefined,
      fileName ? cleanFileName(fileName) : undefined,
    );
    return row ? presentAsset(row) : undefined;
  }

  /** DELETE /api/files/{id}/userAsset: the row (and its user links), then the bytes. */
  async delete(owner: Scope, id: string): Promise<boolean> {
    const prefix = await this.transactions.run(async (trx) => {
      const row = await this.repo.delete(owner, id, trx);
      if (!row) return undefined;
      await this.repo.journalGarbage(row.storageKey, trx);
      return row.storageKey;
    });
    if (!prefix) return false;
    await this.discard(prefix);
    return true;
  }

  /** The stored text of an own text asset by slug (a class list); undefined when there is none. */
  async readText(
    owner: Scope,
    slug: string,
    mimeType: string,
  ): Promise<{ id: string; text: string } | undefined> {
    const row = await this.repo.getBySlug(owner, slug);
    if (row?.mimeType !== mimeType) return undefined;
    const bytes = await this.storage.read(this.originalKey(row));
    return bytes ? { id: row.id, text: bytes.toString('utf8') } : undefined;
  }

  /** The original bytes of a row (a byte range of them), streamed from storage. */
  openOriginal(row: Asset, range?: { start: number; end: number }) {
    return this.storage.get(this.originalKey(row), range);
  }

  /** The original bytes' storage key of a row. */
  originalKey(row: Pick<Asset, 'storageKey'>): string {
    return `${row.storageKey}${ORIGINAL}`;
  }

  /** An image preview fitting w x h (snapped to the ladder), generated once and cached in storage. */
  async preview(row: Asset, w: number, h: number): Promise<Buffer | undefined> {
    const width = snapPreviewSize(w);
    const height = snapPreviewSize(h);
    const key = `${row.storageKey}preview-${width}x${height}.webp`;
    const { bytes, created } = await this.previews.get(key, 'webp', async () => {
      const original = await this.storage.read(this.originalKey(row));
      return original ? renderPreview(original, { width, height }, 'webp') : undefined;
    });
    if (created) {
      // A delete or replace that ran meanwhile must not leave this preview behind.
      const still = await this.repo.getById(row.id);
      if (!still || still.storageKey !== row.storageKey) await this.discard(row.storageKey);
    }
    return bytes;
  }

  /**
   * Removes bytes without a row: journal entries marked garbage, uploads abandoned for longer
   * than abandonedUploadMs (a crashed or killed process), and local temp files. Runs at start-up
   * and periodically; safe to run in several processes at once.
   */
  async sweep(now = new Date()): Promise<{ deleted: number; tempFiles: number }> {
    const cutoff = new Date(now.getTime() - this.abandonedUploadMs);
    let deleted = 0;
    for (const prefix of await this.repo.collectGarbage(cutoff, 500)) {
      if (await this.repo.isReferenced(prefix)) {
        await this.repo.forget(prefix);
        continue;
      }
      await this.storage.deletePrefix(prefix);
      await this.repo.forget(prefix);
      deleted++;
    }
    const tempFiles = (await this.storage.cleanup?.(this.abandonedUploadMs)) ?? 0;
    return { deleted, tempFiles };
  }
}

class NotFoundSignal extends Error {}
