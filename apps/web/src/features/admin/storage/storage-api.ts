/**
 * The file spaces (/api/files/{private|public|static}) and the storage management
 * (/api/oss-management) on the client, for the admin pages "Dateien" and "Speicher".
 *
 *   listSpace(space, query)            a page of a folder of a file space (search on the server)
 *   removeFromSpace(space, item)       deletes a file or folder
 *   listContainers / createContainer / deleteContainer
 *   listObjects / createFolder / removeObjects
 *   uploadInChunks(target, file, opts) a file in chunks with progress (XHR), resumable on the server
 *   downloadFile(url, name)            fetches with the token and saves the file
 */
import type {
  AbpError,
  ChunkResult,
  ContainerDto,
  ContainersResult,
  FileDto,
  ObjectsResult,
  PagedFiles,
  ShareDto,
} from '@tafino/shared';
import { ApiError, api } from '../../../lib/api.ts';
import { readAsDataUrl } from '../../assets/upload.ts';
import { getAccessToken } from '../../auth/user-manager.ts';
import { progress } from '../../progress/progress.ts';

export type Space = 'public' | 'static' | 'private';

/** Where a browser lists and uploads: a file space (a bucket for static) or a container. */
export type Target = { kind: 'space'; space: Space; bucket?: string } | { kind: 'container'; name: string };

export interface PageQuery {
  path: string;
  filter: string;
  skip: number;
  take: number;
}

const query = (params: Record<string, string | number | undefined>) => {
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') q.set(key, String(value));
  return q.toString();
};

/** A page of a folder of a target (folders first). */
export async function listTarget(target: Target, page: PageQuery): Promise<PagedFiles> {
  if (target.kind === 'space') {
    return api.get<PagedFiles>(
      `/api/files/${target.space}/search?${query({
        Bucket: target.bucket,
        Path: page.path,
        Filter: page.filter,
        SkipCount: page.skip,
        MaxResultCount: page.take,
      })}`,
    );
  }
  const result = await api.get<ObjectsResult>(
    `/api/oss-management/containes/objects?${query({
      Bucket: target.name,
      Prefix: page.path,
      Filter: page.filter,
      SkipCount: page.skip,
      MaxResultCount: page.take,
    })}`,
  );
  return { totalCount: result.totalCount, items: result.items };
}

/** Deletes a file or a folder (with everything in it) of a target. */
export async function removeFromTarget(target: Target, item: FileDto): Promise<void> {
  if (target.kind === 'space') {
    await api.delete<void>(
      `/api/files/${target.space}?${query({ Bucket: target.bucket, Path: item.path, Name: item.name })}`,
    );
    return;
  }
  await api.delete<void>(
    `/api/oss-management/objects?${query({
      Bucket: target.name,
      Path: item.path,
      Object: item.isFolder ? `${item.name}/` : item.name,
    })}`,
  );
}

export async function createFolder(container: string, path: string, name: string): Promise<FileDto> {
  return api.post<FileDto>('/api/oss-management/objects', { bucket: container, path, object: `${name}/` });
}

export async function listContainers(page: {
  prefix: string;
  skip: number;
  take: number;
}): Promise<ContainersResult> {
  return api.get<ContainersResult>(
    `/api/oss-management/containes?${query({ Prefix: page.prefix, SkipCount: page.skip, MaxResultCount: page.take })}`,
  );
}

export async function createContainer(name: string): Promise<ContainerDto> {
  return api.post<ContainerDto>(`/api/oss-management/containes/${encodeURIComponent(name)}`);
}

export async function deleteContainer(name: string): Promise<void> {
  await api.delete<void>(`/api/oss-management/containes/${encodeURIComponent(name)}`);
}

/** Binary bytes per chunk (about 5.3 MB as base64 JSON, under the server's 10 MB chunk limit). */
export const CHUNK_BYTES = 4 * 1024 * 1024;

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const abpOf = (value: unknown): AbpError | undefined =>
  typeof (value as AbpError | null)?.error?.message === 'string' ? (value as AbpError) : undefined;

/** Sends one JSON body by XHR (fetch has no upload progress). */
function postWithProgress<T>(
  path: string,
  body: string,
  token: string | undefined,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('Content-Type', 'application/json');
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const data = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(data as T);
      else reject(new ApiError(xhr.status, abpOf(data), path));
    };
    xhr.onerror = () => reject(new ApiError(0, undefined, path));
    xhr.onabort = () => reject(new DOMException('Upload abgebrochen', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

const newIdentifier = () =>
  `u-${Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('')}`;

/**
 * Uploads a file in chunks of CHUNK_BYTES to `{target}/upload`; progress runs over all bytes. A
 * chunk that fails for the network is sent once more (the server keeps the chunks it has, so a
 * chunk sent again only replaces itself).
 */
export async function uploadInChunks(
  target: Target,
  file: File,
  options: { path: string; onProgress: (fraction: number) => void; signal?: AbortSignal },
): Promise<FileDto> {
  const url =
    target.kind === 'container' ? '/api/oss-management/objects/upload' : `/api/files/${target.space}/upload`;
  const bucket = target.kind === 'container' ? target.name : target.bucket;
  const identifier = newIdentifier();
  const totalChunks = Math.max(1, Math.ceil(file.size / CHUNK_BYTES));
  progress.start();
  let failed = true;
  try {
    let result: ChunkResult | undefined;
    for (let n = 1; n <= totalChunks; n++) {
      const part = file.slice((n - 1) * CHUNK_BYTES, n * CHUNK_BYTES);
      const data = await readAsDataUrl(new File([part], file.name, { type: 'application/octet-stream' }));
      const body = JSON.stringify({
        ...(bucket ? { bucket } : {}),
        path: options.path,
        name: file.name,
        identifier,
        chunkNumber: n,
        totalChunks,
        totalSize: file.size,
        file: data,
      });
      const send = async () =>
        postWithProgress<ChunkResult>(
          url,
          body,
          await getAccessToken(),
          (fraction) =>
            options.onProgress(((n - 1) * CHUNK_BYTES + fraction * part.size) / Math.max(1, file.size)),
          options.signal,
        );
      try {
        result = await send();
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== 0) throw error;
        result = await send();
      }
    }
    if (!result?.file) throw new ApiError(500, undefined, url);
    options.onProgress(1);
    failed = false;
    return result.file;
  } finally {
    progress.finish(failed);
  }
}

/** Fetches a file with the token (private and admin files need it) and saves it under its name. */
export async function downloadFile(url: string, name: string): Promise<void> {
  const token = await getAccessToken();
  const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const body = abpOf(parse(await response.text()));
    throw new ApiError(response.status, body, url);
  }
  const blob = await response.blob();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

/** A link to an own private file that anyone holding it may open for 7 days. */
export async function shareFile(item: FileDto): Promise<ShareDto> {
  return api.post<ShareDto>('/api/files/private/share', { path: item.path, name: item.name });
}
