/**
 * The admin page of versions (spec section 7).
 *
 *   useVersionPage(filter, platform, skip)   a page of versions with their files, searched on the server
 *   useVersionChange()                       publish, delete a version, remove a file
 *   xhrTransport(versionId)                  the chunk transport of chunked-upload.ts: XHR (upload
 *                                            progress) for a chunk, GET version/{id} for the state
 */
import type { AbpError, CreateVersionInput, PlatformType, VersionDto, VersionFileDto } from '@tafino/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api.ts';
import { getAccessToken } from '../../auth/user-manager.ts';
import type { ChunkTransport } from './chunked-upload.ts';

export const VERSIONS_PATH = '/api/platform/versions';
export const VERSION_PATH = '/api/platform/version';
export const PAGE_SIZE = 8;
export const versionKeys = { all: ['versions'] as const };

export function useVersionPage(filter: string, platform: PlatformType | '', skip: number) {
  return useQuery({
    queryKey: [...versionKeys.all, 'page', filter, platform, skip],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ SkipCount: String(skip), MaxResultCount: String(PAGE_SIZE) });
      if (filter) params.set('Filter', filter);
      if (platform) params.set('PlatformType', platform);
      return api.get<{ totalCount: number; items: VersionDto[] }>(`${VERSIONS_PATH}?${params}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}

export type VersionChange =
  | { kind: 'create'; body: CreateVersionInput }
  | { kind: 'delete'; version: VersionDto }
  | { kind: 'removeFile'; version: VersionDto; file: VersionFileDto };

function send(change: VersionChange): Promise<unknown> {
  switch (change.kind) {
    case 'create':
      return api.post<VersionDto>(VERSIONS_PATH, change.body);
    case 'delete': {
      const q = new URLSearchParams({
        Version: change.version.version,
        PlatformType: change.version.platformType,
      });
      return api.delete(`${VERSIONS_PATH}?${q}`);
    }
    case 'removeFile': {
      const q = new URLSearchParams({
        VersionId: change.version.id,
        FileName: change.file.name,
        FilePath: change.file.path,
      });
      return api.delete(`${VERSION_PATH}/file/remove?${q}`);
    }
  }
}

export function useVersionChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => client.invalidateQueries({ queryKey: versionKeys.all }),
  });
}

export function downloadUrl(version: VersionDto, file: VersionFileDto): string {
  const q = new URLSearchParams({ VersionId: version.id, FileName: file.name, FilePath: file.path });
  return `${VERSION_PATH}/file/download?${q}`;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function abpOf(value: unknown): AbpError | undefined {
  const error = (value as { error?: { message?: unknown } } | null)?.error;
  return typeof error === 'object' && error !== null && typeof error.message === 'string'
    ? (value as AbpError)
    : undefined;
}

/** Chunks over XHR (fetch reports no upload progress); the state from GET version/{id}. */
export function xhrTransport(versionId: string): ChunkTransport {
  return {
    async send(query, chunk, onSent, signal) {
      const token = await getAccessToken();
      const params = new URLSearchParams({
        VersionId: versionId,
        FileName: query.FileName,
        FilePath: query.FilePath,
        CurrentByte: String(query.CurrentByte),
        TotalByte: String(query.TotalByte),
        SHA256: query.SHA256,
      });
      const url = `${VERSION_PATH}/file/append?${params}`;
      return new Promise<VersionFileDto>((resolve, reject) => {
        const xhr = new XMLHttpRequest();
        xhr.open('POST', url);
        xhr.setRequestHeader('Content-Type', 'application/octet-stream');
        xhr.setRequestHeader('Accept', 'application/json');
        if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
        xhr.upload.onprogress = (event) => onSent(event.loaded);
        xhr.onload = () => {
          const data = parse(xhr.responseText);
          if (xhr.status >= 200 && xhr.status < 300 && data && typeof data === 'object') {
            resolve(data as VersionFileDto);
          } else reject(new ApiError(xhr.status, abpOf(data), url));
        };
        xhr.onerror = () => reject(new ApiError(0, undefined, url));
        xhr.onabort = () => reject(new DOMException('Upload abgebrochen', 'AbortError'));
        signal?.addEventListener('abort', () => xhr.abort(), { once: true });
        xhr.send(chunk);
      });
    },
    async state(fileName, filePath) {
      const version = await api.get<VersionDto>(`${VERSION_PATH}/${versionId}`, { progress: false });
      return version.files.find((f) => f.name === fileName && f.path === filePath);
    },
  };
}
