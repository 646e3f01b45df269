import type { RandomSource } from '../sdk/random.ts';
import type { SortSet } from './pack-schema.ts';

// The player's pure rules (catalogue 3.10): where chips go, what "Prüfen" finds, the quiz score and the
// mixed orders of chips and answers (drawn with the SDK's randomness, then saved with the live state).

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

/** A uniformly shuffled copy (Fisher–Yates) with the SDK's randomness (crypto; seedable in tests). */
export function shuffled<T>(items: readonly T[], random: RandomSource): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = random.int(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** Whether a stored order holds exactly the given ids, each once (an edited pack mixes again). */
export function isOrderOf(order: readonly string[] | undefined, ids: readonly string[]): boolean {
  if (!order || order.length !== ids.length) return false;
  const wanted = new Set(ids);
  return new Set(order).size === order.length && order.every((id) => wanted.has(id));
}

/**
 * The order the answers of each question are shown in (indices into the pack's answers, where 0 is the
 * correct one), one mixed order per question, drawn once per round and saved with the live state.
 */
export function newAnswerOrders(answerCounts: readonly number[], random: RandomSource): number[][] {
  return answerCounts.map((count) =>
    shuffled(
      Array.from({ length: count }, (_, i) => i),
      random,
    ),
  );
}

/** Whether `order` is an order of the answers 0…count-1, each once. */
export function isAnswerOrder(order: readonly number[] | undefined, count: number): boolean {
  return (
    order !== undefined &&
    order.length === count &&
    new Set(order).size === count &&
    order.every((i) => Number.isInteger(i) && i >= 0 && i < count)
  );
}

/** Whether `orders` holds a valid answer order for every question (`answerCounts`). */
export const areAnswerOrders = (orders: readonly (readonly number[])[], answerCounts: readonly number[]) =>
  orders.length === answerCounts.length && answerCounts.every((count, i) => isAnswerOrder(orders[i], count));

/** The shown order of a question's answers: the drawn order with `shuffle`, else as in the pack. */
export function answerOrderOf(
  drawn: readonly number[] | undefined,
  count: number,
  shuffle: boolean,
): number[] {
  return shuffle && drawn && isAnswerOrder(drawn, count)
    ? [...drawn]
    : Array.from({ length: count }, (_, i) => i);
}

/** Right answers among the given ones (answer 0 is the correct one). */
export const quizScore = (answers: readonly number[]): number => answers.filter((a) => a === 0).length;
