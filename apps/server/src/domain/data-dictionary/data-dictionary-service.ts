import {
  type CreateDataInput,
  type CreateDataItemInput,
  DATA_LIMITS,
  type DataDto,
  type DataValueType,
  dataValueProblem,
  type ListDatasQuery,
  mergeDataItems,
  SHIPPED_DATA_LISTS,
  type ShippedDataList,
  shippedDataList,
  type UpdateDataInput,
  type UpdateDataItemInput,
} from '@tafino/shared';
import { conflict, HttpError, notFound } from '../../lib/errors.ts';
import {
  type DataDictionaryRepository,
  isDuplicateDataName,
  type StoredDataList,
} from '../../plugins/app/data-dictionary.ts';
import type { TenantScope, Transactions } from '../../plugins/app/scope.ts';

/** Most lists of its own a tenant may keep (the shipped ones not counted). */
export const MAX_OWN_DATA_LISTS = 100;

const missingList = () => notFound('Die Liste');
const missingItem = () => notFound('Der Eintrag');
const takenName = () => conflict('Eine Liste mit diesem Namen gibt es schon.');
const takenItem = () => conflict('Einen Eintrag mit diesem Schlüssel gibt es in dieser Liste schon.');
const invalid = (message: string, member: string) =>
  new HttpError(400, 'ValidationError', message, undefined, [{ message, members: [member] }]);

const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);

/** A list as the tenant reads it: shipped and/or stored. */
interface ListView {
  shipped: ShippedDataList | undefined;
  stored: StoredDataList | undefined;
}

/** The JSON of a list: the tenant's entries over the shipped ones. */
export function presentData({ shipped, stored }: ListView): DataDto {
  const row = stored?.row;
  const items = mergeDataItems(shipped?.items ?? [], stored?.items ?? []);
  const name = shipped?.name ?? row?.name ?? '';
  const displayName = row?.displayName ?? shipped?.displayName ?? '';
  const description = row?.description ?? shipped?.description ?? '';
  return {
    id: shipped?.id ?? row?.id ?? '',
    name,
    displayName,
    description,
    valueType: (shipped?.valueType ?? row?.valueType ?? 'none') as DataValueType,
    isStatic: Boolean(shipped),
    isChanged: shipped
      ? Boolean(stored) &&
        (displayName !== shipped.displayName ||
          description !== shipped.description ||
          (stored?.items.length ?? 0) > 0)
      : true,
    items: items.map((item) => ({
      name: item.name,
      displayName: item.displayName,
      value: item.value,
      description: item.description,
      edition: item.edition,
      isStatic: item.shipped !== null,
      isChanged: item.changed,
      defaultDisplayName: item.shipped?.displayName ?? null,
      defaultValue: item.shipped?.value ?? null,
    })),
    creationTime: iso(row?.createdAt),
    lastModificationTime: iso(row?.updatedAt),
  };
}

const fold = (text: string) => text.toLocaleLowerCase('de-DE');

/**
 * The data dictionary's use cases (spec section 7): every read merges the tenant's rows over the
 * shipped lists; the first change of a shipped list stores the tenant's copy under the shipped id.
 */
export class DataDictionaryService {
  constructor(
    private readonly repository: DataDictionaryRepository,
    private readonly transactions: Transactions,
  ) {}

  /** Every list of the tenant: the shipped ones in their order, then its own by name. */
  async all(scope: TenantScope): Promise<DataDto[]> {
    const stored = await this.repository.all(scope);
    const byId = new Map(stored.map((s) => [s.row.id, s]));
    const own = stored
      .filter((s) => !shippedDataList(s.row.id))
      .sort((a, b) => a.row.name.localeCompare(b.row.name));
    return [
      ...SHIPPED_DATA_LISTS.map((shipped) => presentData({ shipped, stored: byId.get(shipped.id) })),
      ...own.map((s) => presentData({ shipped: undefined, stored: s })),
    ];
  }

  /** A page of lists: `Filter` over the lists' and their entries' names, `Sorting`, paging. */
  async page(scope: TenantScope, query: ListDatasQuery): Promise<{ totalCount: number; items: DataDto[] }> {
    let lists = await this.all(scope);
    const filter = query.Filter?.trim();
    if (filter) {
      const needle = fold(filter);
      lists = lists.filter((list) =>
        [
          list.name,
          list.displayName,
          list.description,
          ...list.items.flatMap((i) => [i.name, i.displayName]),
        ].some((text) => fold(text).includes(needle)),
      );
    }
    if (query.Sorting) {
      const [field, dir] = query.Sorting.split(/\s+/) as [string, string | undefined];
      const key = field.toLowerCase();
      const sign = dir?.toLowerCase() === 'desc' ? -1 : 1;
      const sortKey = (list: DataDto) =>
        key === 'displayname'
          ? list.displayName
          : key === 'creationtime'
            ? (list.creationTime ?? '')
            : list.name;
      lists = [...lists].sort((a, b) => sign * sortKey(a).localeCompare(sortKey(b), 'de'));
    }
    return {
      totalCount: lists.length,
      items: lists.slice(query.SkipCount, query.SkipCount + query.MaxResultCount),
    };
  }

  async get(scope: TenantScope, id: string): Promise<DataDto> {
    return presentData(await this.view(scope, id));
  }

  async byName(scope: TenantScope, name: string): Promise<DataDto> {
    const found = (await this.all(scope)).find((list) => list.name === name.toLowerCase());
    if (!found) throw missingList();
    return found;
  }

  async create(scope: TenantScope, input: CreateDataInput): Promise<DataDto> {
    if (SHIPPED_DATA_LISTS.some((list) => list.name === input.name)) throw takenName();
    return this.transactions.run(async (trx) => {
      if ((await this.repository.count(scope, trx)) >= MAX_OWN_DATA_LISTS + SHIPPED_DATA_LISTS.length) {
        throw conflict(`Eine Schule kann höchstens ${MAX_OWN_DATA_LISTS} eigene Listen anlegen.`);
      }
      try {
        const row = await this.repository.insert(scope, input, trx);
        return presentData({ shipped: undefined, stored: { row, items: [] } });
      } catch (error) {
        if (isDuplicateDataName(error)) throw takenName();
        throw error;
      }
    });
  }

  async update(scope: TenantScope, id: string, input: UpdateDataInput): Promise<DataDto> {
    await this.transactions.run(async (trx) => {
      const { shipped } = await this.view(scope, id, trx);
      if (shipped) await this.repository.ensure(scope, copyOf(shipped), trx);
      await this.repository.update(scope, id, input, trx);
    });
    return this.get(scope, id);
  }

  /** Deletes a list of the tenant's own; for a shipped list, drops the tenant's changes (reset). */
  async remove(scope: TenantScope, id: string): Promise<void> {
    const removed = await this.repository.remove(scope, id);
    if (!removed && !shippedDataList(id)) throw missingList();
  }

  async addItem(scope: TenantScope, id: string, input: CreateDataItemInput): Promise<DataDto> {
    await this.transactions.run(async (trx) => {
      const view = await this.view(scope, id, trx);
      const list = presentData(view);
      if (list.items.some((item) => item.name === input.name)) throw takenItem();
      if ((view.stored?.items.length ?? 0) >= DATA_LIMITS.itemsPerList + (view.shipped?.items.length ?? 0)) {
        throw invalid(`Eine Liste hat höchstens ${DATA_LIMITS.itemsPerList} eigene Einträge.`, 'name');
      }
      checkValue(list.valueType, input.value);
      if (view.shipped) await this.repository.ensure(scope, copyOf(view.shipped), trx);
      await this.repository.putItem(scope, id, input, trx);
      await this.repository.touch(scope, id, trx);
    });
    return this.get(scope, id);
  }

  async updateItem(
    scope: TenantScope,
    id: string,
    name: string,
    input: UpdateDataItemInput,
  ): Promise<DataDto> {
    await this.transactions.run(async (trx) => {
      const view = await this.view(scope, id, trx);
      const list = presentData(view);
      if (!list.items.some((item) => item.name === name)) throw missingItem();
      checkValue(list.valueType, input.value);
      const base = view.shipped?.items.find((item) => item.name === name);
      const asShipped =
        base &&
        base.displayName === input.displayName &&
        base.value === input.value &&
        base.edition === input.edition &&
        input.description === '';
      if (asShipped) {
        // The shipped entry again: no entry of the tenant's own is needed.
        await this.repository.removeItem(scope, id, name, trx);
      } else {
        if (view.shipped) await this.repository.ensure(scope, copyOf(view.shipped), trx);
        await this.repository.putItem(scope, id, { name, ...input }, trx);
      }
      await this.repository.touch(scope, id, trx);
    });
    return this.get(scope, id);
  }

  /** Takes an entry out: the tenant's own is deleted, a shipped one is kept as removed (POST puts it back). */
  async removeItem(scope: TenantScope, id: string, name: string): Promise<void> {
    await this.transactions.run(async (trx) => {
      const view = await this.view(scope, id, trx);
      const item = presentData(view).items.find((entry) => entry.name === name);
      if (!item) throw missingItem();
      if (item.isStatic && view.shipped) {
        await this.repository.ensure(scope, copyOf(view.shipped), trx);
        await this.repository.putItem(scope, id, { ...item, removed: true }, trx);
      } else {
        await this.repository.removeItem(scope, id, name, trx);
      }
      await this.repository.touch(scope, id, trx);
    });
  }

  private async view(
    scope: TenantScope,
    id: string,
    trx?: Parameters<DataDictionaryRepository['find']>[2],
  ): Promise<ListView> {
    const shipped = shippedDataList(id);
    const stored = await this.repository.find(scope, id, trx);
    if (!shipped && !stored) throw missingList();
    return { shipped, stored };
  }
}

const copyOf = (list: ShippedDataList) => ({
  id: list.id,
  name: list.name,
  displayName: list.displayName,
  description: list.description,
  valueType: list.valueType,
});

function checkValue(valueType: DataValueType, value: string): void {
  const problem = dataValueProblem(valueType, value);
  if (problem) throw invalid(problem, 'value');
}
