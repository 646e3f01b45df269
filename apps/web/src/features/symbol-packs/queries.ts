/**
 * Licensed symbol packs (catalogue 1.6) on the client.
 *
 *   useActiveSymbolPack(enabled)   the tenant's active pack for the signed-in board, or null
 *   prefetchActiveSymbolPack(c)    asks for it ahead of the views (the board, once its widget list is in)
 *   useSymbolPacks()               the admin list (GET /api/symbol-packs)
 *   installSymbolPack(file, opts)  uploads a zip with progress (XHR); throws ApiError (German message)
 *   useSymbolPackAction()          activate, deactivate, remove
 *
 * The active pack's files come from signed, expiring URLs (valid 24-25 h); the query refreshes
 * every hour, so a board left open all day keeps working. Share codes, /iframe and clones never
 * ask: they render with the default pack.
 */
import {
  type AbpError,
  type ActiveSymbolPackDto,
  SYMBOL_PACK_LIMITS,
  type SymbolPackDto,
} from '@tafino/shared';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../lib/api.ts';
import { getAccessToken } from '../auth/user-manager.ts';
import { progress } from '../progress/progress.ts';

export const SYMBOL_PACKS_PATH = '/api/symbol-packs';
export const symbolPackKeys = {
  all: ['symbol-packs'] as const,
  list: ['symbol-packs', 'list'] as const,
  active: ['symbol-packs', 'active'] as const,
};

const HOUR_MS = 60 * 60 * 1000;

export type ActivePack = NonNullable<ActiveSymbolPackDto['pack']>;

const activePackQuery = {
  queryKey: symbolPackKeys.active,
  queryFn: async () =>
    (await api.get<ActiveSymbolPackDto>(`${SYMBOL_PACKS_PATH}/active`, { progress: false })).pack,
  staleTime: HOUR_MS / 2,
  retry: 1,
};

/** The tenant's active licensed pack (null: none, or not asked because `enabled` is false). */
export function useActiveSymbolPack(enabled = true): ActivePack | null {
  const query = useQuery({ ...activePackQuery, enabled, refetchInterval: HOUR_MS });
  return enabled ? (query.data ?? null) : null;
}

/** Asks for the active pack ahead of the card views that show it (a no-op while it is fresh). */
export function prefetchActiveSymbolPack(client: QueryClient): void {
  void client.prefetchQuery(activePackQuery);
}

export function useSymbolPacks() {
  return useQuery({
    queryKey: symbolPackKeys.list,
    queryFn: async () => (await api.get<{ items: SymbolPackDto[] }>(SYMBOL_PACKS_PATH)).items,
  });
}

export type PackAction = 'activate' | 'deactivate' | 'remove';

export function useSymbolPackAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action }: { id: string; action: PackAction }): Promise<void> => {
      if (action === 'remove') await api.delete<void>(`${SYMBOL_PACKS_PATH}/${id}`);
      else await api.post<SymbolPackDto>(`${SYMBOL_PACKS_PATH}/${id}/${action}`);
    },
    onSettled: () => client.invalidateQueries({ queryKey: symbolPackKeys.all }),
  });
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

export interface InstallOptions {
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** The message for a zip over the size limit (checked before sending). */
  tooLargeMessage: string;
}

/** Uploads a pack's zip (base64 in JSON, as the API asks) with upload progress. */
export async function installSymbolPack(file: File, options: InstallOptions): Promise<SymbolPackDto> {
  if (file.size > SYMBOL_PACK_LIMITS.zipBytes) {
    throw new ApiError(413, undefined, SYMBOL_PACKS_PATH, options.tooLargeMessage);
  }
  // The upload helpers load with an install (an admin page), not with the board that reads the active pack.
  const { readAsDataUrl } = await import('../assets/upload.ts');
  const body = JSON.stringify({ file: await readAsDataUrl(file), fileName: file.name });
  const token = await getAccessToken();
  progress.start();
  let failed = true;
  try {
    const pack = await new Promise<SymbolPackDto>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', SYMBOL_PACKS_PATH);
      xhr.setRequestHeader('Content-Type', 'application/json');
      xhr.setRequestHeader('Accept', 'application/json');
      if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
      };
      xhr.onload = () => {
        const data = parse(xhr.responseText);
        if (xhr.status >= 200 && xhr.status < 300 && data && typeof data === 'object') {
          options.onProgress?.(1);
          resolve(data as SymbolPackDto);
        } else reject(new ApiError(xhr.status, abpOf(data), SYMBOL_PACKS_PATH));
      };
      xhr.onerror = () => reject(new ApiError(0, undefined, SYMBOL_PACKS_PATH));
      xhr.onabort = () => reject(new DOMException('Upload abgebrochen', 'AbortError'));
      options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(body);
    });
    failed = false;
    return pack;
  } finally {
    progress.finish(failed);
  }
}
