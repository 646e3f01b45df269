// Pure rules of the Zahlenstrahl (catalogue 3.5): mark values and their German labels, computed in whole
// millionths (safe integers), never by adding floats, so 0,1 steps never show 0,30000000000000004.

export { NUMBER_LINE_LIMITS } from './limits.ts';

/** Values are kept in millionths: 6 decimal places, enough for every value the settings allow. */
export const UNITS_PER_ONE = 1_000_000;
const DECIMALS = 6;

/**
 * A setting in whole millionths. The settings' stepper adds floats (0.2 + 0.1 = 0.30000000000000004);
 * rounding to millionths takes such drift away and keeps every value typed with up to 6 decimals.
 */
export function toUnits(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.round(value * UNITS_PER_ONE);
}

/** The value of mark i in millionths: offsetX + i × scaleX, exact (safe integers). */
export function tickUnits(offsetX: number, scaleX: number, index: number): number {
  return toUnits(offsetX) + index * toUnits(scaleX);
}

/** Groups of three digits with a narrow no-break space from 10 000 up (DIN 5008), else none. */
function groupDigits(digits: string): string {
  if (digits.length <= 4) return digits;
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');
}

/**
 * A value in millionths as a German number: decimal comma, no trailing zeros, minus sign '−' (U+2212),
 * e.g. 500000 → '0,5', -2000000 → '−2', 120000000 → '120'. With `signed`, positive values get '+'.
 */
export function formatUnits(units: number, signed = false): string {
  const negative = units < 0;
  const abs = Math.abs(units);
  const whole = Math.floor(abs / UNITS_PER_ONE);
  const fraction = abs - whole * UNITS_PER_ONE;
  let text = groupDigits(String(whole));
  if (fraction > 0) text += `,${String(fraction).padStart(DECIMALS, '0').replace(/0+$/, '')}`;
  if (negative) return `\u2212${text}`;
  return signed && units > 0 ? `+${text}` : text;
}

/** The labels of marks 0…amountOfTickMarks. */
export function tickLabels(settings: {
  amountOfTickMarks: number;
  scaleX: number;
  offsetX: number;
}): string[] {
  const count = Math.max(1, Math.floor(settings.amountOfTickMarks));
  return Array.from({ length: count + 1 }, (_, i) =>
    formatUnits(tickUnits(settings.offsetX, settings.scaleX, i)),
  );
}

/** The label of a jump from mark `from` to mark `to`: the difference of their values, '+3' or '−2'. */
export function jumpLabel(scaleX: number, from: number, to: number): string {
  return formatUnits((to - from) * toUnits(scaleX), true);
}

/** The mark nearest to position x on a line whose marks 0…count lie between `left` and `right`. */
export function nearestIndex(x: number, left: number, right: number, count: number): number {
  if (count <= 0 || right <= left) return 0;
  const index = Math.round(((x - left) / (right - left)) * count);
  return Math.min(count, Math.max(0, index));
}
