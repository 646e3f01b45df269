// The shape of a symbol pack as widgets see it (catalogue 1.6). The lookup (active pack, then the
// default pack "Offene Symbole", then the label) is widgets/cards/symbol-pack.ts; the host hands the
// active licensed pack in through the SDK (`useSymbolPack`).

/** One symbol of a pack's manifest: an image file of the pack and German search words. */
export interface SymbolEntry {
  readonly file: string;
  readonly keywords: readonly string[];
}

/** A pack's manifest (catalogue 1.6). */
export interface SymbolPackManifest {
  readonly id: string;
  /** Shown in the UI (the widget bar's suffix, the "i" info). */
  readonly name: string;
  readonly version: string;
  readonly license: string;
  /** Shown under "Lizenzen" and in the widget's "i" info. */
  readonly attribution: string;
  /** Seven palette tokens, Monday first. */
  readonly weekdayColors?: readonly string[];
  readonly symbols: Readonly<Record<string, SymbolEntry>>;
}

/** An installed pack as the client sees it: its manifest and where its files are served. */
export interface ActiveSymbolPack {
  readonly manifest: SymbolPackManifest;
  /** URL prefix of the pack's files, ending in '/' (same origin, signed-in users only). */
  readonly baseUrl: string;
}
