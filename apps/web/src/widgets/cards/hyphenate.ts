/**
 * German hyphenation for card labels, catalogue and "Eigener Text" alike. Browsers hyphenate German only
 * where they ship a dictionary (Chromium on Linux and Windows does not, `hyphens: auto` does nothing
 * there), so a label whose word is too long for its card gets soft hyphens from the TeX patterns of the
 * `hyphen` package (de-1996). The patterns are large (about 150 kB gzip): they load on demand, the first
 * time a label overflows, as their own chunk.
 */

/** Soft hyphen: a line-break chance that shows "-" only where the line breaks. */
export const SOFT_HYPHEN = '\u00ad';

type Hyphenate = (text: string) => string;

let loading: Promise<Hyphenate> | null = null;
let loaded: Hyphenate | null = null;

/** The German hyphenator, once loaded (else null: call loadHyphenator). */
export function hyphenatorIfLoaded(): Hyphenate | null {
  return loaded;
}

/** Loads the German patterns once; resolves to a function that puts soft hyphens into a text. */
export function loadHyphenator(): Promise<Hyphenate> {
  loading ??= import('hyphen/de').then((module) => {
    // A CommonJS module: its exports are the default export (and, in some bundlers, named ones).
    type Patterns = Pick<typeof module, 'hyphenateSync'>;
    const { hyphenateSync } = (module as unknown as { default?: Patterns }).default ?? module;
    loaded = (text: string) => hyphenateSync(text, { hyphenChar: SOFT_HYPHEN, minWordLength: 6 });
    return loaded;
  });
  return loading;
}

/** The text without soft hyphens (what the label says, for titles and comparisons). */
export const withoutSoftHyphens = (text: string): string => text.replaceAll(SOFT_HYPHEN, '');
