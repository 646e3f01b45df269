import { describe, expect, it } from 'vitest';
import { clockDefinition } from '../../../widgets/Clock/definition.ts';
import { timerDefinition } from '../../../widgets/Timer/definition.ts';
import {
  CELL_PX,
  createLayoutEntry,
  defaultFrame,
  nudgeEntry,
  placeNewWidget,
  readLayoutMeta,
  toLayoutMeta,
  withGeometry,
} from './layout.ts';

const container = { width: 1000, height: 500 };

describe('layout entries', () => {
  it('carry the spec fields and px sizes from the shared default sizes', () => {
    const entry = createLayoutEntry('a', timerDefinition, 'PrimaryGradeLevel', { x: 0, y: 0 }, container);
    expect(entry).toMatchObject({
      i: 'a',
      x: 0,
      y: 0,
      w: 36,
      h: 24,
      type: 'Timer',
      isResizable: true,
      isStatic: false,
      preserveAspectRatio: false,
    });
    expect(entry.layoutData).toEqual({
      isInitial: true,
      widthInPx: 360,
      heightInPx: 240,
      viewBoxWidth: 360,
      viewBoxHeight: 240,
      containerWidth: 1000,
      containerHeight: 500,
      widgetTypeKey: 'Timer',
      aspectRatio: 1.5,
    });
  });

  it('round-trip through desktopLayoutMeta', () => {
    const items = [createLayoutEntry('a', clockDefinition, 'PrimaryGradeLevel', { x: 3, y: 4 }, container)];
    const meta = toLayoutMeta(items, container);
    expect(meta).toMatchObject({ version: 1, cols: 100, rowHeight: CELL_PX });
    expect(readLayoutMeta({ desktopLayoutMeta: JSON.parse(JSON.stringify(meta)) })).toEqual(items);
  });

  it('read damaged or foreign meta without throwing and convert other cell sizes by px', () => {
    expect(readLayoutMeta(undefined)).toEqual([]);
    expect(readLayoutMeta({ desktopLayoutMeta: 'x' })).toEqual([]);
    const read = readLayoutMeta({
      desktopLayoutMeta: {
        cellPx: 20,
        items: [
          {
            i: 'a',
            x: 2,
            y: 1,
            w: 10,
            h: 10,
            type: 'Clock',
            layoutData: { widthInPx: 200, heightInPx: 200 },
          },
          { i: 'b', x: 0, y: 0, w: 1, h: 1, type: 'NoSuchWidget' },
          { nonsense: true },
        ],
      },
    });
    expect(read).toHaveLength(1);
    expect(read[0]).toMatchObject({ i: 'a', x: 4, y: 2, w: 20, h: 20 });
  });

  it('moving or resizing clears isInitial and updates px sizes', () => {
    const entry = createLayoutEntry('a', clockDefinition, 'PrimaryGradeLevel', { x: 0, y: 0 }, container);
    const moved = withGeometry(entry, { x: 1, y: 0, w: 25, h: 20 });
    expect(moved.layoutData).toMatchObject({ isInitial: false, widthInPx: 250, heightInPx: 200 });
    expect(withGeometry(entry, { x: 0, y: 0, w: 20, h: 20 })).toBe(entry);
  });
});

describe('placement', () => {
  it('uses the first free slot and reports no space when the visible board is full', () => {
    const frame = defaultFrame('Clock', 'PrimaryGradeLevel');
    const small = { width: 400, height: 200 };
    const layout = [];
    for (let n = 0; n < 2; n++) {
      const at = placeNewWidget(layout, frame, small);
      expect(at).toEqual({ x: n * 20, y: 0 });
      layout.push(createLayoutEntry(`w${n}`, clockDefinition, 'PrimaryGradeLevel', at!, small));
    }
    expect(placeNewWidget(layout, frame, small)).toBeNull();
  });

  it('nudges by one cell, not into another widget, not when locked', () => {
    const a = createLayoutEntry('a', clockDefinition, 'PrimaryGradeLevel', { x: 0, y: 0 }, container);
    const b = createLayoutEntry('b', clockDefinition, 'PrimaryGradeLevel', { x: 21, y: 0 }, container);
    const bounds = { cols: 100, rows: 50 };
    expect(nudgeEntry([a, b], 'a', { dx: 1 }, bounds)).toMatchObject({ x: 1 });
    expect(nudgeEntry([{ ...a, x: 1 }, b], 'a', { dx: 1 }, bounds)).toBeNull();
    expect(nudgeEntry([a, b], 'a', { dx: -1 }, bounds)).toBeNull();
    expect(nudgeEntry([a, b], 'a', { dh: 1 }, bounds)).toMatchObject({ h: 21 });
    expect(nudgeEntry([{ ...a, isStatic: true }, b], 'a', { dy: 1 }, bounds)).toBeNull();
  });
});
