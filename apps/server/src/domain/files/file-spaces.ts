import { randomBytes } from 'node:crypto';
import {
  type ChunkResult,
  type CreateShareInput,
  encodeStorageSegment,
  type FileDto,
  MAX_SHARE_DAYS,
  processSize,
  type ShareDto,
  type UploadChunkInput,
} from '@tafino/shared';
import { HttpError, notFound } from '../../lib/errors.ts';
import { type FileSharesRepository, presentShare } from '../../plugins/app/file-shares.ts';
import type { Scope } from '../../plugins/app/scope.ts';
import { snapPreviewSize } from '../assets/previews.ts';
import {
  badRequest,
  checkedName,
  type FileStore,
  fileKey,
  type Location,
  type OpenedFile,
  pathSegments,
  RangeNotSatisfiable,
  type Stored,
} from './file-store.ts';

/**
 * One of a tenant's file spaces (spec section 7): a user's private files, the tenant's public
 * files, or a static bucket of the site's content.
 */
export type SpaceRef =
  | { space: 'private'; tenantId: string; userId: string }
  | { space: 'public'; tenantId: string }
  | { space: 'static'; tenantId: string; bucket: string };

/** Everything of a tenant lives below this prefix (the tenant admin's storage root). */
export const tenantRoot = (tenantId: string) => `files/${tenantId}/`;

/** The storage prefix of a space: the server builds it, the user names only what lies below. */
export function spaceRoot(ref: SpaceRef): string {
  const base = tenantRoot(ref.tenantId);
  if (ref.space === 'private') return `${base}private/${ref.userId}/`;
  if (ref.space === 'public') return `${base}public/`;
  return `${base}static/${encodeStorageSegment(checkedName(ref.bucket, 'bucket'))}/`;
}

/** The URL that reads a file of a space (GET, relative to the API origin). */
export function fileUrl(ref: SpaceRef, segments: string[], name: string): string {
  const base =
    ref.space === 'static'
      ? `/api/files/static/${encodeURIComponent(ref.bucket)}`
      : `/api/files/${ref.space}`;
  const path = segments.length ? `/p/${encodeURIComponent(segments.join('/'))}` : '';
  return `${base}${path}/${encodeURIComponent(name)}`;
}

const previewKey = (ref: SpaceRef, at: Location) => (w: number, h: number) => {
  const base = tenantRoot(ref.tenantId);
  return `${base}.previews/${fileKey(at).slice(base.length)}/${w}x${h}.webp`;
};
const previewFolder = (ref: SpaceRef, at: Location) => {
  const base = tenantRoot(ref.tenantId);
  return `${base}.previews/${fileKey(at).slice(base.length)}/`;
};

const DAY_MS = 24 * 60 * 60 * 1000;
const missing = () => notFound('Die Datei');

/** The file spaces' use cases: upload (whole or in chunks), search, read with image processes, delete, share. */
export class FileSpaces {
  constructor(
    private readonly store: FileStore,
    private readonly shares: FileSharesRepository,
  ) {}

  private at(ref: SpaceRef, path: string, name: string, members = { path: 'path', name: 'name' }): Location {
    return {
      root: spaceRoot(ref),
      segments: pathSegments(path, members.path),
      name: checkedName(name, members.name),
    };
  }

  private present(ref: SpaceRef, stored: Stored): FileDto {
    return {
      name: stored.name,
      path: stored.segments.join('/'),
      isFolder: false,
      size: stored.size,
      mimeType: stored.mimeType,
      lastModificationTime: new Date().toISOString(),
      url: fileUrl(ref, stored.segments, stored.name),
    };
  }

  /** POST: stores a file (replacing one of the same name); its cached previews go. */
  async upload(ref: SpaceRef, input: { path: string; name: string; file: string }): Promise<FileDto> {
    const at = this.at(ref, input.path, input.name);
    const stored = await this.store.putBase64(at, input.file, { overwrite: true });
    await this.store.storage.deletePrefix(previewFolder(ref, stored));
    return this.present(ref, stored);
  }

  /** POST upload: one chunk; the file is stored once every chunk arrived. */
  async uploadChunk(ref: SpaceRef, input: UploadChunkInput): Promise<ChunkResult> {
    const at = this.at(ref, input.path, input.name);
    const result = await this.store.appendChunk(spaceRoot(ref), at, input);
    if (!result.stored) return { completed: result.completed, received: result.received, file: null };
    await this.store.storage.deletePrefix(previewFolder(ref, result.stored));
    return { completed: true, received: result.received, file: this.present(ref, result.stored) };
  }

  /** GET search: a folder's files and folders whose name contains the filter. */
  async search(
    ref: SpaceRef,
    query: { Filter?: string; Path: string; SkipCount: number; MaxResultCount: number },
  ): Promise<{ totalCount: number; items: FileDto[] }> {
    return this.store.list(spaceRoot(ref), pathSegments(query.Path, 'Path'), {
      filter: query.Filter,
      delimiter: '/',
      skip: query.SkipCount,
      take: query.MaxResultCount,
      url: (segments, name) => fileUrl(ref, segments, name),
    });
  }

  /** GET: the bytes of a file, or of an image process of it (a cached WebP preview). */
  async read(
    ref: SpaceRef,
    input: { path?: string; name: string; process?: string },
    range?: (size: number) => { start: number; end: number } | 'invalid' | undefined,
  ): Promise<
    | { kind: 'file'; file: OpenedFile; range?: { start: number; end: number } }
    | { kind: 'preview'; bytes: Buffer; fileName: string }
  > {
    const at = this.at(ref, input.path ?? '', input.name, { path: 'path', name: 'name' });
    if (input.process) {
      const size = processSize(input.process);
      if (!size) throw badRequest('Unbekannte Bildverarbeitung.', 'process');
      const bytes = await this.store.preview(at, size, previewKey(ref, at));
      if (!bytes) throw missing();
      return { kind: 'preview', bytes, fileName: at.name.replace(/\.[^.]*$/, '') + '.webp' };
    }
    const size = await this.store.size(at);
    if (size === undefined) throw missing();
    const wanted = range?.(size);
    if (wanted === 'invalid') {
      throw new RangeNotSatisfiable(size);
    }
    const file = await this.store.open(at, wanted);
    if (!file) throw missing();
    return { kind: 'file', file, ...(wanted ? { range: wanted } : {}) };
  }

  /** DELETE: a file (or folder) with its previews and shares; with a process only that preview. */
  async remove(ref: SpaceRef, input: { Name: string; Path: string; Process?: string }): Promise<void> {
    const at = this.at(ref, input.Path, input.Name, { path: 'Path', name: 'Name' });
    if (input.Process) {
      const size = processSize(input.Process);
      if (!size) throw badRequest('Unbekannte Bildverarbeitung.', 'Process');
      if (!(await this.store.exists(at))) throw missing();
      await this.store.storage.delete(
        previewKey(ref, at)(snapPreviewSize(size.width), snapPreviewSize(size.height)),
      );
      return;
    }
    if (!(await this.store.remove(at))) throw missing();
    await this.store.storage.deletePrefix(previewFolder(ref, at));
    if (ref.space === 'private') {
      await this.shares.removeFor(
        { tenantId: ref.tenantId, userId: ref.userId },
        at.segments.join('/'),
        at.name,
      );
    }
  }

  /** POST private share: a link to an own private file until it expires (default 7 days, at most a year). */
  async share(owner: Scope, input: CreateShareInput, now = new Date()): Promise<ShareDto> {
    const ref: SpaceRef = { space: 'private', ...owner };
    const at = this.at(ref, input.path, input.name);
    const expiresAt = input.expirationTime
      ? new Date(input.expirationTime)
      : new Date(now.getTime() + 7 * DAY_MS);
    if (expiresAt.getTime() <= now.getTime())
      throw badRequest('Der Ablaufzeitpunkt muss in der Zukunft liegen.', 'expirationTime');
    if (expiresAt.getTime() > now.getTime() + MAX_SHARE_DAYS * DAY_MS)
      throw badRequest(`Eine Freigabe gilt höchstens ${MAX_SHARE_DAYS} Tage.`, 'expirationTime');
    if (!(await this.store.exists(at))) throw missing();
    const row = await this.shares.insert(owner, {
      path: at.segments.join('/'),
      name: at.name,
      token: randomBytes(24).toString('base64url'),
      expiresAt,
      maxAccessCount: input.maxAccessCount,
    });
    return presentShare(row);
  }

  /** GET private share: the owner's shares that still work. */
  async listShares(owner: Scope): Promise<ShareDto[]> {
    return (await this.shares.list(owner)).map(presentShare);
  }

  /** DELETE private share/{id}: ends an own share at once (404 for anyone else's). */
  async revokeShare(owner: Scope, id: string): Promise<void> {
    if (!(await this.shares.revoke(owner, id))) throw notFound('Die Freigabe');
  }

  /** GET share/{token}: the shared file, for anyone holding a link that still works (404 otherwise). */
  async openShare(
    token: string,
    range?: (size: number) => { start: number; end: number } | 'invalid' | undefined,
  ): Promise<{ file: OpenedFile; range?: { start: number; end: number } }> {
    const row = await this.shares.open(token);
    if (!row) throw notFound('Die Freigabe');
    const ref: SpaceRef = { space: 'private', tenantId: row.tenantId, userId: row.ownerId };
    const result = await this.read(ref, { path: row.path, name: row.name }, range).catch((error) => {
      if (error instanceof HttpError && error.statusCode === 404) throw notFound('Die Freigabe');
      throw error;
    });
    if (result.kind !== 'file') throw notFound('Die Freigabe');
    return result;
  }
}
