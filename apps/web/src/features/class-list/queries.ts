/**
 * The class list of a desktop's class (spec: pupil-names asset '{edition}-Pupil-Names-{classCode}.txt',
 * kept in the teacher's own uploads), read and written through the server's pupil-names routes.
 *
 *   useClassList(edition, classCode)      { names, text, linked } ; a class without a list: linked false, no names
 *   useSaveClassList(edition, classCode)  mutation text -> the stored list (cache updated)
 */
import { type AssetDto, type EffectiveEdition, pupilNamesAssetSlug } from '@tafino/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../lib/api.ts';

export interface ClassList {
  names: string[];
  text: string;
  /** False when no list is stored for the class yet ('Keine Klassenliste verknüpft'): a normal state. */
  linked: boolean;
}

const NO_LIST: ClassList = { names: [], text: '', linked: false };

export const classListKeys = {
  all: ['class-list'] as const,
  byClass: (edition: EffectiveEdition, classCode: string) => ['class-list', edition, classCode] as const,
};

function classListPath(edition: EffectiveEdition, classCode: string): string {
  return `/api/files/pupil-names/${encodeURIComponent(classCode)}?productEdition=${edition}`;
}

/** True when the teacher's uploads hold the class's list (asked first: the list route answers 404 without one). */
async function classListStored(edition: EffectiveEdition, classCode: string): Promise<boolean> {
  const slug = pupilNamesAssetSlug(edition, classCode);
  const params = new URLSearchParams({ Filter: slug, MaxResultCount: '50' });
  const page = await api.get<{ items: AssetDto[] }>(`/api/files/userAssets?${params}`);
  return page.items.some((asset) => asset.slug === slug);
}

/**
 * The class's list. A class without one is a normal state (linked: false, no names), found out
 * without a failing request; a list removed in between (404) counts the same.
 */
export async function fetchClassList(edition: EffectiveEdition, classCode: string): Promise<ClassList> {
  if (!(await classListStored(edition, classCode))) return NO_LIST;
  try {
    const { names, text } = await api.get<ClassList>(classListPath(edition, classCode));
    return { names, text, linked: true };
  } catch (error) {
    if (isApiError(error, 404)) return NO_LIST;
    throw error;
  }
}

/** The class list of a class code (disabled, and empty, for a desktop without one). */
export function useClassList(edition: EffectiveEdition, classCode: string | null | undefined) {
  const code = classCode?.trim() ?? '';
  return useQuery({
    queryKey: classListKeys.byClass(edition, code),
    queryFn: () => fetchClassList(edition, code),
    enabled: code !== '',
    staleTime: 60_000,
  });
}

export function useSaveClassList(edition: EffectiveEdition, classCode: string) {
  const client = useQueryClient();
  const code = classCode.trim();
  return useMutation({
    mutationFn: async (text: string): Promise<ClassList> => {
      const stored = await api.put<ClassList>(classListPath(edition, code), { text });
      return { names: stored.names, text: stored.text, linked: true };
    },
    onSuccess: (list) => client.setQueryData(classListKeys.byClass(edition, code), list),
  });
}
