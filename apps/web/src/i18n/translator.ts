/**
 * The translator behind `t()`: one language, one catalogue of nested objects whose leaves are strings.
 *
 *   t('shell.topBar.logo')                        the string at that path; a missing key (or a path that
 *                                                 ends at an object) gives `defaultValue` or else the key
 *   t('board.save.count', { count: 2 })           plurals: `<key>_zero` (count 0 only), then
 *                                                 `<key>_<Intl.PluralRules category>` (de: _one/_other),
 *                                                 then the bare key
 *   t('common.hello', { name: 'Ada' })            `{{name}}` is replaced by the option's value (no
 *                                                 escaping; null/undefined give '', other values String());
 *                                                 a placeholder without an option of that name stays as is
 *
 * These are the rules i18next applied with the app's former configuration (escapeValue false,
 * keySeparator '.', plural suffixes from Intl.PluralRules); i18n.catalogue.test.ts compares every key
 * of the catalogue against i18next. Not supported (the catalogue uses none): namespaces ('ns:key'),
 * nesting ('$t(…)'), formatting ('{{value, number}}'), context, ordinals, arrays and objects as results.
 */

export interface Catalogue {
  [key: string]: string | Catalogue;
}

/** Options of t(): `count` picks the plural form, `defaultValue` stands in for a missing key, the rest fill `{{…}}`. */
export interface TOptions {
  count?: number;
  defaultValue?: string;
  [variable: string]: unknown;
}

export type TFunction = (key: string, options?: TOptions) => string;

export interface Translator {
  readonly language: string;
  readonly t: TFunction;
  /** Deep-merges `data` into the catalogue (its strings win) and tells the subscribers. */
  addResources(data: Catalogue): void;
  /** Calls `listener` after every addResources; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Counts the addResources calls (a snapshot for useSyncExternalStore). */
  revision(): number;
}

const PLACEHOLDER = /\{\{(.+?)\}\}/g;

function isCatalogue(value: unknown): value is Catalogue {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Merges `source` into `target` (both nested catalogues); strings of `source` replace those of `target`. */
export function mergeCatalogue(target: Catalogue, source: Catalogue): Catalogue {
  for (const [key, value] of Object.entries(source)) {
    const existing = Object.hasOwn(target, key) ? target[key] : undefined;
    if (isCatalogue(value) && isCatalogue(existing)) mergeCatalogue(existing, value);
    else target[key] = isCatalogue(value) ? structuredClone(value) : value;
  }
  return target;
}

function find(catalogue: Catalogue, key: string): string | undefined {
  let node: string | Catalogue = catalogue;
  for (const part of key.split('.')) {
    if (!isCatalogue(node) || !Object.hasOwn(node, part)) return undefined;
    node = node[part] as string | Catalogue;
  }
  return typeof node === 'string' ? node : undefined;
}

/** The value of `{{path}}`: the option of that name, else a nested option ('user.name'). */
function variable(options: TOptions, path: string): { found: boolean; value?: unknown } {
  if (Object.hasOwn(options, path)) return { found: true, value: options[path] };
  let node: unknown = options;
  for (const part of path.split('.')) {
    if (!isCatalogue(node) || !Object.hasOwn(node, part)) return { found: false };
    node = (node as Record<string, unknown>)[part];
  }
  return node === undefined ? { found: false } : { found: true, value: node };
}

export function interpolate(text: string, options: TOptions | undefined): string {
  if (!options || !text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const { found, value } = variable(options, name.trim());
    if (!found) return placeholder;
    return value === undefined || value === null ? '' : String(value);
  });
}

export function createTranslator(language: string, resources: Catalogue = {}): Translator {
  const catalogue = mergeCatalogue({}, resources);
  const plurals = new Intl.PluralRules(language);
  const listeners = new Set<() => void>();
  let revision = 0;

  // Keys looked up before (a board renders thousands of labels): emptied whenever resources are added.
  const found = new Map<string, string | undefined>();
  const lookup = (key: string): string | undefined => {
    if (found.has(key)) return found.get(key);
    const text = find(catalogue, key);
    found.set(key, text);
    return text;
  };

  const t: TFunction = (key, options) => {
    let text: string | undefined;
    const count = options?.count;
    if (typeof count === 'number') {
      if (count === 0) text = lookup(`${key}_zero`);
      text ??= lookup(`${key}_${plurals.select(count)}`);
    }
    text ??= lookup(key) ?? options?.defaultValue ?? key;
    return interpolate(text, options);
  };

  return {
    language,
    t,
    addResources(data) {
      mergeCatalogue(catalogue, data);
      found.clear();
      revision += 1;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    revision: () => revision,
  };
}
