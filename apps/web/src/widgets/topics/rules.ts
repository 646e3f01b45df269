import { type RandomSource, seededRandom } from '../sdk/random.ts';
import type { SortSet } from './pack-schema.ts';

// The player's pure rules (catalogue 3.10): where chips go, what "Prüfen" finds, the quiz score and the
// stable mixed orders of chips and answers.

/** `placements` of the live state: item id → basket id. */
export type Placements = Readonly<Record<string, string>>;

export interface Basket {
  readonly id: string;
  readonly label: string;
}

/** The baskets of a set; an order set has one numbered place per item ("1", "2", …). */
export function basketsOf(set: SortSet): Basket[] {
  if (set.kind === 'baskets') return set.baskets.map((b) => ({ id: b.id, label: b.label }));
  return set.items.map((_, index) => ({ id: orderPlaceId(set.id, index), label: String(index + 1) }));
}

/** The basket id of an order set's place (0-based index). */
export const orderPlaceId = (setId: string, index: number): string => `${setId}.${index + 1}`;

/** The basket an item belongs in. */
export function correctBasketOf(set: SortSet, itemId: string): string | undefined {
  if (set.kind === 'baskets') return set.items.find((i) => i.id === itemId)?.basket;
  const index = set.items.findIndex((i) => i.id === itemId);
  return index < 0 ? undefined : orderPlaceId(set.id, index);
}

/** The basket of the set an item lies in, or null (still in the pool). */
export function basketOfItem(set: SortSet, placements: Placements, itemId: string): string | null {
  const basket = placements[itemId];
  return basket !== undefined && basketsOf(set).some((b) => b.id === basket) ? basket : null;
}

/**
 * Puts an item into a basket (null: back into the pool). A place of an order set holds one chip: the
 * chip lying there moves to where the new one came from (or back to the pool). Items of other sets
 * and unknown baskets are left alone.
 */
export function placeItem(
  set: SortSet,
  placements: Placements,
  itemId: string,
  basketId: string | null,
): Placements {
  if (!set.items.some((i) => i.id === itemId)) return placements;
  if (basketId !== null && !basketsOf(set).some((b) => b.id === basketId)) return placements;
  const from = basketOfItem(set, placements, itemId);
  const next: Record<string, string> = { ...placements };
  delete next[itemId];
  if (basketId === null) return next;
  if (set.kind === 'order') {
    const occupant = set.items.find((i) => i.id !== itemId && next[i.id] === basketId);
    if (occupant) {
      delete next[occupant.id];
      if (from !== null) next[occupant.id] = from;
    }
  }
  next[itemId] = basketId;
  return next;
}

/** "Prüfen": the placed chips of the set that lie right and those that lie wrong (in the set's order). */
export function checkSet(set: SortSet, placements: Placements): { correct: string[]; wrong: string[] } {
  const correct: string[] = [];
  const wrong: string[] = [];
  for (const item of set.items) {
    const basket = basketOfItem(set, placements, item.id);
    if (basket === null) continue;
    (basket === correctBasketOf(set, item.id) ? correct : wrong).push(item.id);
  }
  return { correct, wrong };
}

/** The placements with the given chips back in the pool. */
export function returnItems(placements: Placements, itemIds: readonly string[]): Placements {
  const next: Record<string, string> = { ...placements };
  for (const id of itemIds) delete next[id];
  return next;
}

/** The placements without any chip of the set ("Nochmal"). */
export function clearSet(set: SortSet, placements: Placements): Placements {
  return returnItems(
    placements,
    set.items.map((i) => i.id),
  );
}

/** A 32-bit seed from a text (FNV-1a), e.g. the widget id: the same widget mixes the same way. */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** A uniformly shuffled copy (Fisher–Yates). */
export function shuffled<T>(items: readonly T[], random: RandomSource): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = random.int(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/**
 * A stable mixed order for a widget: the same key gives the same order after a reload and on every
 * screen showing the board, so a chip or an answer does not jump while the class looks at it.
 */
export function mixedOrder<T>(items: readonly T[], key: string): T[] {
  return shuffled(items, seededRandom(seedOf(key)));
}

/**
 * The order the three answers of a question are shown in (indices into the pack's answers, where 0 is
 * the correct one): mixed per widget, question and round with `shuffle`, else as in the pack.
 */
export function answerOrder(count: number, key: string, shuffle: boolean): number[] {
  const indices = Array.from({ length: count }, (_, i) => i);
  return shuffle ? mixedOrder(indices, key) : indices;
}

/** Right answers among the given ones (answer 0 is the correct one). */
export const quizScore = (answers: readonly number[]): number => answers.filter((a) => a === 0).length;
