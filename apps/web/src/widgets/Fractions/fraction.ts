import { MAX_PARTS } from './limits.ts';

export { MAX_PARTS } from './limits.ts';
// Pure rules of the Brüche widget (catalogue 3.5): exact rational arithmetic on whole numbers (never
// floats): the coloured parts of a shape, Erweitern, Kürzen, comparing, decimal and percent text.

export interface FractionState {
  readonly denominator: number;
  /** Indices of the coloured parts (0…denominator−1); their count is the numerator. */
  readonly filledParts: readonly number[];
}

export const EXPAND_FACTORS = [2, 3, 4] as const;

export function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y) [x, y] = [y, x % y];
  return x;
}

/** The fraction shown: coloured parts over all parts (not reduced: 6/8 stays 6/8). */
export const numeratorOf = (f: FractionState) => f.filledParts.length;

/** −/+ : a new denominator clears the colouring. */
export const withDenominator = (denominator: number): FractionState => ({ denominator, filledParts: [] });

/** Taps a part: coloured ↔ not coloured. */
export function togglePart(f: FractionState, part: number): FractionState {
  if (part < 0 || part >= f.denominator) return f;
  return setPart(f, part, !f.filledParts.includes(part));
}

/** Colours or clears one part (a finger swiping across parts). */
export function setPart(f: FractionState, part: number, filled: boolean): FractionState {
  if (part < 0 || part >= f.denominator || f.filledParts.includes(part) === filled) return f;
  const filledParts = filled
    ? [...f.filledParts, part].sort((a, b) => a - b)
    : f.filledParts.filter((p) => p !== part);
  return { ...f, filledParts };
}

/** 'Erweitern ×k': every part splits into k (3/4 → 6/8), the same area stays coloured. */
export function expand(f: FractionState, k: number): FractionState {
  if (!Number.isInteger(k) || k < 2 || f.denominator * k > MAX_PARTS) return f;
  return {
    denominator: f.denominator * k,
    filledParts: f.filledParts.flatMap((p) => Array.from({ length: k }, (_, i) => p * k + i)),
  };
}

/** True when groups of g neighbouring parts are each wholly coloured or wholly not. */
function mergeable(f: FractionState, g: number): boolean {
  if (f.denominator % g !== 0) return false;
  const filled = new Set(f.filledParts);
  for (let start = 0; start < f.denominator; start += g) {
    const first = filled.has(start);
    for (let i = 1; i < g; i++) if (filled.has(start + i) !== first) return false;
  }
  return true;
}

/**
 * 'Kürzen': merges neighbouring parts into as few parts as the colouring allows (6/8 → 3/4; two coloured
 * parts that are not neighbours stay as they are). Null when nothing can be merged.
 */
export function reduce(f: FractionState): FractionState | null {
  for (let g = f.denominator; g > 1; g--) {
    if (!mergeable(f, g)) continue;
    const filled = new Set(f.filledParts);
    const groups = f.denominator / g;
    return {
      denominator: groups,
      filledParts: Array.from({ length: groups }, (_, j) => j).filter((j) => filled.has(j * g)),
    };
  }
  return null;
}

/** −1, 0 or 1: a/b against c/d by cross-multiplying whole numbers. */
export function compare(a: FractionState, b: FractionState): -1 | 0 | 1 {
  const left = numeratorOf(a) * b.denominator;
  const right = numeratorOf(b) * a.denominator;
  return left < right ? -1 : left > right ? 1 : 0;
}

/**
 * n/d as a German decimal: exact when it ends (3/4 → '0,75'), else rounded to 3 places with '≈'
 * (1/3 → '≈ 0,333'). Long division on whole numbers.
 */
export function decimalText(n: number, d: number, scale = 1): string {
  let reduced = d / gcd(n * scale, d);
  while (reduced % 2 === 0) reduced /= 2;
  while (reduced % 5 === 0) reduced /= 5;
  const exact = reduced === 1;
  const digits: number[] = [];
  let whole = Math.floor((n * scale) / d);
  let rest = (n * scale) % d;
  const max = exact ? 12 : 4;
  while (rest !== 0 && digits.length < max) {
    rest *= 10;
    digits.push(Math.floor(rest / d));
    rest %= d;
  }
  if (!exact) {
    // Round half up on the 4th place to 3 places.
    const fourth = digits.pop() ?? 0;
    if (fourth >= 5) {
      let i = digits.length - 1;
      while (i >= 0) {
        if ((digits[i] as number) < 9) {
          digits[i] = (digits[i] as number) + 1;
          break;
        }
        digits[i] = 0;
        i--;
      }
      if (i < 0) whole += 1;
    }
    while (digits.length > 0 && digits[digits.length - 1] === 0) digits.pop();
  }
  const text = digits.length > 0 ? `${whole},${digits.join('')}` : String(whole);
  return exact ? text : `≈ ${text}`;
}

/** '75 %' (exact) or '≈ 33,333 %'. */
export const percentText = (n: number, d: number) => `${decimalText(n, d, 100)} %`;
