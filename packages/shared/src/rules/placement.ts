/** A widget's place on the layout grid, in grid units. */
export interface GridItem {
  i?: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A grid position. */
export interface GridPosition {
  x: number;
  y: number;
}

/** A size in grid units. */
export interface GridSize {
  w: number;
  h: number;
}

/** True when two grid rectangles share any area (touching edges do not overlap). */
export function gridItemsOverlap(a: Readonly<GridItem>, b: Readonly<GridItem>): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

function fits(
  layout: readonly Readonly<GridItem>[],
  candidate: GridItem,
  cols: number,
  maxRows: number | undefined,
): boolean {
  if (candidate.x < 0 || candidate.y < 0 || candidate.x + candidate.w > cols) return false;
  if (maxRows !== undefined && candidate.y + candidate.h > maxRows) return false;
  return layout.every((other) => !gridItemsOverlap(candidate, other));
}

/** First free grid slot (rows, then columns), else a free spot beside or below a widget, else null (no room). */
export function findFreePosition(
  layout: readonly Readonly<GridItem>[],
  item: Readonly<GridSize>,
  cols: number,
  maxRows?: number,
): GridPosition | null {
  const { w, h } = item;
  if (!(w > 0 && h > 0) || w > cols) return null;
  // Without maxRows the scan reaches below the lowest widget, so a slot is always found when the item fits in cols.
  const bottom = layout.reduce((max, other) => Math.max(max, other.y + other.h), 0);
  const lastY = maxRows === undefined ? Math.ceil(bottom) : maxRows - h;
  const lastX = cols - w;
  for (let y = 0; y <= lastY; y++) {
    for (let x = 0; x <= lastX; x++) {
      if (fits(layout, { x, y, w, h }, cols, maxRows)) return { x, y };
    }
  }
  // Beside and below existing widgets: covers layouts with fractional positions the integer scan skips.
  const ordered = [...layout].sort((a, b) => a.y - b.y || a.x - b.x);
  for (const other of ordered) {
    const beside = { x: other.x + other.w, y: other.y, w, h };
    if (fits(layout, beside, cols, maxRows)) return { x: beside.x, y: beside.y };
    const below = { x: other.x, y: other.y + other.h, w, h };
    if (fits(layout, below, cols, maxRows)) return { x: below.x, y: below.y };
  }
  return null;
}
