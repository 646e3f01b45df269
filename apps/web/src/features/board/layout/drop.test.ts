import { describe, expect, it } from 'vitest';
import { draggedTo, isDropBlocked } from './drop.ts';

const layout = [
  { i: 'a', x: 0, y: 0, w: 20, h: 20 },
  { i: 'b', x: 30, y: 0, w: 20, h: 20 },
];

describe('drop on an occupied place', () => {
  it('finds where the pointer drags a widget on a scaled board, kept on the board', () => {
    const size = { w: 20, h: 20 };
    const bounds = { cols: 100, rows: 60 };
    expect(draggedTo({ x: 30, y: 0 }, { dx: -200, dy: 100 }, 1, size, bounds)).toEqual({ x: 10, y: 10 });
    expect(draggedTo({ x: 30, y: 0 }, { dx: -100, dy: 50 }, 0.5, size, bounds)).toEqual({ x: 10, y: 10 });
    expect(draggedTo({ x: 30, y: 0 }, { dx: 134, dy: 0 }, 1.5, size, bounds)).toEqual({ x: 39, y: 0 });
    expect(draggedTo({ x: 30, y: 10 }, { dx: -900, dy: -900 }, 1, size, bounds)).toEqual({ x: 0, y: 0 });
    expect(draggedTo({ x: 30, y: 10 }, { dx: 9000, dy: 9000 }, 1, size, bounds)).toEqual({ x: 80, y: 40 });
  });

  it('is blocked when the wanted place overlaps another widget and the widget stayed behind', () => {
    expect(isDropBlocked(layout, 'a', { x: 25, y: 5, w: 20, h: 20 }, { x: 10, y: 5 })).toBe(true);
  });

  it('is free where the widget lands where it was dragged, or nothing else is there', () => {
    expect(isDropBlocked(layout, 'a', { x: 10, y: 5, w: 20, h: 20 }, { x: 10, y: 5 })).toBe(false);
    expect(isDropBlocked(layout, 'a', { x: 0, y: 30, w: 20, h: 20 }, { x: 0, y: 28 })).toBe(false);
    // Touching edges is no overlap; the widget's own old place never blocks it.
    expect(isDropBlocked(layout, 'a', { x: 10, y: 0, w: 20, h: 20 }, { x: 8, y: 0 })).toBe(false);
    expect(isDropBlocked(layout, 'b', { x: 31, y: 1, w: 20, h: 20 }, { x: 30, y: 0 })).toBe(false);
  });
});
