import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  drawDistinct,
  type IntSource,
  keepApartConflicts,
  makeGroups,
  remainingNames,
  segmentAtPointer,
  wheelLanding,
} from './random-picks.ts';

/** A reproducible uniform source (mulberry32 with rejection sampling). */
function seeded(seed: number): IntSource {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 15), z | 1);
    z ^= z + Math.imul(z ^ (z >>> 7), z | 61);
    return (z ^ (z >>> 14)) >>> 0;
  };
  return {
    int(max) {
      const limit = 0x1_0000_0000 - (0x1_0000_0000 % max);
      for (;;) {
        const v = next();
        if (v < limit) return v % max;
      }
    },
  };
}

/** Pearson's chi-square statistic of observed counts against equal expectation. */
function chiSquare(counts: number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  return counts.reduce((acc, c) => acc + (c - expected) ** 2 / expected, 0);
}

describe('drawDistinct (Namen ziehen, Glücksrad)', () => {
  it('draws min(count, pool) different entries of the pool', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string(), { maxLength: 40 }),
        fc.integer({ min: 0, max: 50 }),
        fc.integer(),
        (pool, count, seed) => {
          const drawn = drawDistinct(pool, count, seeded(seed));
          expect(drawn).toHaveLength(Math.min(count, pool.length));
          expect(new Set(drawn).size).toBe(drawn.length);
          for (const d of drawn) expect(pool).toContain(d);
        },
      ),
    );
  });

  it('drawing one at a time until none is left gives every name exactly once', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ minLength: 1 }), { maxLength: 30 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer(),
        (names, k, seed) => {
          const random = seeded(seed);
          const picked: string[] = [];
          for (
            let rest = remainingNames(names, picked);
            rest.length > 0;
            rest = remainingNames(names, picked)
          ) {
            picked.push(...drawDistinct(rest, k, random));
          }
          expect([...picked].sort()).toEqual([...names].sort());
        },
      ),
    );
  });

  it('is uniform: each of 7 names comes first equally often (chi-square, 6 degrees of freedom, p = 0.001)', () => {
    const names = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];
    const counts = names.map(() => 0);
    const random = seeded(20261124);
    for (let i = 0; i < 14_000; i++) counts[names.indexOf(drawDistinct(names, 1, random)[0]!)]!++;
    expect(chiSquare(counts)).toBeLessThan(22.46);
  });

  it('is uniform over ordered pairs too (the second draw is not biased by the first)', () => {
    const names = ['A', 'B', 'C', 'D'];
    const counts = new Map<string, number>();
    const random = seeded(7);
    for (let i = 0; i < 12_000; i++) {
      const key = drawDistinct(names, 2, random).join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(12);
    // 11 degrees of freedom, p = 0.001
    expect(chiSquare([...counts.values()])).toBeLessThan(31.26);
  });
});

describe('remainingNames', () => {
  it("keeps the list's order and drops picked names; a picked name not on the list changes nothing", () => {
    expect(remainingNames(['Mia', 'Ben', 'Ali'], ['Ben', 'Gone'])).toEqual(['Mia', 'Ali']);
  });
});

describe('wheelLanding (Glücksrad)', () => {
  it('lands the chosen segment under the pointer, after at least four more turns', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 60 }),
        fc.nat(),
        fc.double({ min: 0, max: 100_000, noNaN: true }),
        fc.integer(),
        (count, i, previous, seed) => {
          const index = i % count;
          const next = wheelLanding(previous, index, count, seeded(seed));
          expect(segmentAtPointer(next, count)).toBe(index);
          expect(next - previous).toBeGreaterThanOrEqual(4 * 360);
          expect(next - previous).toBeLessThan(5 * 360);
        },
      ),
    );
  });

  it('segmentAtPointer: segment 0 starts at the top and runs clockwise', () => {
    expect(segmentAtPointer(0, 4)).toBe(0);
    expect(segmentAtPointer(-10, 4)).toBe(0);
    expect(segmentAtPointer(10, 4)).toBe(3);
    expect(segmentAtPointer(-100, 4)).toBe(1);
  });
});

describe('makeGroups (Gruppen bilden)', () => {
  const names = fc.uniqueArray(fc.string({ minLength: 1, maxLength: 8 }), { minLength: 1, maxLength: 40 });

  it('every name exactly once, sizes differ by at most one, min(groups, names) groups', () => {
    fc.assert(
      fc.property(names, fc.integer({ min: 2, max: 12 }), fc.integer(), (list, g, seed) => {
        const { groups } = makeGroups(list, g, [], seeded(seed));
        expect(groups).toHaveLength(Math.min(g, list.length));
        expect(groups.flat().sort()).toEqual([...list].sort());
        const sizes = groups.map((x) => x.length);
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('10 names in 3 groups give 4/3/3', () => {
    const list = Array.from({ length: 10 }, (_, i) => `K${i}`);
    const { groups } = makeGroups(list, 3, [], seeded(5));
    expect(groups.map((x) => x.length).sort()).toEqual([3, 3, 4]);
  });

  it('keeps "Nicht zusammen" pairs apart when possible, and says so when not', () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 30 }), fc.integer(), (n, seed) => {
        const list = Array.from({ length: n }, (_, i) => `K${i}`);
        // disjoint pairs can always be split over two or more groups
        const pairs = [
          ['K0', 'K1'],
          ['K2', 'K3'],
        ];
        const split = makeGroups(list, 2, pairs, seeded(seed));
        expect(split.allApart).toBe(true);
        expect(keepApartConflicts(split.groups, pairs)).toBe(0);
      }),
    );
    // three names who must all be apart cannot fit two groups
    const impossible = makeGroups(
      ['A', 'B', 'C', 'D'],
      2,
      [
        ['A', 'B'],
        ['B', 'C'],
        ['A', 'C'],
      ],
      seeded(1),
    );
    expect(impossible.allApart).toBe(false);
    expect(impossible.groups.flat().sort()).toEqual(['A', 'B', 'C', 'D']);
  });

  it('is uniform: a name lands in each of 3 equal groups equally often (chi-square, 2 degrees of freedom, p = 0.001)', () => {
    const list = ['A', 'B', 'C', 'D', 'E', 'F'];
    const counts = [0, 0, 0];
    const random = seeded(99);
    for (let i = 0; i < 6000; i++) {
      const { groups } = makeGroups(list, 3, [], random);
      counts[groups.findIndex((g) => g.includes('A'))]!++;
    }
    expect(chiSquare(counts)).toBeLessThan(13.82);
  });

  it('is uniform over partners: A shares a group of two with each other name equally often', () => {
    const list = ['A', 'B', 'C', 'D', 'E', 'F'];
    const partner = new Map<string, number>();
    const random = seeded(3);
    for (let i = 0; i < 5000; i++) {
      const { groups } = makeGroups(list, 3, [], random);
      const mate = groups.find((g) => g.includes('A'))!.find((n) => n !== 'A')!;
      partner.set(mate, (partner.get(mate) ?? 0) + 1);
    }
    expect(partner.size).toBe(5);
    // 4 degrees of freedom, p = 0.001
    expect(chiSquare([...partner.values()])).toBeLessThan(18.47);
  });
});
