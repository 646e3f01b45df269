import {
  type BulkDeleteObjectsInput,
  type ChunkResult,
  type ContainerDto,
  type ContainersResult,
  type CreateObjectInput,
  decodeStorageSegment,
  encodeStorageSegment,
  type FileDto,
  isInternalSegment,
  type ListContainersQuery,
  type ListObjectsQuery,
  type ObjectQuery,
  type ObjectsResult,
  processSize,
  STORAGE_SORT_FIELDS,
  type UploadChunkInput,
} from '@tafino/shared';
import { conflict, notFound } from '../../lib/errors.ts';
import {
  badRequest,
  checkedName,
  type FileStore,
  fileKey,
  type Location,
  type OpenedFile,
  pathSegments,
  RangeNotSatisfiable,
  typeFromName,
} from './file-store.ts';

/**
 * Whose storage a call sees: the host admin the whole store (root ''), a tenant admin the tenant's
 * prefix `files/{tenant}/` only. Every key is built below the root.
 */
export interface StorageScope {
  root: string;
  host: boolean;
}

/** Containers the application manages: 'readonly' ones cannot be written here, none of them deleted. */
const HOST_PROTECTED: Record<string, 'readonly' | 'nodelete'> = {
  assets: 'readonly',
  'symbol-packs': 'readonly',
  files: 'nodelete',
};
const TENANT_PROTECTED: Record<string, 'readonly' | 'nodelete'> = {
  private: 'nodelete',
  public: 'nodelete',
  static: 'nodelete',
};

const fold = (s: string) => s.toLocaleLowerCase('de');
const missingContainer = () => notFound('Der Container');
const missingObject = () => notFound('Das Objekt');

/** Storage management (spec section 7, /api/oss-management): containers and objects on the storage driver. */
export class StorageAdmin {
  constructor(private readonly store: FileStore) {}

  private protection(scope: StorageScope, name: string) {
    return (scope.host ? HOST_PROTECTED : TENANT_PROTECTED)[name];
  }

  private containerRoot(scope: StorageScope, name: string, member = 'name') {
    return `${scope.root}${encodeStorageSegment(checkedName(name, member))}/`;
  }

  private async requireContainer(scope: StorageScope, name: string, member = 'name'): Promise<string> {
    const root = this.containerRoot(scope, name, member);
    if ((await this.store.storage.list(root)).length === 0) throw missingContainer();
    return root;
  }

  private requireWritable(scope: StorageScope, name: string) {
    if (this.protection(scope, name) === 'readonly')
      throw conflict(
        `Der Container „${name}“ wird von der Anwendung verwaltet und kann hier nicht geändert werden.`,
      );
  }

  /** Every container of the scope with its size, object count and last change. */
  private async containers(scope: StorageScope): Promise<ContainerDto[]> {
    const byName = new Map<string, ContainerDto>();
    for (const object of await this.store.storage.list(scope.root)) {
      const parts = object.key.slice(scope.root.length).split('/');
      if (parts.length < 2 || isInternalSegment(parts[0]!)) continue;
      const name = decodeStorageSegment(parts[0]!);
      const container = byName.get(name) ?? {
        name,
        size: 0,
        objectCount: 0,
        lastModifiedDate: null,
        protected: Boolean(this.protection(scope, name)),
      };
      container.size += object.size;
      if (!parts.slice(1).some(isInternalSegment)) container.objectCount++;
      const modified = object.lastModified.toISOString();
      if (!container.lastModifiedDate || modified > container.lastModifiedDate)
        container.lastModifiedDate = modified;
      byName.set(name, container);
    }
    return [...byName.values()];
  }

  async listContainers(scope: StorageScope, query: ListContainersQuery): Promise<ContainersResult> {
    let items = await this.containers(scope);
    if (query.Prefix) items = items.filter((c) => fold(c.name).startsWith(fold(query.Prefix!)));
    if (query.Marker) items = items.filter((c) => c.name.localeCompare(query.Marker!, 'de') > 0);
    const [field, dir] = (query.Sorting ?? 'name').split(/\s+/) as [string, string | undefined];
    const sortField = STORAGE_SORT_FIELDS.find((f) => f.toLowerCase() === field.toLowerCase()) ?? 'name';
    const sign = dir?.toLowerCase() === 'desc' ? -1 : 1;
    items.sort((a, b) => {
      let d = 0;
      if (sortField === 'size') d = a.size - b.size;
      else if (sortField === 'lastModifiedDate')
        d = (a.lastModifiedDate ?? '').localeCompare(b.lastModifiedDate ?? '');
      return sign * (d || a.name.localeCompare(b.name, 'de'));
    });
    const page = items.slice(query.SkipCount, query.SkipCount + query.MaxResultCount);
    const more = query.SkipCount + page.length < items.length;
    return {
      totalCount: items.length,
      items: page,
      prefix: query.Prefix ?? '',
      marker: query.Marker ?? '',
      nextMarker: more && page.length ? page.at(-1)!.name : null,
      maxKeys: query.MaxResultCount,
    };
  }

  async getContainer(scope: StorageScope, name: string): Promise<ContainerDto> {
    checkedName(name);
    const found = (await this.containers(scope)).find((c) => c.name === name);
    if (!found) throw missingContainer();
    return found;
  }

  async createContainer(scope: StorageScope, name: string): Promise<ContainerDto> {
    const root = this.containerRoot(scope, name);
    if ((await this.store.storage.list(root)).length > 0)
      throw conflict(`Den Container „${name}“ gibt es schon.`);
    this.requireWritable(scope, name);
    await this.store.makeFolder(root, []);
    return this.getContainer(scope, name);
  }

  async deleteContainer(scope: StorageScope, name: string): Promise<void> {
    const root = await this.requireContainer(scope, name);
    if (this.protection(scope, name))
      throw conflict(
        `Der Container „${name}“ wird von der Anwendung verwaltet und kann nicht gelöscht werden.`,
      );
    await this.store.storage.deletePrefix(root);
  }

  private downloadUrl(bucket: string, segments: string[], name: string): string {
    const q = new URLSearchParams({ Bucket: bucket, Path: segments.join('/'), Object: name });
    return `/api/oss-management/objects/download?${q}`;
  }

  async listObjects(scope: StorageScope, query: ListObjectsQuery): Promise<ObjectsResult> {
    const root = await this.requireContainer(scope, query.Bucket, 'Bucket');
    const page = await this.store.list(root, pathSegments(query.Prefix, 'Prefix'), {
      filter: query.Filter,
      delimiter: query.Delimiter,
      sorting: query.Sorting,
      marker: query.Marker,
      skip: query.SkipCount,
      take: query.MaxResultCount,
      url: (segments, name) => this.downloadUrl(query.Bucket, segments, name),
    });
    const more = query.SkipCount + page.items.length < page.totalCount;
    return {
      ...page,
      bucket: query.Bucket,
      prefix: query.Prefix,
      delimiter: query.Delimiter,
      marker: query.Marker ?? '',
      nextMarker: more && page.items.length ? page.items.at(-1)!.name : null,
      maxKeys: query.MaxResultCount,
    };
  }

  private async locate(scope: StorageScope, bucket: string, path: string, object: string) {
    const root = await this.requireContainer(scope, bucket, 'Bucket');
    const folder = object.endsWith('/');
    const name = checkedName(folder ? object.slice(0, -1) : object, 'Object');
    const at: Location = { root, segments: pathSegments(path, 'Path'), name };
    return { at, folder };
  }

  async getObject(scope: StorageScope, query: ObjectQuery): Promise<FileDto> {
    const { at, folder } = await this.locate(scope, query.Bucket, query.Path, query.Object);
    const path = at.segments.join('/');
    const head = folder ? undefined : await this.store.exists(at);
    if (head) {
      const listed = await this.store.storage.list(fileKey(at));
      const modified = listed.find((o) => o.key === fileKey(at))?.lastModified;
      return {
        name: at.name,
        path,
        isFolder: false,
        size: head.size,
        mimeType: typeFromName(at.name),
        lastModificationTime: modified ? modified.toISOString() : null,
        url: this.downloadUrl(query.Bucket, at.segments, at.name),
      };
    }
    const below = await this.store.keysBelow(`${fileKey(at)}/`);
    if (!(await this.store.folderExists(at.root, [...at.segments, at.name]))) throw missingObject();
    return {
      name: at.name,
      path,
      isFolder: true,
      size: below.reduce((sum, o) => sum + o.size, 0),
      mimeType: null,
      lastModificationTime: null,
      url: null,
    };
  }

  async createObject(scope: StorageScope, input: CreateObjectInput): Promise<FileDto> {
    this.requireWritable(scope, input.bucket);
    const { at, folder } = await this.locate(scope, input.bucket, input.path, input.object);
    if (folder) {
      await this.store.makeFolder(at.root, [...at.segments, at.name]);
      return this.getObject(scope, { Bucket: input.bucket, Path: input.path, Object: `${at.name}/` });
    }
    if (input.file === undefined) throw badRequest('Die Datei fehlt.', 'file');
    const stored = await this.store.putBase64(at, input.file, { overwrite: input.overwrite });
    return {
      name: stored.name,
      path: stored.segments.join('/'),
      isFolder: false,
      size: stored.size,
      mimeType: stored.mimeType,
      lastModificationTime: new Date().toISOString(),
      url: this.downloadUrl(input.bucket, stored.segments, stored.name),
    };
  }

  async deleteObject(scope: StorageScope, query: ObjectQuery): Promise<void> {
    this.requireWritable(scope, query.Bucket);
    const { at } = await this.locate(scope, query.Bucket, query.Path, query.Object);
    if (!(await this.store.remove(at))) throw missingObject();
  }

  /** Deletes each named object or folder; names that do not exist are skipped. */
  async bulkDelete(scope: StorageScope, input: BulkDeleteObjectsInput): Promise<{ deleted: number }> {
    this.requireWritable(scope, input.bucket);
    let deleted = 0;
    for (const object of input.objects) {
      const { at } = await this.locate(scope, input.bucket, input.path, object);
      if (await this.store.remove(at)) deleted++;
    }
    return { deleted };
  }

  async download(
    scope: StorageScope,
    query: ObjectQuery & { Process?: string },
    range?: (size: number) => { start: number; end: number } | 'invalid' | undefined,
  ): Promise<
    | { kind: 'file'; file: OpenedFile; range?: { start: number; end: number } }
    | { kind: 'preview'; bytes: Buffer; fileName: string }
  > {
    const { at } = await this.locate(scope, query.Bucket, query.Path, query.Object);
    if (query.Process) {
      const size = processSize(query.Process);
      if (!size) throw badRequest('Unbekannte Bildverarbeitung.', 'Process');
      const bytes = await this.store.preview(at, size);
      if (!bytes) throw missingObject();
      return { kind: 'preview', bytes, fileName: `${at.name.replace(/\.[^.]*$/, '')}.webp` };
    }
    const size = await this.store.size(at);
    if (size === undefined) throw missingObject();
    const wanted = range?.(size);
    if (wanted === 'invalid') throw new RangeNotSatisfiable(size);
    const file = await this.store.open(at, wanted);
    if (!file) throw missingObject();
    return { kind: 'file', file, ...(wanted ? { range: wanted } : {}) };
  }

  async uploadChunk(scope: StorageScope, input: UploadChunkInput & { bucket: string }): Promise<ChunkResult> {
    this.requireWritable(scope, input.bucket);
    const root = await this.requireContainer(scope, input.bucket, 'bucket');
    const at: Location = { root, segments: pathSegments(input.path), name: checkedName(input.name) };
    const result = await this.store.appendChunk(root, at, input);
    if (!result.stored) return { completed: result.completed, received: result.received, file: null };
    const s = result.stored;
    return {
      completed: true,
      received: result.received,
      file: {
        name: s.name,
        path: s.segments.join('/'),
        isFolder: false,
        size: s.size,
        mimeType: s.mimeType,
        lastModificationTime: new Date().toISOString(),
        url: this.downloadUrl(input.bucket, s.segments, s.name),
      },
    };
  }
}
