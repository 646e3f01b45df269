/**
 * The pick memory of a teacher's class ("Namen ziehen", "Glücksrad"): who was already picked,
 * kept by the server per user, edition and class code until "Neue Runde". Names travel only in
 * request bodies (the lookup is a POST), never in URLs.
 *
 *   useClassPickMemory(edition, classCode, names, enabled)   the SDK's ClassPickMemory, or null
 */
import type { ChangeClassPicks, ClassPicksDto, EffectiveEdition } from '@tafino/shared';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../lib/api.ts';
import type { ClassPickMemory } from '../../widgets/sdk/react/context.tsx';

export const classPickKeys = {
  byClass: (edition: EffectiveEdition, classCode: string) => ['class-picks', edition, classCode] as const,
};

function picksPath(edition: EffectiveEdition, classCode: string, lookup = false): string {
  return `/api/class-picks/${encodeURIComponent(classCode)}${lookup ? '/lookup' : ''}?productEdition=${edition}`;
}

const NONE: readonly string[] = [];

/** Applies a change to every cached lookup of the class (all widgets of that class update at once). */
function applyLocally(
  client: QueryClient,
  edition: EffectiveEdition,
  classCode: string,
  change: ChangeClassPicks,
) {
  const add = change.add ?? [];
  const remove = new Set(change.remove ?? []);
  client.setQueriesData<ClassPicksDto>({ queryKey: classPickKeys.byClass(edition, classCode) }, (old) => {
    if (!old) return old;
    const picked = old.picked.filter((n) => !remove.has(n));
    for (const name of add) if (!picked.includes(name) && !remove.has(name)) picked.push(name);
    return { picked };
  });
}

export function useClassPickMemory(
  edition: EffectiveEdition,
  classCode: string,
  names: readonly string[],
  enabled: boolean,
): ClassPickMemory | null {
  const client = useQueryClient();
  const code = classCode.trim();
  const active = enabled && code !== '';
  const key = classPickKeys.byClass(edition, code);
  const query = useQuery({
    queryKey: [...key, names],
    queryFn: () => api.post<ClassPicksDto>(picksPath(edition, code, true), { names }),
    enabled: active && names.length > 0,
    staleTime: 10_000,
  });
  const change = useMutation({
    mutationFn: (body: ChangeClassPicks) => api.patch<void>(picksPath(edition, code), body),
    onMutate: async (body) => {
      await client.cancelQueries({ queryKey: key });
      applyLocally(client, edition, code, body);
    },
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
  const clear = useMutation({
    mutationFn: () => api.delete<void>(picksPath(edition, code)),
    onMutate: async () => {
      await client.cancelQueries({ queryKey: key });
      client.setQueriesData<ClassPicksDto>({ queryKey: key }, (old) => (old ? { picked: [] } : old));
    },
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
  const picked = query.data?.picked ?? NONE;
  const ready = names.length === 0 || query.isSuccess;
  const { mutate: mutateChange } = change;
  const { mutate: mutateClear } = clear;
  return useMemo(
    () =>
      active
        ? {
            picked,
            ready,
            add: (list: readonly string[]) => mutateChange({ add: [...list] }),
            remove: (list: readonly string[]) => mutateChange({ remove: [...list] }),
            clear: () => mutateClear(),
          }
        : null,
    [active, picked, ready, mutateChange, mutateClear],
  );
}
