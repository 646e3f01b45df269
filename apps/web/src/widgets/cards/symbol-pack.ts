// The one place the app turns a concept key into a symbol (catalogue 1.6): the active pack first,
// then the default pack "Offene Symbole", then nothing (the card shows its label only). Views and
// other widgets (Klassendienste, Namenskarte) use only this module; a licensed pack plugs in as an
// `ActiveSymbolPack` (from the SDK's `useSymbolPack`, see sdk/react/context.tsx; types in
// sdk/symbol-packs.ts).
import type { ActiveSymbolPack, SymbolPackManifest } from '../sdk/symbol-packs.ts';
import manifest from './open-symbols.json';

export type { ActiveSymbolPack, SymbolEntry, SymbolPackManifest } from '../sdk/symbol-packs.ts';

/** A concept key resolved to an image. */
export interface ResolvedSymbol {
  readonly conceptKey: string;
  readonly url: string;
  /** The pack the image comes from (the image's `data-symbol-pack`). */
  readonly packId: string;
  readonly keywords: readonly string[];
}

export const DEFAULT_SYMBOL_PACK: ActiveSymbolPack = {
  manifest: manifest as SymbolPackManifest,
  baseUrl: '/symbols/open-symbols/',
};
export const DEFAULT_SYMBOL_PACK_ID = DEFAULT_SYMBOL_PACK.manifest.id;

/** The default pack's credit line (the cards' "i" info, /copyrights). */
export const OPEN_SYMBOLS_ATTRIBUTION = DEFAULT_SYMBOL_PACK.manifest.attribution;

function fromPack(pack: ActiveSymbolPack, conceptKey: string): ResolvedSymbol | null {
  const entry = Object.hasOwn(pack.manifest.symbols, conceptKey)
    ? pack.manifest.symbols[conceptKey]
    : undefined;
  if (!entry) return null;
  return { conceptKey, url: pack.baseUrl + entry.file, packId: pack.manifest.id, keywords: entry.keywords };
}

/** The symbol of a concept: from `active` (a licensed pack) if it has it, else the default pack, else null. */
export function resolveSymbol(conceptKey: string, active?: ActiveSymbolPack | null): ResolvedSymbol | null {
  if (!conceptKey) return null;
  return (active ? fromPack(active, conceptKey) : null) ?? fromPack(DEFAULT_SYMBOL_PACK, conceptKey);
}

/** Every concept key the packs know (active first, then the default pack's), without duplicates. */
export function allConceptKeys(active?: ActiveSymbolPack | null): string[] {
  const keys = new Set<string>(active ? Object.keys(active.manifest.symbols) : []);
  for (const key of Object.keys(DEFAULT_SYMBOL_PACK.manifest.symbols)) keys.add(key);
  return [...keys];
}

/** Lower case without accents and umlaut dots, for matching search words ("Füller" ~ "fuller"). */
export function foldForSearch(text: string): string {
  return text.toLocaleLowerCase('de-DE').replace(/ß/g, 'ss').normalize('NFD').replace(/\p{M}/gu, '');
}

/**
 * Concept keys whose keywords (or `labels[key]`) contain the query, best first (a word that starts
 * with the query before one that only contains it); `within` limits the keys searched.
 */
export function searchSymbols(
  query: string,
  options: {
    readonly active?: ActiveSymbolPack | null;
    readonly within?: readonly string[];
    readonly labels?: Readonly<Record<string, string>>;
  } = {},
): string[] {
  const q = foldForSearch(query.trim());
  const keys = options.within ?? allConceptKeys(options.active);
  if (!q) return [...keys];
  const scored: { key: string; score: number; index: number }[] = [];
  keys.forEach((key, index) => {
    const words = [...(resolveSymbol(key, options.active)?.keywords ?? []), options.labels?.[key] ?? ''];
    let score = 0;
    for (const word of words.map(foldForSearch)) {
      if (word === q) score = Math.max(score, 3);
      else if (word.split(/[\s–-]+/).some((part) => part.startsWith(q))) score = Math.max(score, 2);
      else if (word.includes(q)) score = Math.max(score, 1);
    }
    if (score > 0) scored.push({ key, score, index });
  });
  return scored.sort((a, b) => b.score - a.score || a.index - b.index).map((s) => s.key);
}
