/** How a row of choices is laid out in its box: one row, wrapped onto a few rows, or scrolled sideways. */
export type SegmentedMode = 'row' | 'wrap' | 'scroll';

/** Number of rows the items take when packed greedily left to right into `width` (gap between items). */
export function packedRows(widths: readonly number[], gap: number, width: number): number {
  if (widths.length === 0) return 0;
  let rows = 1;
  let used = 0;
  for (const w of widths) {
    const next = used === 0 ? w : used + gap + w;
    if (used > 0 && next > width) {
      rows += 1;
      used = w;
    } else used = next;
  }
  return rows;
}

/**
 * The layout that shows every choice whole: one row when all fit; wrapped when they fit in `maxRows`
 * rows and no single choice is wider than the box; otherwise a sideways scroller that starts at the
 * first choice and has visible arrows (never a row centred past both edges).
 */
export function segmentedLayout(input: {
  widths: readonly number[];
  gap: number;
  width: number;
  maxRows: number;
}): { mode: SegmentedMode; rows: number } {
  const { widths, gap, width, maxRows } = input;
  if (widths.length === 0 || width <= 0) return { mode: 'row', rows: widths.length === 0 ? 0 : 1 };
  if (widths.some((w) => w > width)) return { mode: 'scroll', rows: 1 };
  const rows = packedRows(widths, gap, width);
  if (rows === 1) return { mode: 'row', rows };
  if (rows <= maxRows) return { mode: 'wrap', rows };
  return { mode: 'scroll', rows: 1 };
}
