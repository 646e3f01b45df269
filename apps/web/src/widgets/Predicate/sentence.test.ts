import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Arrangement,
  arrangedText,
  clearRoles,
  initialArrangement,
  joinParts,
  movePart,
  predicateOutOfPlace,
  setRole,
  splitPart,
  umstellen,
  validArrangement,
  wordsOf,
} from './sentence.ts';

const SENTENCE = 'Die Kinder spielen im Garten Fußball.';

describe('Satzglieder: sentence rules', () => {
  it('the default sentence has 6 words; "im Garten" joined and moved first gives the catalogue sentence', () => {
    const words = wordsOf(SENTENCE);
    expect(words).toHaveLength(6);
    let a = initialArrangement(6);
    a = setRole(a, 2, 'predicate');
    expect(predicateOutOfPlace(SENTENCE, a)).toBe(true); // 'spielen' is the third part before joining
    a = joinParts(a, [0, 1]);
    expect(predicateOutOfPlace(SENTENCE, a)).toBe(false);
    a = joinParts(a, [a.order[2] as number, a.order[3] as number]);
    expect(arrangedText(words, a)).toBe(SENTENCE);
    a = movePart(a, 2, 0);
    expect(arrangedText(words, a)).toBe('im Garten Die Kinder spielen Fußball.');
    expect(predicateOutOfPlace(SENTENCE, a)).toBe(true);
    a = movePart(a, 2, 1);
    expect(arrangedText(words, a)).toBe('im Garten spielen Die Kinder Fußball.');
    expect(predicateOutOfPlace(SENTENCE, a)).toBe(false);
    expect(predicateOutOfPlace('Spielen die Kinder im Garten?', a)).toBe(false);
    expect(clearRoles(a).parts.every((p) => p.role === null)).toBe(true);
  });

  it('moving "im Garten" first keeps the Prädikat second (catalogue: "im Garten spielen Die Kinder Fußball.")', () => {
    const words = wordsOf(SENTENCE);
    let a = setRole(initialArrangement(6), 2, 'predicate');
    a = joinParts(a, [3, 4]);
    expect(arrangedText(words, a)).toBe(SENTENCE);
    const from = a.order.findIndex((i) => a.parts[i]?.words.join() === '3,4');
    a = umstellen(SENTENCE, a, from, 0);
    expect(arrangedText(words, a)).toBe('im Garten spielen Die Kinder Fußball.');
    expect(predicateOutOfPlace(SENTENCE, a)).toBe(false);
    // The Prädikat itself moves freely: first place shows the hint.
    const p = a.order.findIndex((i) => a.parts[i]?.role === 'predicate');
    expect(predicateOutOfPlace(SENTENCE, umstellen(SENTENCE, a, p, 0))).toBe(true);
    // Without a marked Prädikat or in a question, nothing else moves.
    const plain = joinParts(initialArrangement(6), [3, 4]);
    expect(arrangedText(words, umstellen(SENTENCE, plain, 3, 0))).toBe(
      'im Garten Die Kinder spielen Fußball.',
    );
  });

  it('keeps every word exactly once through any joins, splits and moves (brute-force check)', () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant('join' as const), a: fc.nat(30), b: fc.nat(30) }),
      fc.record({ kind: fc.constant('split' as const), a: fc.nat(30), b: fc.nat(30) }),
      fc.record({ kind: fc.constant('move' as const), a: fc.nat(30), b: fc.nat(30) }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.array(op, { maxLength: 25 }), (n, ops) => {
        const words = Array.from({ length: n }, (_, i) => `w${i}`);
        let a: Arrangement = initialArrangement(n);
        for (const o of ops) {
          const count = a.parts.length;
          if (o.kind === 'join') a = joinParts(a, [o.a % count, o.b % count]);
          else if (o.kind === 'split') a = splitPart(a, o.a % count);
          else a = movePart(a, o.a % count, o.b % count);
          // Oracle: every word appears once in the text; parts and order agree.
          const text = arrangedText(words, a).split(' ');
          expect([...text].sort()).toEqual([...words].sort());
          expect([...a.order].sort((x, y) => x - y)).toEqual(a.parts.map((_, i) => i));
          expect(validArrangement(n, a)).toBe(a);
          for (const p of a.parts) expect([...p.words]).toEqual([...p.words].sort((x, y) => x - y));
        }
      }),
    );
  });

  it('starts anew when the stored arrangement does not fit the sentence', () => {
    const stored = { parts: [{ words: [0, 1], role: null }], order: [0] };
    expect(validArrangement(3, stored)).toEqual(initialArrangement(3));
    expect(validArrangement(2, stored)).toBe(stored);
    expect(validArrangement(2, { parts: [{ words: [0, 0], role: null }], order: [0] })).toEqual(
      initialArrangement(2),
    );
  });
});
