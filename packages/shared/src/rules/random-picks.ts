// Random picks for "Namen ziehen", "Glücksrad" and "Gruppen bilden" (catalogue 3.3). The random
// source is the caller's (crypto.getRandomValues on the board, seeded in tests); its `int(n)`
// must be uniform on [0, n), so every rule here is unbiased.

/** A uniform integer source: `int(n)` in [0, n). */
export interface IntSource {
  int(maxExclusive: number): number;
}

/** `count` different entries of `pool`, uniformly (a partial Fisher–Yates shuffle), in drawn order. */
export function drawDistinct<T>(pool: readonly T[], count: number, random: IntSource): T[] {
  const rest = [...pool];
  const take = Math.max(0, Math.min(Math.floor(count), rest.length));
  for (let i = 0; i < take; i++) {
    const j = i + random.int(rest.length - i);
    [rest[i], rest[j]] = [rest[j]!, rest[i]!];
  }
  return rest.slice(0, take);
}

/** The names still to draw: the list's names not yet picked, in the list's order. */
export function remainingNames(names: readonly string[], picked: readonly string[]): string[] {
  const done = new Set(picked);
  return names.filter((name) => !done.has(name));
}

/** The wheel's segment under the pointer at the top, for a clockwise rotation in degrees. */
export function segmentAtPointer(rotationDeg: number, count: number): number {
  const atTop = (((360 - rotationDeg) % 360) + 360) % 360;
  return Math.min(count - 1, Math.floor((atTop * count) / 360));
}

/**
 * The rotation that lands segment `index` of `count` under the pointer: at least `turns` whole
 * turns further than `previousDeg`, at a random point inside the segment (never on its edges).
 */
export function wheelLanding(
  previousDeg: number,
  index: number,
  count: number,
  random: IntSource,
  turns = 4,
): number {
  const segment = 360 / count;
  // 10–90 % into the segment, in 1/80 steps of the middle part.
  const into = 0.1 + (0.8 * random.int(81)) / 80;
  const target = 360 - (index + into) * segment;
  const delta = (((target - previousDeg) % 360) + 360) % 360;
  return previousDeg + turns * 360 + delta;
}
