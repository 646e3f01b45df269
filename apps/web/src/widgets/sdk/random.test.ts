import { describe, expect, it } from 'vitest';
import { randomInt, randomPick, seededRandom } from './random.ts';

function fakeSource(values: number[]) {
  return (buffer: Uint32Array<ArrayBuffer>) => {
    buffer[0] = values.shift() ?? 0;
    return buffer;
  };
}

describe('randomInt', () => {
  it('rejects values of the incomplete last block (no modulo bias)', () => {
    // 2^32 % 6 = 4: the top four values would favour 0–3 and are drawn again.
    expect(randomInt(6, fakeSource([0xffff_ffff, 0xffff_fffc, 7]))).toBe(1);
  });

  it('stays within range with the real source', () => {
    const counts = new Array(6).fill(0);
    for (let i = 0; i < 6000; i++) counts[randomInt(6)]++;
    for (const c of counts) expect(c).toBeGreaterThan(800);
  });

  it('refuses invalid ranges', () => {
    expect(() => randomInt(0)).toThrow(RangeError);
    expect(() => randomInt(1.5)).toThrow(RangeError);
  });
});

describe('seededRandom', () => {
  it('repeats its sequence for the same seed and stays in range', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const first = Array.from({ length: 20 }, () => a.int(6));
    expect(Array.from({ length: 20 }, () => b.int(6))).toEqual(first);
    expect(first.every((v) => v >= 0 && v < 6)).toBe(true);
    expect(new Set(first).size).toBeGreaterThan(1);
    expect(randomPick(['a', 'b', 'c'], seededRandom(7))).toBe(randomPick(['a', 'b', 'c'], seededRandom(7)));
  });
});
