/**
 * Server state of the desktops (TanStack Query) and the calls of spec section 7.
 *
 *   desktopKeys.list / desktopKeys.detail(id) / desktopKeys.widgets(id)   query keys
 *   desktopsApi.list() / create() / update() / remove()                    the raw calls
 *   useDesktops()                                                           GET by-user (oldest first)
 *   useCreateDesktop() / useUpdateDesktop() / useDeleteDesktop()            mutations that keep the list in sync
 *
 * A creation failure reloads the list and rethrows (spec section 8).
 */
import type { CreateDesktopInput, DesktopDto, UpdateDesktopInput } from '@tafino/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { DESKTOP_LIST_PATH, DESKTOPS_PATH } from '../../lib/early-requests.ts';

const BASE = DESKTOPS_PATH;

export const desktopKeys = {
  all: ['desktops'] as const,
  list: ['desktops', 'by-user'] as const,
  detail: (id: string) => ['desktops', 'detail', id] as const,
  widgets: (id: string) => ['desktops', 'detail', id, 'widgets'] as const,
};

export const desktopsApi = {
  list: async () => (await api.get<{ items: DesktopDto[] }>(DESKTOP_LIST_PATH)).items,
  create: (input: CreateDesktopInput) => api.post<DesktopDto>(BASE, input),
  update: (id: string, input: UpdateDesktopInput) =>
    api.put<DesktopDto>(`${BASE}/${encodeURIComponent(id)}`, input),
  remove: (id: string) => api.delete(`${BASE}/${encodeURIComponent(id)}`),
};

/** The signed-in user's desktops, oldest first. */
export function useDesktops(enabled = true) {
  return useQuery({ queryKey: desktopKeys.list, queryFn: desktopsApi.list, enabled });
}

export function useCreateDesktop() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: desktopsApi.create,
    onSuccess: (desktop) => {
      client.setQueryData<DesktopDto[]>(desktopKeys.list, (list) => [...(list ?? []), desktop]);
    },
    onError: () => client.invalidateQueries({ queryKey: desktopKeys.list }),
  });
}

export function useUpdateDesktop() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateDesktopInput }) => desktopsApi.update(id, input),
    onSuccess: (desktop) => {
      client.setQueryData<DesktopDto[]>(desktopKeys.list, (list) =>
        list?.map((item) => (item.id === desktop.id ? desktop : item)),
      );
      client.setQueryData(desktopKeys.detail(desktop.id), desktop);
    },
  });
}

export function useDeleteDesktop() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: desktopsApi.remove,
    onSuccess: (_result, id) => {
      client.setQueryData<DesktopDto[]>(desktopKeys.list, (list) => list?.filter((item) => item.id !== id));
      client.removeQueries({ queryKey: desktopKeys.detail(id) });
    },
    onError: () => client.invalidateQueries({ queryKey: desktopKeys.list }),
  });
}

/** The URL path of a desktop: /desktops/<name>. */
export function desktopPath(name: string): string {
  return `/desktops/${encodeURIComponent(name)}`;
}

/** The desktop a URL name points to (first match), or undefined. */
export function findDesktopByName(
  desktops: readonly DesktopDto[],
  name: string | undefined,
): DesktopDto | undefined {
  if (name === undefined) return undefined;
  return desktops.find((desktop) => desktop.name === name);
}
