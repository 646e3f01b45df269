import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../sdk/random.ts';
import type { SortSet } from './pack-schema.ts';
import {
  answerOrderOf,
  areAnswerOrders,
  basketOfItem,
  basketsOf,
  checkSet,
  clearSet,
  isAnswerOrder,
  isOrderOf,
  newAnswerOrders,
  orderPlaceId,
  type Placements,
  placeItem,
  quizScore,
  shuffled,
} from './rules.ts';

const trash: SortSet = {
  id: 'trennen',
  kind: 'baskets',
  title: 'Wohin gehört der Müll?',
  baskets: [
    { id: 'bio', label: 'Bio' },
    { id: 'glas', label: 'Glas' },
    { id: 'papier', label: 'Papier' },
  ],
  items: [
    { id: 'apfel', label: 'Apfelrest', basket: 'bio' },
    { id: 'glas', label: 'Marmeladenglas', basket: 'glas' },
    { id: 'zeitung', label: 'Zeitung', basket: 'papier' },
    { id: 'banane', label: 'Bananenschale', basket: 'bio' },
  ],
};
const order: SortSet = {
  id: 'dauer',
  kind: 'order',
  title: 'Was hält im Meer am längsten?',
  firstLabel: 'kürzeste Zeit',
  lastLabel: 'längste Zeit',
  items: [
    { id: 'zeitung', label: 'Zeitung', detail: '6 Wochen' },
    { id: 'tuete', label: 'Plastiktüte', detail: '20 Jahre' },
    { id: 'dose', label: 'Getränkedose', detail: '200 Jahre' },
  ],
};

const moves = (set: SortSet) =>
  fc.array(
    fc.tuple(
      fc.constantFrom(...set.items.map((i) => i.id), 'fremd'),
      fc.constantFrom<string | null>(...basketsOf(set).map((b) => b.id), null, 'nirgends'),
    ),
    { maxLength: 30 },
  );

/** Brute-force oracle of one move, written from the catalogue's words. */
function oracle(set: SortSet, state: Map<string, string>, item: string, basket: string | null): void {
  const baskets = basketsOf(set).map((b) => b.id);
  if (!set.items.some((i) => i.id === item)) return;
  if (basket !== null && !baskets.includes(basket)) return;
  const from = state.get(item) ?? null;
  state.delete(item);
  if (basket === null) return;
  if (set.kind === 'order') {
    for (const [other, where] of [...state]) {
      if (where !== basket) continue;
      state.delete(other);
      if (from !== null) state.set(other, from);
    }
  }
  state.set(item, basket);
}

describe('sorting rules', () => {
  it('numbers the places of an order set and knows the right basket of each chip', () => {
    expect(basketsOf(order).map((b) => b.label)).toEqual(['1', '2', '3']);
    expect(checkSet(order, { zeitung: orderPlaceId('dauer', 0), dose: orderPlaceId('dauer', 1) })).toEqual({
      correct: ['zeitung'],
      wrong: ['dose'],
    });
    expect(checkSet(trash, { apfel: 'bio', glas: 'papier' })).toEqual({
      correct: ['apfel'],
      wrong: ['glas'],
    });
  });

  it.each([trash, order])(
    'placing chips matches the oracle, one chip per place of an order set ($kind)',
    (set) => {
      fc.assert(
        fc.property(moves(set), (steps) => {
          let placements: Placements = {};
          const state = new Map<string, string>();
          for (const [item, basket] of steps) {
            placements = placeItem(set, placements, item, basket);
            oracle(set, state, item, basket);
            expect(placements).toEqual(Object.fromEntries(state));
          }
          if (set.kind === 'order') {
            const used = Object.values(placements);
            expect(new Set(used).size).toBe(used.length);
          }
          const { correct, wrong } = checkSet(set, placements);
          expect([...correct, ...wrong].sort()).toEqual(Object.keys(placements).sort());
          for (const id of correct) expect(basketOfItem(set, placements, id)).not.toBeNull();
        }),
        { numRuns: 300 },
      );
    },
  );

  it('keeps the chips of other sets where they are', () => {
    const placements = { 'other-set-chip': 'korb', apfel: 'bio' };
    expect(clearSet(trash, placements)).toEqual({ 'other-set-chip': 'korb' });
    expect(placeItem(trash, placements, 'other-set-chip', 'bio')).toBe(placements);
  });
});

describe('mixing and the quiz', () => {
  it('shuffles into a permutation, uniformly (chi-square over all orders of three)', () => {
    const random = seededRandom(7);
    const counts = new Map<string, number>();
    const runs = 6000;
    for (let i = 0; i < runs; i++) {
      const key = shuffled([0, 1, 2], random).join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    const expected = runs / 6;
    const chi = [...counts.values()].reduce((sum, n) => sum + (n - expected) ** 2 / expected, 0);
    expect(chi).toBeLessThan(20.5); // p = 0.001 with 5 degrees of freedom
  });

  it("keeps a saved chip order only while it holds exactly the set's items", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string(), { minLength: 1, maxLength: 12 }), fc.nat(), (ids, seed) => {
        const order = shuffled(ids, seededRandom(seed));
        expect(isOrderOf(order, ids)).toBe(true);
        expect(isOrderOf(order.slice(1), ids)).toBe(false);
        expect(isOrderOf([...order, 'neu'], [...ids, 'anders'])).toBe(
          ids.includes('neu') && ids.includes('anders'),
        );
        expect(isOrderOf(undefined, ids)).toBe(false);
      }),
    );
    expect(isOrderOf(['a', 'a', 'b'], ['a', 'b', 'c'])).toBe(false);
  });

  it('draws one answer order per question from the random source; shows it only with shuffle', () => {
    fc.assert(
      fc.property(fc.nat(), (seed) => {
        const orders = newAnswerOrders([3, 3, 3, 3, 3, 3], seededRandom(seed));
        expect(areAnswerOrders(orders, [3, 3, 3, 3, 3, 3])).toBe(true);
        // The same seed gives the same orders (tests seed the SDK's source).
        expect(newAnswerOrders([3, 3, 3, 3, 3, 3], seededRandom(seed))).toEqual(orders);
        for (const order of orders) {
          expect(answerOrderOf(order, 3, true)).toEqual(order);
          expect(answerOrderOf(order, 3, false)).toEqual([0, 1, 2]);
        }
      }),
    );
    const seen = new Set(newAnswerOrders(Array(60).fill(3), seededRandom(3)).map((o) => o.join('')));
    expect(seen.size).toBe(6);
    // Invalid saved orders are not used (the pack's order, and the view draws and saves new ones).
    expect(isAnswerOrder([0, 0, 1], 3)).toBe(false);
    expect(isAnswerOrder([0, 1, 3], 3)).toBe(false);
    expect(areAnswerOrders([[0, 1, 2]], [3, 3])).toBe(false);
    expect(answerOrderOf([2, 2, 1], 3, true)).toEqual([0, 1, 2]);
    expect(answerOrderOf(undefined, 3, true)).toEqual([0, 1, 2]);
  });

  it('counts answer 0 as right', () => {
    expect(quizScore([0, 1, 0, 0, 2, 0])).toBe(4);
  });
});
