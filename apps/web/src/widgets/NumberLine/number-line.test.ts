import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatUnits,
  jumpLabel,
  NUMBER_LINE_LIMITS,
  nearestIndex,
  tickLabels,
  toUnits,
  UNITS_PER_ONE,
} from './number-line.ts';

// Brute-force oracle: BigInt millionths, the mark reached by adding scaleX i times to offsetX one by one.
function oracleLabel(offsetUnits: bigint, scaleUnits: bigint, index: number): string {
  let value = offsetUnits;
  for (let i = 0; i < index; i++) value += scaleUnits;
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const million = BigInt(UNITS_PER_ONE);
  let whole = (abs / million).toString();
  if (whole.length > 4) {
    const groups: string[] = [];
    while (whole.length > 3) {
      groups.unshift(whole.slice(-3));
      whole = whole.slice(0, -3);
    }
    groups.unshift(whole);
    whole = groups.join('\u202f');
  }
  const fraction = (abs % million).toString().padStart(6, '0').replace(/0+$/, '');
  const text = fraction ? `${whole},${fraction}` : whole;
  return negative ? `\u2212${text}` : text;
}

const parse = (label: string) =>
  Number(
    label
      .replace('\u2212', '-')
      .replace(',', '.')
      .replace(/\u202f/g, ''),
  );

const L = NUMBER_LINE_LIMITS;
/** Settings as the form allows them: any value in range with up to 6 decimals. */
const millionths = (min: number, max: number) =>
  fc.integer({ min: min * UNITS_PER_ONE, max: max * UNITS_PER_ONE });

describe('Zahlenstrahl: mark labels', () => {
  it('has the catalogue examples: 0–10 by default, 20…120 with offset 20 and scale 10, decimals with a comma', () => {
    expect(tickLabels({ amountOfTickMarks: 10, scaleX: 1, offsetX: 0 })).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
    ]);
    expect(tickLabels({ amountOfTickMarks: 10, scaleX: 10, offsetX: 20 })).toEqual([
      '20',
      '30',
      '40',
      '50',
      '60',
      '70',
      '80',
      '90',
      '100',
      '110',
      '120',
    ]);
    expect(tickLabels({ amountOfTickMarks: 10, scaleX: 0.1, offsetX: -5 })[0]).toBe('\u22125');
    expect(tickLabels({ amountOfTickMarks: 10, scaleX: 0.1, offsetX: 0 })).toEqual([
      '0',
      '0,1',
      '0,2',
      '0,3',
      '0,4',
      '0,5',
      '0,6',
      '0,7',
      '0,8',
      '0,9',
      '1',
    ]);
    expect(tickLabels({ amountOfTickMarks: 4, scaleX: 0.25, offsetX: -0.5 })).toEqual([
      '\u22120,5',
      '\u22120,25',
      '0',
      '0,25',
      '0,5',
    ]);
    expect(tickLabels({ amountOfTickMarks: 2, scaleX: 5000, offsetX: 0 })).toEqual([
      '0',
      '5000',
      '10\u202f000',
    ]);
  });

  it('takes the stepper drift away (0.2 + 0.1 is 0,3)', () => {
    expect(toUnits(0.2 + 0.1)).toBe(300_000);
    expect(tickLabels({ amountOfTickMarks: 3, scaleX: 0.2 + 0.1, offsetX: 0.1 + 0.2 })).toEqual([
      '0,3',
      '0,6',
      '0,9',
      '1,2',
    ]);
  });

  it('matches the brute-force oracle for every offset, scale and mark the settings allow', () => {
    fc.assert(
      fc.property(
        millionths(L.offsetX.min, L.offsetX.max),
        fc.integer({ min: L.scaleX.min * UNITS_PER_ONE, max: L.scaleX.max * UNITS_PER_ONE }),
        fc.integer({ min: L.amountOfTickMarks.min, max: L.amountOfTickMarks.max }),
        (offset, scale, count) => {
          const labels = tickLabels({
            amountOfTickMarks: count,
            scaleX: scale / UNITS_PER_ONE,
            offsetX: offset / UNITS_PER_ONE,
          });
          expect(labels).toHaveLength(count + 1);
          labels.forEach((label, i) => {
            expect(label).toBe(oracleLabel(BigInt(offset), BigInt(scale), i));
            expect(label).toMatch(/^\u2212?\d{1,3}(\u202f\d{3})*(,\d{1,6})?$|^\u2212?\d{4}(,\d{1,6})?$/);
          });
        },
      ),
      { numRuns: 500 },
    );
  });

  it('is exact for short decimals as typed (0,1 … 0,001 scales, x,5 offsets), never a float tail', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -200_000, max: 200_000 }).map((n) => n / 2),
        fc.constantFrom(0.001, 0.01, 0.1, 0.2, 0.25, 0.3, 0.5, 0.7, 1, 2, 2.5, 5, 10, 100, 1000),
        fc.integer({ min: 1, max: 20 }),
        (offset, scale, count) => {
          const labels = tickLabels({ amountOfTickMarks: count, scaleX: scale, offsetX: offset });
          labels.forEach((label, i) => {
            expect(label.split(',')[1]?.length ?? 0).toBeLessThanOrEqual(3);
            expect(parse(label)).toBeCloseTo(offset + i * scale, 6);
          });
        },
      ),
      { numRuns: 500 },
    );
  });

  it('labels jumps with their signed difference', () => {
    expect(jumpLabel(1, 2, 5)).toBe('+3');
    expect(jumpLabel(1, 5, 3)).toBe('\u22122');
    expect(jumpLabel(0.1, 0, 3)).toBe('+0,3');
    expect(jumpLabel(10, 4, 4)).toBe('0');
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 0, max: 20 }),
        (scale, from, to) => {
          const label = jumpLabel(scale / UNITS_PER_ONE, from, to);
          expect(label).toBe(
            (to > from ? '+' : '') + oracleLabel(0n, BigInt(scale) * BigInt(to - from), 1).replace(/^\+/, ''),
          );
        },
      ),
    );
  });

  it('formats millionths', () => {
    expect(formatUnits(0)).toBe('0');
    expect(formatUnits(1)).toBe('0,000001');
    expect(formatUnits(-1_500_000)).toBe('\u22121,5');
  });
});

describe('Zahlenstrahl: snapping', () => {
  it('snaps a position to the nearest mark, within 0…count', () => {
    expect(nearestIndex(0, 0, 100, 10)).toBe(0);
    expect(nearestIndex(34, 0, 100, 10)).toBe(3);
    expect(nearestIndex(36, 0, 100, 10)).toBe(4);
    expect(nearestIndex(-50, 0, 100, 10)).toBe(0);
    expect(nearestIndex(500, 0, 100, 10)).toBe(10);
    fc.assert(
      fc.property(
        fc.double({ min: -1000, max: 1000, noNaN: true }),
        fc.integer({ min: 1, max: 20 }),
        (x, n) => {
          const index = nearestIndex(x, 10, 510, n);
          // Oracle: the mark with the smallest distance (ties to the larger index, as Math.round).
          let best = 0;
          for (let i = 0; i <= n; i++) {
            const d = Math.abs(10 + (i * 500) / n - x);
            const bestD = Math.abs(10 + (best * 500) / n - x);
            if (d < bestD - 1e-9 || (Math.abs(d - bestD) <= 1e-9 && i > best)) best = i;
          }
          expect(index).toBe(best);
        },
      ),
    );
  });
});
