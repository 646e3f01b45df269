import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../sdk/random.ts';
import type { WarmShowerData } from './definition.ts';
import { certificateDocument, din5008, finishRound, pickChild, startRound } from './shower.ts';

const empty: WarmShowerData = { currentName: null, compliments: [], completedNames: [] };

describe('Warme Dusche rounds', () => {
  it('n rounds cover n different children, then nobody is left (any seed, any class)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ minLength: 1, maxLength: 8 }), { minLength: 1, maxLength: 30 }),
        fc.integer(),
        (names, seed) => {
          const random = seededRandom(seed);
          let data = empty;
          for (let round = 0; round < names.length; round++) {
            const remaining = names.filter((n) => !data.completedNames.includes(n));
            const child = pickChild(remaining, random);
            expect(child).not.toBeNull();
            expect(data.completedNames).not.toContain(child);
            data = startRound(data, child as string);
            data = { ...data, compliments: [{ text: 'Du kannst gut malen.' }] };
            data = finishRound(data);
            expect(data.compliments).toEqual([]);
          }
          expect([...data.completedNames].sort()).toEqual([...names].sort());
          expect(
            pickChild(
              names.filter((n) => !data.completedNames.includes(n)),
              random,
            ),
          ).toBeNull();
        },
      ),
      { numRuns: 100 },
    );
  });

  it('picks uniformly among the children left (chi-square, 3 names)', () => {
    const random = seededRandom(7);
    const counts: Record<string, number> = { A: 0, B: 0, C: 0 };
    const runs = 6000;
    for (let i = 0; i < runs; i++) counts[pickChild(['A', 'B', 'C'], random) as string]! += 1;
    const expected = runs / 3;
    const chi = Object.values(counts).reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    expect(chi).toBeLessThan(13.8); // p = 0.001 with 2 degrees of freedom
  });

  it('a finished child is listed once', () => {
    const data = finishRound({ currentName: 'Lena', compliments: [], completedNames: ['Lena'] });
    expect(data.completedNames).toEqual(['Lena']);
  });
});

describe('certificate', () => {
  it('escapes every text and dates as DIN 5008', () => {
    expect(din5008('2025-09-10')).toBe('10.09.2025');
    const html = certificateDocument(
      'Eine Warme Dusche für <Lena> – 10.09.2025',
      ['Du bist "toll" & nett', ' '],
      'serif',
    );
    expect(html).toContain('Eine Warme Dusche für &lt;Lena&gt; – 10.09.2025');
    expect(html).toMatch(/<li><svg [^<]*<path [^>]*\/><\/svg>Du bist &quot;toll&quot; &amp; nett<\/li>/);
    expect(html.match(/<li>/g)).toHaveLength(1);
    expect(html).toContain('size: A4');
  });
});
