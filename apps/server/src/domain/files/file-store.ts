import {
  CHUNK_LIMITS,
  checkStorageName,
  checkStoragePath,
  decodeStorageSegment,
  encodeStorageSegment,
  type FileDto,
  isInternalSegment,
  STORAGE_SORT_FIELDS,
  type UploadChunkInput,
  uploadLimitExceededMessage,
} from '@tafino/shared';
import type { FastifyBaseLogger } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { HttpError } from '../../lib/errors.ts';
import type { AssetsRepository } from '../../plugins/app/assets.ts';
import type { BlobObject, BlobStorage, ListedObject } from '../../plugins/app/storage/create-storage.ts';
import { decodeBase64File } from '../assets/asset-service.ts';
import { decodeUtf8, inspectUpload } from '../assets/inspect-upload.ts';
import { PreviewCache, renderPreview, snapPreviewSize } from '../assets/previews.ts';

/**
 * A folder of blob storage seen through user names: `root` is a storage key prefix built by the
 * server (ending in '/'), `segments` the checked folder names below it, `name` a checked file name.
 * Every key is `root` + the encoded names (rules/storage-path.ts), so no input leaves the root.
 */
export interface Location {
  root: string;
  segments: string[];
  name: string;
}

/** A stored file: where, how large, what its content is. */
export interface Stored extends Location {
  size: number;
  mimeType: string;
}

export const badRequest = (message: string, member: string) =>
  new HttpError(400, 'ValidationError', message, undefined, [{ message, members: [member] }]);

/** The checked folder names of a path (400 naming the member otherwise). */
export function pathSegments(path: string, member = 'path'): string[] {
  const result = checkStoragePath(path);
  if (!result.ok) throw badRequest(result.message, member);
  return result.value;
}

/** A checked name (400 naming the member otherwise). */
export function checkedName(name: string, member = 'name'): string {
  const result = checkStorageName(name);
  if (!result.ok) throw badRequest(result.message, member);
  return name;
}

export const folderKey = (root: string, segments: readonly string[]) =>
  root + segments.map((s) => `${encodeStorageSegment(s)}/`).join('');
export const fileKey = (at: Location) => folderKey(at.root, at.segments) + encodeStorageSegment(at.name);

/** 416 for a Range outside the file; the route answers with `Content-Range: bytes *\/{size}`. */
export class RangeNotSatisfiable extends HttpError {
  constructor(readonly size: number) {
    super(416, 'RangeNotSatisfiable', 'Der angeforderte Bereich liegt außerhalb der Datei.');
  }
}

/** The storage's own entries: an empty folder's marker and the folders of previews and chunks. */
export const KEEP = '.keep';
const UPLOADS = '.uploads';

const TYPES_BY_EXTENSION: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  bmp: 'image/bmp',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
  flac: 'audio/flac',
  aac: 'audio/aac',
  m4a: 'audio/mp4',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  txt: 'text/plain',
  pdf: 'application/pdf',
};

/** The type a listing shows (from the name; the bytes decide when a file is served). */
export const typeFromName = (name: string) =>
  TYPES_BY_EXTENSION[name.slice(name.lastIndexOf('.') + 1).toLowerCase()] ?? null;

export interface ListOptions {
  filter?: string;
  /** Direct children with folders ('/'), or every file below ('') with its folder path. */
  delimiter: '/' | '';
  sorting?: string;
  marker?: string;
  skip: number;
  take: number;
  url: (segments: string[], name: string) => string | null;
}

export interface OpenedFile extends BlobObject {
  mimeType: string;
  fileName: string;
}

const fold = (s: string) => s.toLocaleLowerCase('de').normalize('NFC');

/**
 * The byte level of the file spaces and the storage management: checked uploads (the asset
 * pipeline's magic-byte inspection, SVG rasterizing and metadata removal, the per-file size limit
 * of UPLOAD_LIMIT_MB), listings, previews of image processes, and chunked uploads that resume.
 */
export class FileStore {
  readonly previews: PreviewCache;

  constructor(
    readonly storage: BlobStorage,
    /** The assets' storage journal: chunk folders are journalled as uploads, so the sweeper removes abandoned ones. */
    private readonly journal: Pick<AssetsRepository, 'journalUpload' | 'forget'>,
    private readonly options: { uploadLimitMb: number; log?: FastifyBaseLogger },
  ) {
    this.previews = new PreviewCache(storage);
  }

  get limitBytes(): number {
    return this.options.uploadLimitMb * 1_000_000;
  }

  limitExceeded(): HttpError {
    return new HttpError(413, 'UploadLimitExceeded', uploadLimitExceededMessage(this.options.uploadLimitMb));
  }

  /** Checks and stores a base64 upload at a location; the name may change (an SVG is kept as .png). */
  async putBase64(at: Location, file: string, options: { overwrite: boolean }): Promise<Stored> {
    const data = decodeBase64File(file);
    return this.putBytes(at, data, options);
  }

  async putBytes(at: Location, data: Buffer, options: { overwrite: boolean }): Promise<Stored> {
    if (data.length > this.limitBytes) throw this.limitExceeded();
    const inspected = await inspectUpload(data, at.name, { allowText: true, allowPdf: true });
    const target = { ...at, name: checkedName(inspected.fileName) };
    const key = fileKey(target);
    if (!options.overwrite && (await this.storage.head(key))) {
      throw new HttpError(409, 'Conflict', `„${target.name}“ gibt es hier schon.`);
    }
    await this.assertNoClash(target.root, target.segments, target.name);
    await this.storeSafely(() => this.storage.put(key, inspected.data, inspected.mimeType));
    return { ...target, size: inspected.data.length, mimeType: inspected.mimeType };
  }

  /** A folder (kept by an empty marker object, so that it exists on S3 too). */
  async makeFolder(root: string, segments: string[]): Promise<void> {
    if (segments.length) {
      const name = segments.at(-1)!;
      const parent = segments.slice(0, -1);
      if (await this.storage.head(fileKey({ root, segments: parent, name })))
        throw new HttpError(409, 'Conflict', `„${name}“ ist hier schon eine Datei.`);
      await this.assertNoClash(root, parent);
    }
    await this.storeSafely(() =>
      this.storage.put(`${folderKey(root, segments)}${KEEP}`, Buffer.alloc(0), 'application/octet-stream'),
    );
  }

  /**
   * A name is a file or a folder, never both (a local file system cannot hold both, and a listing
   * would be ambiguous): 409 when a folder of the file's name exists or a folder of the path is a file.
   */
  private async assertNoClash(root: string, segments: string[], name?: string): Promise<void> {
    if (name !== undefined && (await this.storage.list(`${fileKey({ root, segments, name })}/`)).length > 0)
      throw new HttpError(409, 'Conflict', `„${name}“ ist hier schon ein Ordner.`);
    for (let i = 0; i < segments.length; i++) {
      if (await this.storage.head(fileKey({ root, segments: segments.slice(0, i), name: segments[i]! })))
        throw new HttpError(409, 'Conflict', `„${segments[i]}“ ist eine Datei, kein Ordner.`);
    }
  }

  /** A write that lost a race against a file/folder of the same name answers 409, not 500. */
  private async storeSafely(write: () => Promise<void>): Promise<void> {
    try {
      await write();
    } catch (error) {
      const code = (error as NodeJS.ErrnoException)?.code;
      if (code === 'EISDIR' || code === 'ENOTDIR' || code === 'EEXIST' || code === 'ENOTEMPTY')
        throw new HttpError(
          409,
          'Conflict',
          'Hier gibt es schon eine Datei oder einen Ordner dieses Namens.',
        );
      throw error;
    }
  }

  async exists(at: Location): Promise<{ size: number } | undefined> {
    return this.storage.head(fileKey(at));
  }

  /** The keys below a folder, without the storage's own entries. */
  async keysBelow(prefix: string): Promise<ListedObject[]> {
    const all = await this.storage.list(prefix);
    return all.filter((o) => !o.key.slice(prefix.length).split('/').some(isInternalSegment));
  }

  async folderExists(root: string, segments: string[]): Promise<boolean> {
    return (await this.storage.list(folderKey(root, segments))).length > 0;
  }

  /** A page of a folder's entries (folders first, then files, by name unless sorted otherwise). */
  async list(
    root: string,
    segments: string[],
    options: ListOptions,
  ): Promise<{ totalCount: number; items: FileDto[] }> {
    const prefix = folderKey(root, segments);
    const basePath = segments.join('/');
    const entries = new Map<string, FileDto>();
    for (const object of await this.storage.list(prefix)) {
      const parts = object.key.slice(prefix.length).split('/');
      if (options.delimiter === '/' && parts.length > 1) {
        if (isInternalSegment(parts[0]!)) continue;
        const name = decodeStorageSegment(parts[0]!);
        const folder = entries.get(`d:${name}`) ?? {
          name,
          path: basePath,
          isFolder: true,
          size: 0,
          mimeType: null,
          lastModificationTime: null,
          url: null,
        };
        folder.size += object.size;
        const modified = object.lastModified.toISOString();
        if (!folder.lastModificationTime || modified > folder.lastModificationTime)
          folder.lastModificationTime = modified;
        entries.set(`d:${name}`, folder);
        continue;
      }
      if (parts.some(isInternalSegment)) continue;
      const names = parts.map(decodeStorageSegment);
      const name = names.at(-1)!;
      const folderNames = [...segments, ...names.slice(0, -1)];
      entries.set(`f:${object.key}`, {
        name,
        path: folderNames.join('/'),
        isFolder: false,
        size: object.size,
        mimeType: typeFromName(name),
        lastModificationTime: object.lastModified.toISOString(),
        url: options.url(folderNames, name),
      });
    }
    let items = [...entries.values()];
    const filter = options.filter?.trim();
    if (filter) items = items.filter((i) => fold(i.name).includes(fold(filter)));
    if (options.marker) {
      const marker = options.marker;
      items = items.filter((i) => i.name.localeCompare(marker, 'de') > 0);
    }
    const [field, dir] = (options.sorting ?? 'name').split(/\s+/) as [string, string | undefined];
    const sortField = STORAGE_SORT_FIELDS.find((f) => f.toLowerCase() === field.toLowerCase()) ?? 'name';
    const sign = dir?.toLowerCase() === 'desc' ? -1 : 1;
    items.sort((a, b) => {
      if (a.isFolder !== b.isFolder) return a.isFolder ? -1 : 1;
      let d = 0;
      if (sortField === 'size') d = a.size - b.size;
      else if (sortField === 'lastModifiedDate')
        d = (a.lastModificationTime ?? '').localeCompare(b.lastModificationTime ?? '');
      if (d === 0) d = a.name.localeCompare(b.name, 'de') || a.path.localeCompare(b.path, 'de');
      return sign * d;
    });
    return { totalCount: items.length, items: items.slice(options.skip, options.skip + options.take) };
  }

  /** The bytes of a file (a range of them) with the type its content shows. */
  async open(at: Location, range?: { start: number; end: number }): Promise<OpenedFile | undefined> {
    const key = fileKey(at);
    const mimeType = await this.sniff(key, at.name);
    if (!mimeType) return undefined;
    const object = await this.storage.get(key, range);
    return object ? { ...object, mimeType, fileName: at.name } : undefined;
  }

  async size(at: Location): Promise<number | undefined> {
    return (await this.storage.head(fileKey(at)))?.size;
  }

  /** The type the first bytes show (stored files were all inspected at upload); undefined when missing. */
  private async sniff(key: string, name: string): Promise<string | undefined> {
    const head = await this.storage.head(key);
    if (!head) return undefined;
    if (head.size === 0) return 'application/octet-stream';
    const first = await this.storage.get(key, { start: 0, end: Math.min(head.size, 4100) - 1 });
    if (!first) return undefined;
    const chunks: Buffer[] = [];
    for await (const chunk of first.body) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    const found = await fileTypeFromBuffer(bytes);
    if (found && !/xml/.test(found.mime)) return found.mime === 'image/apng' ? 'image/png' : found.mime;
    if (/\.txt$/i.test(name) && decodeUtf8(bytes.subarray(0, Math.max(0, bytes.length - 4))) !== undefined)
      return 'text/plain';
    return 'application/octet-stream';
  }

  /**
   * An image process (a preview of w x h, snapped to the asset ladder) as WebP; generated once and
   * kept at `cacheKey` when given (else rendered on each call). Undefined when the file is missing;
   * 400 when it is no image.
   */
  async preview(
    at: Location,
    size: { width: number; height: number },
    cacheKey?: (w: number, h: number) => string,
  ): Promise<Buffer | undefined> {
    const width = snapPreviewSize(size.width);
    const height = snapPreviewSize(size.height);
    const render = async () => {
      const original = await this.storage.read(fileKey(at));
      if (!original) return undefined;
      const type = await fileTypeFromBuffer(original);
      if (!type?.mime.startsWith('image/'))
        throw badRequest('Nur Bilder können verarbeitet werden.', 'process');
      return renderPreview(original, { width, height }, 'webp');
    };
    if (!cacheKey) return render();
    if (!(await this.storage.head(fileKey(at)))) return undefined;
    return (await this.previews.get(cacheKey(width, height), 'webp', render)).bytes;
  }

  /** Deletes a file, or a folder with everything below it; false when neither exists. */
  async remove(at: Location): Promise<boolean> {
    const key = fileKey(at);
    if (await this.storage.head(key)) {
      await this.storage.delete(key);
      return true;
    }
    const folder = `${key}/`;
    if ((await this.storage.list(folder)).length === 0) return false;
    await this.storage.deletePrefix(folder);
    return true;
  }

  /**
   * One chunk of a file, kept under `{root}.uploads/{identifier}/` until every chunk is there;
   * then the file is assembled, checked like any upload and stored, and the chunks removed. A chunk
   * sent again replaces itself, so a broken upload resumes with the chunks `received` lacks. The
   * first chunk journals the folder as an upload: abandoned chunks are swept after an hour.
   */
  async appendChunk(
    root: string,
    at: Location,
    input: UploadChunkInput,
  ): Promise<{ completed: boolean; received: number[]; stored?: Stored }> {
    if (input.totalSize > this.limitBytes) throw this.limitExceeded();
    const data = decodeBase64File(input.file);
    if (data.length > CHUNK_LIMITS.maxChunkBytes)
      throw badRequest(
        `Ein Teil darf höchstens ${CHUNK_LIMITS.maxChunkBytes / 1_000_000} MB groß sein.`,
        'file',
      );
    const prefix = `${root}${UPLOADS}/${input.identifier}/`;
    const metaKey = `${prefix}meta`;
    const meta = JSON.stringify({
      key: fileKey(at),
      totalChunks: input.totalChunks,
      totalSize: input.totalSize,
    });
    const existing = await this.storage.read(metaKey);
    if (existing) {
      if (existing.toString('utf8') !== meta)
        throw new HttpError(
          409,
          'Conflict',
          'Diese Kennung gehört zum Hochladen einer anderen Datei. Bitte mit einer neuen Kennung beginnen.',
        );
    } else {
      await this.journal.journalUpload(prefix).catch((error: { code?: string }) => {
        if (error?.code !== '23505') throw error;
      });
      await this.storage.put(metaKey, Buffer.from(meta), 'application/json');
    }
    await this.storage.put(`${prefix}${input.chunkNumber}`, data, 'application/octet-stream');
    const chunks = (await this.storage.list(prefix))
      .map((o) => o.key.slice(prefix.length))
      .filter((k) => /^\d+$/.test(k))
      .map(Number)
      .filter((n) => n >= 1 && n <= input.totalChunks)
      .sort((a, b) => a - b);
    if (chunks.length < input.totalChunks) return { completed: false, received: chunks };

    const parts: Buffer[] = [];
    for (const n of chunks) {
      const part = await this.storage.read(`${prefix}${n}`);
      // Another request completed this upload meanwhile.
      if (!part) return { completed: false, received: [] };
      parts.push(part);
    }
    const whole = Buffer.concat(parts);
    try {
      if (whole.length !== input.totalSize)
        throw badRequest(
          `Die Teile ergeben ${whole.length} Bytes statt der angekündigten ${input.totalSize}. Bitte neu hochladen.`,
          'totalSize',
        );
      const stored = await this.putBytes(at, whole, { overwrite: true });
      return { completed: true, received: chunks, stored };
    } finally {
      await this.discardChunks(prefix);
    }
  }

  private async discardChunks(prefix: string): Promise<void> {
    try {
      await this.storage.deletePrefix(prefix);
      await this.journal.forget(prefix);
    } catch (error) {
      this.options.log?.warn({ err: error }, 'upload chunks not deleted; left for the sweeper');
    }
  }
}
