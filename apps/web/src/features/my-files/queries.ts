/**
 * "Meine Dateien": the teacher's uploads, where each is used, and the changes the screen offers.
 *
 *   useMyFiles()              every own upload (GET /api/files/userAssets)
 *   useFileUsage()            widgets, desktops and colleagues' clones per file, used share of the limit
 *   usePatchFile()            new name and tags (PUT userAssetPatch; slug and links stay)
 *   useReplaceFile()          new bytes, same id and links (PUT userAsset)
 *   useDeleteFile()           deletes the file (widgets and clones linking it show a placeholder)
 *   myFilesKeys               query keys (refreshed after every change and upload)
 */
import type { AssetDto, AssetUsageDto } from '@tafino/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { readAsDataUrl } from '../assets/upload.ts';
import { classListKeys } from '../class-list/queries.ts';

export const myFilesKeys = {
  all: ['my-files'] as const,
  list: ['my-files', 'list'] as const,
  usage: ['my-files', 'usage'] as const,
};

/** The list route pages by at most 1000; a teacher's uploads fit in a few pages. */
const PAGE = 1000;

export async function fetchMyFiles(): Promise<AssetDto[]> {
  const items: AssetDto[] = [];
  for (let skip = 0; ; skip += PAGE) {
    const page = await api.get<{ totalCount: number; items: AssetDto[] }>(
      `/api/files/userAssets?SkipCount=${skip}&MaxResultCount=${PAGE}`,
    );
    items.push(...page.items);
    if (page.items.length < PAGE || items.length >= page.totalCount) return items;
  }
}

export function useMyFiles() {
  return useQuery({ queryKey: myFilesKeys.list, queryFn: fetchMyFiles });
}

export function useFileUsage() {
  return useQuery({
    queryKey: myFilesKeys.usage,
    queryFn: () => api.get<AssetUsageDto>('/api/files/userAssets/usage'),
  });
}

/** Refreshes the list, the usage and the class lists (a class list is one of the files). */
export function useRefreshMyFiles() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: myFilesKeys.all }),
      client.invalidateQueries({ queryKey: classListKeys.all }),
    ]);
}

export function usePatchFile() {
  const refresh = useRefreshMyFiles();
  return useMutation({
    mutationFn: ({ id, fileName, tags }: { id: string; fileName?: string; tags: string[] }) =>
      api.put<AssetDto>(`/api/files/${id}/userAssetPatch`, fileName ? { tags, fileName } : { tags }),
    onSuccess: () => refresh(),
  });
}

export function useReplaceFile() {
  const refresh = useRefreshMyFiles();
  return useMutation({
    mutationFn: async ({ id, file, fileName }: { id: string; file: File; fileName: string }) =>
      api.put<AssetDto>(`/api/files/${id}/userAsset`, { file: await readAsDataUrl(file), fileName }),
    onSuccess: () => refresh(),
  });
}

export function useDeleteFile() {
  const refresh = useRefreshMyFiles();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/files/${id}/userAsset`),
    onSuccess: () => refresh(),
  });
}
