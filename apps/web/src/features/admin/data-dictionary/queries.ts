/**
 * The admin page of the data dictionary (spec section 7, /api/platform/datas).
 *
 *   useDataPage(filter, skip, max)   a page of lists with their entries, searched on the server
 *   useDictionaryChange()            every write; afterwards the page and the widgets' lists reload
 */
import type { CreateDataInput, CreateDataItemInput, DataDto, UpdateDataItemInput } from '@tafino/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { DATAS_PATH, dataDictionaryKeys } from '../../data-dictionary/queries.ts';

export const PAGE_SIZE = 5;

export function useDataPage(filter: string, skip: number) {
  return useQuery({
    queryKey: [...dataDictionaryKeys.all, 'page', filter, skip],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ SkipCount: String(skip), MaxResultCount: String(PAGE_SIZE) });
      if (filter) params.set('Filter', filter);
      return api.get<{ totalCount: number; items: DataDto[] }>(`${DATAS_PATH}?${params}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}

export type DictionaryChange =
  | { kind: 'createList'; body: CreateDataInput }
  | { kind: 'removeList'; id: string }
  | { kind: 'addItem'; id: string; body: CreateDataItemInput }
  | { kind: 'updateItem'; id: string; name: string; body: UpdateDataItemInput }
  | { kind: 'removeItem'; id: string; name: string };

function send(change: DictionaryChange): Promise<unknown> {
  switch (change.kind) {
    case 'createList':
      return api.post<DataDto>(DATAS_PATH, change.body);
    case 'removeList':
      return api.delete(`${DATAS_PATH}/${change.id}`);
    case 'addItem':
      return api.post<DataDto>(`${DATAS_PATH}/${change.id}/items`, change.body);
    case 'updateItem':
      return api.put<DataDto>(
        `${DATAS_PATH}/${change.id}/items/${encodeURIComponent(change.name)}`,
        change.body,
      );
    case 'removeItem':
      return api.delete(`${DATAS_PATH}/${change.id}/items/${encodeURIComponent(change.name)}`);
  }
}

export function useDictionaryChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => client.invalidateQueries({ queryKey: dataDictionaryKeys.all }),
  });
}

/** A key for a new entry: the list's key prefix (`subject`) and the name folded to a slug. */
export function newItemKey(list: DataDto, displayName: string): string {
  const prefix = list.items[0]?.name.split('.')[0] ?? list.name.replace(/[^a-z0-9]/g, '');
  const slug =
    displayName
      .toLocaleLowerCase('de-DE')
      .replace(/ä/g, 'ae')
      .replace(/ö/g, 'oe')
      .replace(/ü/g, 'ue')
      .replace(/ß/g, 'ss')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'eintrag';
  const taken = new Set(list.items.map((item) => item.name));
  let key = `${prefix}.${slug}`;
  for (let n = 2; taken.has(key); n++) key = `${prefix}.${slug}-${n}`;
  return key;
}
