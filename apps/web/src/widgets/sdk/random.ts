// Randomness for dice, wheels and pickers (catalogue 2.3): crypto-strength, unbiased; seedable for tests.

const UINT32_RANGE = 0x1_0000_0000;

/** Fills a buffer with uniformly distributed 32-bit values. */
export type RandomFill = (buffer: Uint32Array<ArrayBuffer>) => Uint32Array;

/** A source of unbiased random integers. */
export interface RandomSource {
  /** A uniformly distributed integer in [0, maxExclusive). */
  int(maxExclusive: number): number;
}

/** A uniformly distributed integer in [0, maxExclusive), by rejection sampling (no modulo bias). */
export function randomInt(maxExclusive: number, source: RandomFill = defaultSource): number {
  if (!Number.isInteger(maxExclusive) || maxExclusive <= 0 || maxExclusive > UINT32_RANGE) {
    throw new RangeError(`randomInt: invalid range ${maxExclusive}`);
  }
  const limit = UINT32_RANGE - (UINT32_RANGE % maxExclusive);
  const buffer = new Uint32Array(1);
  for (;;) {
    const value = source(buffer)[0]!;
    if (value < limit) return value % maxExclusive;
  }
}

/** A uniformly chosen element. */
export function randomPick<T>(items: readonly T[], random: RandomSource = cryptoRandom): T {
  return items[random.int(items.length)]!;
}

function defaultSource(buffer: Uint32Array<ArrayBuffer>): Uint32Array {
  return crypto.getRandomValues(buffer);
}

/** The default source: crypto.getRandomValues. */
export const cryptoRandom: RandomSource = { int: (max) => randomInt(max) };

/** A reproducible source from a seed (mulberry32), for tests and replays. */
export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  const fill: RandomFill = (buffer) => {
    for (let i = 0; i < buffer.length; i++) {
      state = (state + 0x6d2b79f5) >>> 0;
      let z = state;
      z = Math.imul(z ^ (z >>> 15), z | 1);
      z ^= z + Math.imul(z ^ (z >>> 7), z | 61);
      buffer[i] = (z ^ (z >>> 14)) >>> 0;
    }
    return buffer;
  };
  return { int: (max) => randomInt(max, fill) };
}
