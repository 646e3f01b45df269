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

/** Groups made by `makeGroups`, and whether every "Nicht zusammen" pair ended up apart. */
export interface GroupSplit {
  readonly groups: string[][];
  /** False: some pair shares a group ("Nicht alle Wünsche erfüllbar"). */
  readonly allApart: boolean;
}

/** How many "Nicht zusammen" pairs share a group. */
export function keepApartConflicts(
  groups: readonly (readonly string[])[],
  keepApart: readonly (readonly string[])[],
) {
  const groupOf = new Map<string, number>();
  groups.forEach((g, i) => {
    for (const name of g) groupOf.set(name, i);
  });
  let conflicts = 0;
  for (const pair of keepApart) {
    const present = pair.filter((n) => groupOf.has(n));
    const seen = new Set<number>();
    for (const name of present) {
      const g = groupOf.get(name)!;
      if (seen.has(g)) conflicts++;
      seen.add(g);
    }
  }
  return conflicts;
}

/**
 * `names` (each once) in `groupCount` groups whose sizes differ by at most one (fewer groups when
 * there are fewer names), uniformly shuffled, keeping the "Nicht zusammen" pairs apart where
 * possible: a few shuffles are tried and the one with the fewest shared pairs is kept.
 */
export function makeGroups(
  names: readonly string[],
  groupCount: number,
  keepApart: readonly (readonly string[])[],
  random: IntSource,
  attempts = 60,
): GroupSplit {
  const unique = [...new Set(names)];
  const count = Math.max(1, Math.min(Math.floor(groupCount), unique.length));
  const relevant = keepApart.filter((pair) => pair.filter((n) => unique.includes(n)).length > 1);
  let best: string[][] = [];
  let bestConflicts = Number.POSITIVE_INFINITY;
  for (let attempt = 0; attempt < (relevant.length > 0 ? attempts : 1); attempt++) {
    const order = drawDistinct(unique, unique.length, random);
    // The first (n mod g) groups take one more; which groups those are is shuffled too.
    const big = unique.length % count;
    const capacity = drawDistinct(
      Array.from({ length: count }, (_, i) => i),
      count,
      random,
    ).map((slot) => Math.floor(unique.length / count) + (slot < big ? 1 : 0));
    const groups: string[][] = Array.from({ length: count }, () => []);
    for (const name of order) {
      const partners = new Set(relevant.filter((p) => p.includes(name)).flat());
      let choice = -1;
      let choiceClash = Number.POSITIVE_INFINITY;
      for (let g = 0; g < count; g++) {
        if (groups[g]!.length >= capacity[g]!) continue;
        const clash = groups[g]!.filter((m) => partners.has(m)).length;
        if (clash < choiceClash) {
          choice = g;
          choiceClash = clash;
        }
      }
      groups[choice]!.push(name);
    }
    const conflicts = keepApartConflicts(groups, relevant);
    if (conflicts < bestConflicts) {
      best = groups;
      bestConflicts = conflicts;
    }
    if (conflicts === 0) break;
  }
  return { groups: best, allApart: bestConflicts === 0 };
}
