// The tenant's data dictionary as widgets read it (spec section 7, /api/platform/datas): per concept
// key the school's label and value (a subject's colour), and per list its entries in order. Widgets
// get it through the SDK (`useDataDictionary`) and fall back to their shipped catalogue when it is
// null (not loaded yet, failed, or the read-only embed). Desktops keep storing the keys.
import type { DataDto, EffectiveEdition } from '@tafino/shared';

/** One entry of a list as a widget reads it. */
export interface DictionaryEntry {
  /** The concept key (`subject.math`). */
  readonly key: string;
  readonly label: string;
  /** A subject's colour token, a duty's number of names, '' otherwise. */
  readonly value: string;
  /** Only in this edition; null for both. */
  readonly edition: EffectiveEdition | null;
}

export interface DataDictionaryView {
  /** The entries of each list by the list's name (`subjects`, `methods`, `event-symbols`, ...). */
  readonly lists: ReadonlyMap<string, readonly DictionaryEntry[]>;
  /** The school's label of every key of every list. */
  readonly labels: ReadonlyMap<string, string>;
  /** The value of every key with one (a subject's colour). */
  readonly values: ReadonlyMap<string, string>;
}

/** The view of the lists the server answered (GET /api/platform/datas/all). */
export function dictionaryView(lists: readonly DataDto[]): DataDictionaryView {
  const byName = new Map<string, DictionaryEntry[]>();
  const labels = new Map<string, string>();
  const values = new Map<string, string>();
  for (const list of lists) {
    byName.set(
      list.name,
      list.items.map((item) => ({
        key: item.name,
        label: item.displayName,
        value: item.value,
        edition: item.edition,
      })),
    );
    for (const item of list.items) {
      if (!labels.has(item.name)) labels.set(item.name, item.displayName);
      if (item.value && !values.has(item.name)) values.set(item.name, item.value);
    }
  }
  return { lists: byName, labels, values };
}

/**
 * The keys of a list offered in an edition: the dictionary's entries when it is loaded, else the
 * shipped keys.
 */
export function dictionaryKeys(
  dictionary: DataDictionaryView | null,
  list: string,
  edition: EffectiveEdition,
  shipped: readonly string[],
): readonly string[] {
  const entries = dictionary?.lists.get(list);
  if (!entries) return shipped;
  return entries.filter((e) => e.edition === null || e.edition === edition).map((e) => e.key);
}
