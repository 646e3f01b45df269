// Randomness for dice, wheels and pickers (catalogue 2.3): crypto-strength, unbiased.

const UINT32_RANGE = 0x1_0000_0000;

/** A uniformly distributed integer in [0, maxExclusive), by rejection sampling (no modulo bias). */
export function randomInt(
  maxExclusive: number,
  source: (buffer: Uint32Array<ArrayBuffer>) => Uint32Array = defaultSource,
): number {
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
export function randomPick<T>(items: readonly T[]): T {
  return items[randomInt(items.length)]!;
}

function defaultSource(buffer: Uint32Array<ArrayBuffer>): Uint32Array {
  return crypto.getRandomValues(buffer);
}
