import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findFreePosition, type GridItem, type GridPosition, gridItemsOverlap } from './placement.ts';

describe('findFreePosition (spec section 4)', () => {
  it('puts the first widget top left', () => {
    expect(findFreePosition([], { w: 2, h: 2 }, 12)).toEqual({ x: 0, y: 0 });
  });

  it('takes the first free slot scanning rows, then columns', () => {
    const layout = [{ i: 'a', x: 0, y: 0, w: 2, h: 2 }];
    expect(findFreePosition(layout, { w: 2, h: 2 }, 4)).toEqual({ x: 2, y: 0 });
    expect(findFreePosition(layout, { w: 3, h: 1 }, 4)).toEqual({ x: 0, y: 2 });
  });

  it('fills a gap in the first row before going down', () => {
    const layout = [
      { x: 0, y: 0, w: 1, h: 1 },
      { x: 2, y: 0, w: 2, h: 1 },
    ];
    expect(findFreePosition(layout, { w: 1, h: 1 }, 4)).toEqual({ x: 1, y: 0 });
    expect(findFreePosition(layout, { w: 2, h: 1 }, 4)).toEqual({ x: 0, y: 1 });
  });

  it('goes below the lowest widget when there is no row limit', () => {
    const full = [{ x: 0, y: 0, w: 4, h: 3 }];
    expect(findFreePosition(full, { w: 4, h: 5 }, 4)).toEqual({ x: 0, y: 3 });
  });

  it('returns null when nothing fits (caller shows the spec message)', () => {
    const full = [{ x: 0, y: 0, w: 4, h: 3 }];
    expect(findFreePosition(full, { w: 1, h: 1 }, 4, 3)).toBeNull();
    expect(findFreePosition([], { w: 5, h: 1 }, 4)).toBeNull();
    expect(findFreePosition([], { w: 1, h: 4 }, 4, 3)).toBeNull();
  });

  it('tries the spot beside an existing widget when the grid scan finds nothing', () => {
    // A widget at a fractional column blocks every whole-number slot in the only row.
    const layout = [{ x: 0.5, y: 0, w: 2, h: 1 }];
    expect(findFreePosition(layout, { w: 1, h: 1 }, 3.5, 1)).toEqual({ x: 2.5, y: 0 });
  });

  it('tries the spot below an existing widget when the grid scan finds nothing', () => {
    const layout = [{ x: 0, y: 0.5, w: 2, h: 1 }];
    expect(findFreePosition(layout, { w: 2, h: 1 }, 2, 2.5)).toEqual({ x: 0, y: 1.5 });
  });
});

// Brute-force oracle: every whole-number slot inside the bounds, in row-major order.
function freeSlots(layout: GridItem[], w: number, h: number, cols: number, maxRows?: number): GridPosition[] {
  const bottom = Math.max(0, ...layout.map((it) => it.y + it.h));
  const lastY = maxRows === undefined ? bottom : maxRows - h;
  const slots: GridPosition[] = [];
  for (let y = 0; y <= lastY; y++) {
    for (let x = 0; x + w <= cols; x++) {
      if (layout.every((it) => !gridItemsOverlap({ x, y, w, h }, it))) slots.push({ x, y });
    }
  }
  return slots;
}

const scenario = fc
  .record({
    cols: fc.integer({ min: 1, max: 12 }),
    maxRows: fc.option(fc.integer({ min: 1, max: 10 }), { nil: undefined }),
  })
  .chain(({ cols, maxRows }) => {
    const rows = maxRows ?? 10;
    const item = fc
      .record({
        x: fc.nat(cols - 1),
        y: fc.nat(rows - 1),
        w: fc.integer({ min: 1, max: cols }),
        h: fc.integer({ min: 1, max: 4 }),
      })
      .map((it) => ({
        ...it,
        w: Math.min(it.w, cols - it.x),
        h: maxRows === undefined ? it.h : Math.min(it.h, rows - it.y),
      }));
    return fc.record({
      cols: fc.constant(cols),
      maxRows: fc.constant(maxRows),
      layout: fc.array(item, { maxLength: 12 }),
      size: fc.record({ w: fc.integer({ min: 1, max: cols + 1 }), h: fc.integer({ min: 1, max: 5 }) }),
    });
  });

describe('findFreePosition properties', () => {
  it('never returns an overlapping or out-of-bounds position', () => {
    fc.assert(
      fc.property(scenario, ({ cols, maxRows, layout, size }) => {
        const pos = findFreePosition(layout, size, cols, maxRows);
        if (pos === null) return true;
        const placed = { ...pos, ...size };
        return (
          pos.x >= 0 &&
          pos.y >= 0 &&
          pos.x + size.w <= cols &&
          (maxRows === undefined || pos.y + size.h <= maxRows) &&
          layout.every((it) => !gridItemsOverlap(placed, it))
        );
      }),
    );
  });

  it('returns a position whenever a free slot exists, and the first one in row-major order', () => {
    fc.assert(
      fc.property(scenario, ({ cols, maxRows, layout, size }) => {
        const slots = freeSlots(layout, size.w, size.h, cols, maxRows);
        expect(findFreePosition(layout, size, cols, maxRows)).toEqual(slots[0] ?? null);
      }),
    );
  });

  it('always finds a place without a row limit when the widget fits the width', () => {
    fc.assert(
      fc.property(scenario, ({ cols, layout, size }) => {
        return (findFreePosition(layout, size, cols) !== null) === size.w <= cols;
      }),
    );
  });

  it('placing widgets one after another never makes them overlap', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.option(fc.integer({ min: 1, max: 8 }), { nil: undefined }),
        fc.array(fc.record({ w: fc.integer({ min: 1, max: 4 }), h: fc.integer({ min: 1, max: 4 }) }), {
          maxLength: 20,
        }),
        (cols, maxRows, sizes) => {
          const layout: GridItem[] = [];
          for (const size of sizes) {
            const pos = findFreePosition(layout, size, cols, maxRows);
            if (pos) layout.push({ ...pos, ...size });
          }
          return layout.every((a, i) => layout.every((b, j) => i === j || !gridItemsOverlap(a, b)));
        },
      ),
    );
  });

  it('never overlaps even with fractional layouts', () => {
    const frac = fc.integer({ min: 0, max: 40 }).map((n) => n / 4);
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ x: frac, y: frac, w: frac.map((v) => v + 0.25), h: frac.map((v) => v + 0.25) }),
          { maxLength: 8 },
        ),
        fc.record({ w: fc.integer({ min: 1, max: 3 }), h: fc.integer({ min: 1, max: 3 }) }),
        fc.integer({ min: 3, max: 12 }),
        fc.option(fc.integer({ min: 1, max: 12 }), { nil: undefined }),
        (layout, size, cols, maxRows) => {
          const pos = findFreePosition(layout, size, cols, maxRows);
          if (pos === null) return true;
          const placed = { ...pos, ...size };
          return (
            pos.x + size.w <= cols &&
            (maxRows === undefined || pos.y + size.h <= maxRows) &&
            layout.every((it) => !gridItemsOverlap(placed, it))
          );
        },
      ),
    );
  });
});
