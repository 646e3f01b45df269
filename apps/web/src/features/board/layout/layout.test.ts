import { describe, expect, it } from 'vitest';
import { clockDefinition } from '../../../widgets/Clock/definition.ts';
import { timerDefinition } from '../../../widgets/Timer/definition.ts';
import {
  CELL_PX,
  createLayoutEntry,
  defaultFrame,
  fitBoardSize,
  fitScale,
  isSignificantResize,
  nudgeEntry,
  placeNewWidget,
  readBoardSize,
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

describe('the board fits every screen', () => {
  it('keeps the size a board was prepared at with its layout, and reads it back', () => {
    const entry = createLayoutEntry('a', timerDefinition, 'PrimaryGradeLevel', { x: 0, y: 0 }, container);
    const meta = toLayoutMeta([entry], { width: 1280, height: 610 });
    expect(meta).toMatchObject({ boardWidth: 1280, boardHeight: 610 });
    const extraProperties = { desktopLayoutMeta: meta };
    expect(readBoardSize(extraProperties, readLayoutMeta(extraProperties))).toEqual({
      width: 1280,
      height: 610,
    });
  });

  it('derives the size of layouts written before from the screen their entries were written at and their extent', () => {
    const entry = createLayoutEntry(
      'a',
      timerDefinition,
      'PrimaryGradeLevel',
      { x: 150, y: 10 },
      {
        width: 1600,
        height: 700,
      },
    );
    const old = { desktopLayoutMeta: { version: 1, cols: 160, rowHeight: 10, cellPx: 10, items: [entry] } };
    // Extent: x 150 + w 36 cells = 1860 px wide; height from the entry's container.
    expect(readBoardSize(old, readLayoutMeta(old))).toEqual({ width: 1860, height: 700 });
    expect(readBoardSize({}, [])).toBeNull();
  });

  it('takes an empty board from the screen in whole cells that fit it, so it shows at scale 1 there', () => {
    for (const height of [590, 591, 595, 596, 599]) {
      const board = fitBoardSize({ width: 1280, height });
      expect(board).toEqual({ width: 1280, height: 590 });
      expect(fitScale(board, { width: 1280, height })).toBe(1);
    }
    expect(fitBoardSize({ width: 300, height: 200 })).toEqual({ width: 640, height: 360 });
  });

  it('scales a 1280 board up on a whiteboard and down on a tablet, whole in both', () => {
    const laptop = { width: 1280, height: 610 };
    const whiteboard = fitScale(laptop, { width: 1920, height: 890 });
    expect(whiteboard).toBeCloseTo(890 / 610);
    expect(laptop.width * whiteboard).toBeLessThanOrEqual(1920);
    const tablet = fitScale(laptop, { width: 1024, height: 570 });
    expect(tablet).toBeCloseTo(1024 / 1280);
    expect(laptop.height * tablet).toBeLessThanOrEqual(570);
  });

  it('counts a resize by the spec trigger deltas (300 px wide, 400 px tall)', () => {
    const from = { width: 1280, height: 700 };
    expect(isSignificantResize(from, { width: 1000, height: 700 })).toBe(false);
    expect(isSignificantResize(from, { width: 980, height: 700 })).toBe(true);
    expect(isSignificantResize(from, { width: 1280, height: 1100 })).toBe(true);
    expect(isSignificantResize(from, { width: 1280, height: 350 })).toBe(false);
  });
});
