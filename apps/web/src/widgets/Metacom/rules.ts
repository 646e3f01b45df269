// Pure rules of the Symbolkarte (catalogue 3.9): how many slots a layout shows, how a symbol is put
// into a slot, and which done marks survive a change of the symbols.
import { METACOM_LIMITS, type MetacomSettings } from '@tafino/shared';

export type MetacomLayout = MetacomSettings['layout'];

/** The slots a layout shows: "Einzeln" one, "Erst – Dann" two, "Reihe" the symbols (at least one, up to 5). */
export function slotCount(layout: MetacomLayout, symbolCount: number): number {
  if (layout === 'single') return 1;
  if (layout === 'firstThen') return 2;
  return Math.min(METACOM_LIMITS.maxStripSymbols, Math.max(1, symbolCount));
}

/** Whether a strip can take one more symbol (a "+" slot after the last one). */
export function canAddToStrip(layout: MetacomLayout, symbolCount: number): boolean {
  return layout === 'strip' && symbolCount > 0 && symbolCount < METACOM_LIMITS.maxStripSymbols;
}

/** The lists after putting `key` (and its own text, '' for the catalogue label) into slot `index`. */
export function setSlot(
  settings: Pick<MetacomSettings, 'symbolKeys' | 'labels'>,
  index: number,
  patch: { key?: string; label?: string },
): Pick<MetacomSettings, 'symbolKeys' | 'labels'> {
  const at = Math.max(0, Math.min(index, METACOM_LIMITS.maxStripSymbols - 1));
  const symbolKeys = [...settings.symbolKeys];
  const labels = [...settings.labels];
  while (symbolKeys.length <= at) symbolKeys.push('');
  while (labels.length < symbolKeys.length) labels.push('');
  if (patch.key !== undefined) {
    symbolKeys[at] = patch.key;
    labels[at] = '';
  }
  if (patch.label !== undefined) labels[at] = patch.label;
  return { symbolKeys, labels };
}

/** Done marks after the symbols changed: a slot keeps its mark only while it shows the same symbol. */
export function doneAfterChange(
  previous: readonly string[],
  next: readonly string[],
  done: readonly boolean[],
): boolean[] {
  return next.map((key, index) => key === previous[index] && Boolean(done[index]));
}

/** The done marks after a tap on slot `index`. */
export function toggleSlot(done: readonly boolean[], index: number, slots: number): boolean[] {
  const next = Array.from({ length: Math.max(slots, done.length) }, (_, i) => Boolean(done[i]));
  next[index] = !next[index];
  return next;
}
