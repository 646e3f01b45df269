/**
 * The German hyphenation function of the `hyphen` package's patterns module (de-1996), with soft hyphens.
 * Shared by the hyphenation worker (hyphenate.worker.ts) and the page's own fallback (hyphenate.ts).
 */

/** Soft hyphen: a line-break chance that shows "-" only where the line breaks. */
export const SOFT_HYPHEN = '\u00ad';

type Patterns = {
  hyphenateSync: (text: string, options?: { hyphenChar?: string; minWordLength?: number }) => string;
};

/** The hyphenation of a loaded patterns module (a CommonJS module: its exports may be the default export). */
export function hyphenatorOf(module: Patterns | { default?: Patterns }): (text: string) => string {
  const { hyphenateSync } = ('default' in module && module.default ? module.default : module) as Patterns;
  return (text) => hyphenateSync(text, { hyphenChar: SOFT_HYPHEN, minWordLength: 6 });
}

/** One text for the hyphenation worker, and its answer. */
export interface HyphenateRequest {
  readonly id: number;
  readonly text: string;
}
export type HyphenateAnswer =
  | { readonly id: number; readonly value: string }
  | { readonly id: number; readonly failed: true };

/**
 * The texts asked for in one task go to the worker in one message and come back in one: the labels' new
 * texts then render in one commit (one answer per message would re-render and lay out the board per label).
 */
export type HyphenateBatch = readonly HyphenateRequest[];
export type HyphenateAnswers = readonly HyphenateAnswer[];
