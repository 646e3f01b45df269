import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compare,
  decimalText,
  expand,
  type FractionState,
  MAX_PARTS,
  numeratorOf,
  percentText,
  reduce,
  togglePart,
} from './fraction.ts';

/** Any colouring of 1…24 parts. */
const fraction = fc
  .integer({ min: 1, max: 24 })
  .chain((d) =>
    fc
      .subarray(Array.from({ length: d }, (_, i) => i))
      .map((filledParts): FractionState => ({ denominator: d, filledParts })),
  );

/** Oracle: the coloured share of the shape as an exact rational [n, d] over the common unit 1/(d·k). */
const sameArea = (a: FractionState, b: FractionState) =>
  numeratorOf(a) * b.denominator === numeratorOf(b) * a.denominator;
/** Oracle: the coloured stretches of the shape as merged intervals in units of 1/lcm(d₁, d₂). */
function coverage(f: FractionState, unit: number): string {
  const per = unit / f.denominator;
  const out: [number, number][] = [];
  for (const p of [...f.filledParts].sort((x, y) => x - y)) {
    const last = out[out.length - 1];
    if (last && last[1] === p * per) last[1] = (p + 1) * per;
    else out.push([p * per, (p + 1) * per]);
  }
  return JSON.stringify(out);
}
const gcdOf = (a: number, b: number): number => (b ? gcdOf(b, a % b) : a);
function sameCoverage(a: FractionState, b: FractionState): boolean {
  const unit = (a.denominator * b.denominator) / gcdOf(a.denominator, b.denominator);
  return coverage(a, unit) === coverage(b, unit);
}

describe('Brüche: exact arithmetic', () => {
  it('3 of 4 parts are 3/4 = 0,75 = 75 %; Erweitern ×2 gives 6/8 with the same area; Kürzen gives 3/4 again', () => {
    let f: FractionState = { denominator: 4, filledParts: [] };
    for (const p of [0, 1, 2]) f = togglePart(f, p);
    expect([numeratorOf(f), f.denominator]).toEqual([3, 4]);
    expect(decimalText(3, 4)).toBe('0,75');
    expect(percentText(3, 4)).toBe('75 %');
    const e = expand(f, 2);
    expect(e).toEqual({ denominator: 8, filledParts: [0, 1, 2, 3, 4, 5] });
    expect(reduce(e)).toEqual(f);
    expect(reduce({ denominator: 4, filledParts: [0, 2] })).toBeNull();
  });

  it('writes decimals exactly or rounded with "≈"', () => {
    expect(decimalText(1, 3)).toBe('≈ 0,333');
    expect(decimalText(2, 3)).toBe('≈ 0,667');
    expect(decimalText(1, 8)).toBe('0,125');
    expect(decimalText(0, 5)).toBe('0');
    expect(decimalText(24, 24)).toBe('1');
    expect(decimalText(1, 7)).toBe('≈ 0,143');
    expect(decimalText(1, 16)).toBe('0,0625');
    expect(decimalText(95, 96)).toBe('≈ 0,99');
    expect(percentText(1, 3)).toBe('≈ 33,333 %');
    expect(percentText(1, 8)).toBe('12,5 %');
  });

  it('decimal text agrees with the exact value for every fraction up to 96ths (oracle: scaled whole numbers)', () => {
    for (let d = 1; d <= MAX_PARTS; d++)
      for (let n = 0; n <= d; n++) {
        const text = decimalText(n, d);
        const value = Number(text.replace('≈ ', '').replace(',', '.'));
        if (text.startsWith('≈'))
          expect(Math.abs(value * 1000 - Math.round((n * 1000) / d))).toBeLessThan(1e-6);
        else expect(value * d).toBeCloseTo(n, 9);
      }
  });

  it('Erweitern keeps exactly the same coloured area (brute-force slivers) and Kürzen never changes it', () => {
    fc.assert(
      fc.property(fraction, fc.constantFrom(2, 3, 4), (f, k) => {
        const e = expand(f, k);
        expect(sameArea(e, f)).toBe(true);
        expect(sameCoverage(e, f)).toBe(true);
        const r = reduce(e);
        expect(r).not.toBeNull();
        expect(sameCoverage(r as FractionState, f)).toBe(true);
        expect((r as FractionState).denominator).toBeLessThanOrEqual(f.denominator);
      }),
    );
  });

  it('Kürzen merges into the fewest parts the colouring allows (oracle: try every divisor)', () => {
    fc.assert(
      fc.property(fraction, (f) => {
        const r = reduce(f);
        let best = f.denominator;
        for (let parts = 1; parts < f.denominator; parts++) {
          if (f.denominator % parts) continue;
          const g = f.denominator / parts;
          const filled = new Set(f.filledParts);
          let ok = true;
          for (let s = 0; s < f.denominator; s += g)
            for (let i = 1; i < g; i++) if (filled.has(s + i) !== filled.has(s)) ok = false;
          if (ok) {
            best = parts;
            break;
          }
        }
        if (best === f.denominator) expect(r).toBeNull();
        else {
          expect(r?.denominator).toBe(best);
          expect(sameCoverage(r as FractionState, f)).toBe(true);
        }
      }),
    );
  });

  it('compares exactly by cross-multiplication (oracle: common denominator of all 1…24)', () => {
    const L = 5354228880; // lcm(1…24)
    fc.assert(
      fc.property(fraction, fraction, (a, b) => {
        const x = (numeratorOf(a) * L) / a.denominator;
        const y = (numeratorOf(b) * L) / b.denominator;
        expect(compare(a, b)).toBe(x < y ? -1 : x > y ? 1 : 0);
      }),
    );
  });
});
