/**
 * The class list of a desktop's class (spec: pupil-names asset '{edition}-Pupil-Names-{classCode}.txt',
 * kept in the teacher's own uploads), read and written through the server's pupil-names routes.
 *
 *   useClassList(edition, classCode)      { names, text } ; a class without a list gives no names
 *   useSaveClassList(edition, classCode)  mutation text -> the stored list (cache updated)
 */
import type { EffectiveEdition } from '@tafino/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../lib/api.ts';

export interface ClassList {
  names: string[];
  text: string;
}

export const classListKeys = {
  all: ['class-list'] as const,
  byClass: (edition: EffectiveEdition, classCode: string) => ['class-list', edition, classCode] as const,
};

function classListPath(edition: EffectiveEdition, classCode: string): string {
  return `/api/files/pupil-names/${encodeURIComponent(classCode)}?productEdition=${edition}`;
}

/** The class's list; none stored yet (404) is an empty list, as the spec's fetch failure rule says. */
export async function fetchClassList(edition: EffectiveEdition, classCode: string): Promise<ClassList> {
  try {
    const { names, text } = await api.get<ClassList>(classListPath(edition, classCode));
    return { names, text };
  } catch (error) {
    if (isApiError(error, 404)) return { names: [], text: '' };
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
      return { names: stored.names, text: stored.text };
    },
    onSuccess: (list) => client.setQueryData(classListKeys.byClass(edition, code), list),
  });
}
