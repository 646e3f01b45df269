import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canAddToStrip, doneAfterChange, setSlot, slotCount, toggleSlot } from './rules.ts';

describe('Symbolkarte rules', () => {
  it('shows one slot, two for "Erst – Dann", and 1 to 5 in a strip', () => {
    expect(slotCount('single', 3)).toBe(1);
    expect(slotCount('firstThen', 0)).toBe(2);
    expect(slotCount('strip', 0)).toBe(1);
    expect(slotCount('strip', 3)).toBe(3);
    expect(slotCount('strip', 9)).toBe(5);
    expect(canAddToStrip('strip', 4)).toBe(true);
    expect(canAddToStrip('strip', 5)).toBe(false);
    expect(canAddToStrip('single', 1)).toBe(false);
  });

  it('puts a symbol into a slot (clearing its own text) and a text beside it', () => {
    const empty = { symbolKeys: [], labels: [] };
    const one = setSlot(empty, 1, { key: 'eat' });
    expect(one).toEqual({ symbolKeys: ['', 'eat'], labels: ['', ''] });
    const texted = setSlot(one, 1, { label: 'Mittag' });
    expect(texted.labels).toEqual(['', 'Mittag']);
    expect(setSlot(texted, 1, { key: 'drink' })).toEqual({ symbolKeys: ['', 'drink'], labels: ['', ''] });
    expect(setSlot(empty, 99, { key: 'x' }).symbolKeys).toHaveLength(5);
  });

  it('a slot keeps its cross exactly while it shows the same symbol (property)', () => {
    const key = fc.constantFrom('drink', 'eat', 'play', '');
    fc.assert(
      fc.property(
        fc.array(key, { maxLength: 5 }),
        fc.array(key, { maxLength: 5 }),
        fc.array(fc.boolean()),
        (a, b, done) => {
          const next = doneAfterChange(a, b, done);
          expect(next).toHaveLength(b.length);
          expect(next).toEqual(b.map((k, i) => k === a[i] && Boolean(done[i])));
        },
      ),
    );
  });

  it('a tap toggles one slot only; two taps restore it (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 5 }), fc.nat(4), (done, index) => {
        const once = toggleSlot(done, index, 5);
        expect(once).toEqual(
          Array.from({ length: 5 }, (_, i) => (i === index ? !done[i] : Boolean(done[i]))),
        );
        expect(toggleSlot(once, index, 5)).toEqual(Array.from({ length: 5 }, (_, i) => Boolean(done[i])));
      }),
    );
  });
});
