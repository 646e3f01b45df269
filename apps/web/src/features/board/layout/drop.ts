import { type GridItem, gridItemsOverlap } from '@tafino/shared';
import { CELL_PX } from './layout.ts';

/**
 * The grid place the pointer drags a widget to: where the drag started (cells) moved by the pointer's
 * movement (screen px, divided by the board's scale), in whole cells, kept on the board. (The board does not
 * move a widget onto another one, so the pointer, not the widget, says where the user wants it.)
 */
export function draggedTo(
  start: { x: number; y: number },
  moved: { dx: number; dy: number },
  scale: number,
  size: { w: number; h: number },
  bounds: { cols: number; rows: number },
): { x: number; y: number } {
  const safe = scale > 0 ? scale : 1;
  const clamp = (value: number, max: number) => Math.max(0, Math.min(Math.max(0, max), value));
  return {
    x: clamp(Math.round(start.x + moved.dx / safe / CELL_PX), bounds.cols - size.w),
    y: clamp(Math.round(start.y + moved.dy / safe / CELL_PX), bounds.rows - size.h),
  };
}

/**
 * True when the place a widget is dragged to (`wanted`, its own size) is taken by another widget, so the
 * board keeps it at its last free place (`placed`) instead.
 */
export function isDropBlocked(
  layout: readonly Readonly<GridItem>[],
  id: string,
  wanted: Readonly<GridItem>,
  placed: { x: number; y: number },
): boolean {
  if (wanted.x === placed.x && wanted.y === placed.y) return false;
  return layout.some((other) => other.i !== id && gridItemsOverlap(wanted, other));
}
