import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { AppendVersionFileQuery, VersionFileDto } from '@tafino/shared';
import type { FastifyBaseLogger } from 'fastify';
import { conflict, HttpError, notFound } from '../../lib/errors.ts';
import type { Transactions } from '../../plugins/app/scope.ts';
import type { BlobStorage } from '../../plugins/app/storage/create-storage.ts';
import {
  isDuplicateVersionFile,
  presentVersionFile,
  type VersionFileRow,
  type VersionsRepository,
} from '../../plugins/app/versions.ts';

const missingVersion = () => notFound('Die Version');
const missingFile = () => notFound('Die Datei');
const invalid = (member: string, message: string) =>
  new HttpError(400, 'ValidationError', message, undefined, [{ message, members: [member] }]);
/** The answer to a chunk that does not continue the file: names the byte to continue from. */
const outOfOrder = (received: number) =>
  conflict(
    `Dieser Abschnitt passt nicht an das Ende der Datei. Bisher sind ${received} Bytes angekommen; weiter geht es bei Byte ${received}.`,
  );

/** Where a version's files live: `versions/{version}/{file}/{startByte}-{random}` per chunk. */
export const versionPrefix = (versionId: string) => `versions/${versionId}/`;
const filePrefix = (file: VersionFileRow) => `${versionPrefix(file.versionId)}${file.id}/`;
const partKey = (file: VersionFileRow, startByte: number) =>
  `${filePrefix(file)}${String(startByte).padStart(13, '0')}-${randomBytes(6).toString('hex')}`;
/** The assembled file, written once its parts are complete. */
const assembledKey = (file: VersionFileRow) => `${filePrefix(file)}file`;

/**
 * Chunked, resumable version files (spec section 7, POST version/file/append).
 *
 * - A chunk is the raw body of one append, stored as its own object at its start byte, so no
 *   request holds more than one chunk (≤ VERSION_LIMITS.chunkBytes) in memory.
 * - Chunks arrive in order: CurrentByte must equal the bytes received so far (409 otherwise,
 *   naming where to continue; GET version/{id} tells it too). The file row's counter moves on
 *   only if it still expects this start byte, in the same transaction that records the part,
 *   so two racing appends of the same bytes cannot both count; the loser's object is deleted.
 * - When the counter reaches TotalByte, the parts are streamed in order through SHA-256 into one
 *   object (storage.putStream: never the whole file in memory): a mismatch deletes the file, its
 *   parts and the assembled object (400), a match marks it complete and deletes the parts.
 *   Downloads stream the assembled object.
 */
export class VersionFileService {
  constructor(
    private readonly versions: VersionsRepository,
    private readonly storage: BlobStorage,
    private readonly transactions: Transactions,
    private readonly log: FastifyBaseLogger,
  ) {}

  async append(query: AppendVersionFileQuery, chunk: Buffer): Promise<VersionFileDto> {
    const version = await this.versions.find(query.VersionId);
    if (!version) throw missingVersion();
    if (query.Version !== undefined && query.Version !== version.version) {
      throw invalid('Version', `Die Version ${query.Version} passt nicht zu VersionId (${version.version}).`);
    }
    if (chunk.length === 0) throw invalid('body', 'Der Abschnitt ist leer.');
    if (query.CurrentByte + chunk.length > query.TotalByte) {
      throw invalid('CurrentByte', 'Der Abschnitt reicht über das Ende der Datei (TotalByte) hinaus.');
    }
    let file = await this.versions.findFile(version.id, query.FilePath, query.FileName);
    if (!file) {
      if (query.CurrentByte !== 0) throw outOfOrder(0);
      try {
        file = await this.versions.insertFile({
          versionId: version.id,
          path: query.FilePath,
          name: query.FileName,
          fileVersion: query.FileVersion,
          fileType: query.FileType,
          size: query.TotalByte,
          sha256: query.SHA256,
        });
      } catch (error) {
        if (!isDuplicateVersionFile(error)) throw error;
        file = await this.versions.findFile(version.id, query.FilePath, query.FileName);
        if (!file) throw error;
      }
    }
    if (file.complete) throw conflict(`Die Datei „${file.name}“ gibt es in dieser Version schon.`);
    if (Number(file.size) !== query.TotalByte || file.sha256 !== query.SHA256) {
      throw conflict(
        `Die Datei „${file.name}“ wird gerade mit anderer Größe oder Prüfsumme hochgeladen. Entfernen Sie sie zuerst.`,
      );
    }
    if (Number(file.receivedBytes) !== query.CurrentByte) throw outOfOrder(Number(file.receivedBytes));

    const key = partKey(file, query.CurrentByte);
    await this.storage.put(key, chunk, 'application/octet-stream');
    let updated: VersionFileRow | undefined;
    try {
      updated = await this.transactions.run((trx) =>
        this.versions.addPart(file.id, query.CurrentByte, chunk.length, key, trx),
      );
    } catch (error) {
      await this.storage.delete(key).catch(() => {});
      throw error;
    }
    if (!updated) {
      await this.storage.delete(key).catch(() => {});
      const now = await this.versions.findFile(version.id, query.FilePath, query.FileName);
      if (!now) throw missingFile();
      if (now.complete) throw conflict(`Die Datei „${now.name}“ gibt es in dieser Version schon.`);
      throw outOfOrder(Number(now.receivedBytes));
    }
    if (Number(updated.receivedBytes) < Number(updated.size)) return presentVersionFile(updated);
    return presentVersionFile(await this.complete(updated));
  }

  /** Streams the parts in order through SHA-256 into one object; a mismatch discards the file. */
  private async complete(file: VersionFileRow): Promise<VersionFileRow> {
    const parts = await this.versions.parts(file.id);
    const size = Number(file.size);
    let expected = 0;
    for (const part of parts) {
      if (Number(part.startByte) !== expected) break;
      expected += part.length;
    }
    const hash = createHash('sha256');
    let assembled = expected === size;
    if (assembled) {
      const storage = this.storage;
      async function* hashed() {
        for (const part of parts) {
          const object = await storage.get(part.storageKey);
          if (!object) throw new Error('version file part missing in storage');
          for await (const piece of object.body) {
            hash.update(piece as Buffer);
            yield piece as Buffer;
          }
        }
      }
      try {
        await this.storage.putStream(
          assembledKey(file),
          Readable.from(hashed()),
          size,
          'application/octet-stream',
        );
      } catch (error) {
        this.log.warn({ err: error }, 'version file could not be assembled');
        assembled = false;
      }
    }
    if (!assembled || hash.digest('hex') !== file.sha256) {
      await this.discard(file);
      throw invalid(
        'SHA256',
        'Die zusammengesetzte Datei passt nicht zur Prüfsumme (SHA256); sie wurde verworfen. Bitte laden Sie sie erneut hoch.',
      );
    }
    const done = await this.transactions.run(async (trx) => {
      const row = await this.versions.markComplete(file.id, trx);
      await this.versions.removeParts(file.id, trx);
      return row;
    });
    if (!done) throw missingFile();
    await Promise.all(parts.map((p) => this.storage.delete(p.storageKey))).catch((err) =>
      this.log.warn({ err }, 'version file parts left in storage'),
    );
    return done;
  }

  /** Deletes a file's row (and with it its parts' rows), then its stored parts. */
  private async discard(file: VersionFileRow): Promise<void> {
    await this.versions.removeFile(file.id);
    await this.storage
      .deletePrefix(filePrefix(file))
      .catch((err) => this.log.warn({ err }, 'version file parts left in storage'));
  }

  /** DELETE version/file/remove: the files of that name (in one folder, or in all). */
  async remove(versionId: string, name: string, path?: string): Promise<void> {
    if (!(await this.versions.find(versionId))) throw missingVersion();
    const files = await this.versions.filesNamed(versionId, name, path);
    if (files.length === 0) throw missingFile();
    for (const file of files) await this.discard(file);
  }

  /** DELETE version/file/clean: every file of a version. */
  async clean(versionId: string): Promise<void> {
    if (!(await this.versions.find(versionId))) throw missingVersion();
    await this.versions.removeFiles(versionId);
    await this.deleteStored(versionId);
  }

  /** DELETE versions: the version with its files. */
  async deleteVersion(versionId: string): Promise<void> {
    await this.versions.remove(versionId);
    await this.deleteStored(versionId);
  }

  private async deleteStored(versionId: string): Promise<void> {
    await this.storage
      .deletePrefix(versionPrefix(versionId))
      .catch((err) => this.log.warn({ err }, 'version files left in storage'));
  }

  /** A complete file of that name (404 while incomplete). */
  async findComplete(versionId: string, name: string, path?: string): Promise<VersionFileRow> {
    const files = (await this.versions.filesNamed(versionId, name, path)).filter((f) => f.complete);
    const file = files[0];
    if (!file) throw missingFile();
    return file;
  }

  /** The assembled bytes of a complete file, or a range of them. */
  async open(file: VersionFileRow, range?: { start: number; end: number }): Promise<Readable> {
    const object = await this.storage.get(assembledKey(file), range);
    if (!object) throw missingFile();
    return object.body;
  }
}
