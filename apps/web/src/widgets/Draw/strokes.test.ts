import { defaultExtraSettings } from '@tafino/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadWidgetData, newWidgetData, toStoredExtraProperties } from '../sdk/stored.ts';
import { DRAW_BACKGROUND_SLUGS, drawDefinition } from './definition.ts';
import {
  drawDataSchema,
  EMPTY_HISTORY,
  eraseAt,
  hitsStroke,
  inkColor,
  record,
  redo,
  type Stroke,
  storedWidth,
  strokePath,
  strokeWidthPx,
  toStoredPoint,
  toSurfacePoints,
  undo,
} from './strokes.ts';

const line = (
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  size = { width: 400, height: 200 },
): Stroke => ({
  tool: 'pen',
  color: 'black',
  width: 6,
  points: [...toStoredPoint(x0, y0, 0.5, size), ...toStoredPoint(x1, y1, 0.5, size)],
});

describe('Draw definition', () => {
  it('has the catalogue defaults: blank background, multi-touch on, no strokes', () => {
    expect(defaultExtraSettings('Draw')).toEqual({ backgroundSlug: 'blank', allowMultiTouch: true });
    expect(newWidgetData(drawDefinition, 'PrimaryGradeLevel').componentData).toEqual({ strokes: [] });
    expect(DRAW_BACKGROUND_SLUGS).toContain('squared');
  });

  it('keeps valid strokes over a save and a load, and drops damaged ones', () => {
    const strokes = [line(0, 0, 100, 50)];
    const data = { ...newWidgetData(drawDefinition, 'PrimaryGradeLevel'), componentData: { strokes } };
    const stored = JSON.parse(JSON.stringify(toStoredExtraProperties(drawDefinition, data)));
    expect(loadWidgetData(drawDefinition, stored, 'PrimaryGradeLevel').componentData.strokes).toEqual(
      strokes,
    );
    const damaged = { ...stored, widgetComponentData: { strokes: [{ tool: 'pen', points: [1, 2] }] } };
    expect(loadWidgetData(drawDefinition, damaged, 'PrimaryGradeLevel').componentData.strokes).toEqual([]);
  });
});

describe('stroke geometry', () => {
  it('stores points relative to the surface and scales them on resize', () => {
    const stroke = line(100, 50, 300, 150);
    expect(stroke.points).toEqual([0.25, 0.25, 0.5, 0.75, 0.75, 0.5]);
    expect(toSurfacePoints(stroke, { width: 800, height: 400 })).toEqual([
      [200, 100, 0.5],
      [600, 300, 0.5],
    ]);
  });

  it('clamps points outside the surface to its edge', () => {
    expect(toStoredPoint(-10, 500, 2, { width: 100, height: 100 })).toEqual([0, 1, 1]);
  });

  it('scales the width with the shorter side of the surface', () => {
    expect(strokeWidthPx({ width: 6 }, { width: 600, height: 300 })).toBe(6);
    expect(strokeWidthPx({ width: 6 }, { width: 1200, height: 600 })).toBe(12);
    expect(storedWidth('marker', 6)).toBe(18);
  });

  it('round-trips any point through the stored form within half a pixel', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 50, max: 4000 }),
        fc.integer({ min: 50, max: 4000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (width, height, fx, fy) => {
          const size = { width, height };
          const [p] = toSurfacePoints({ points: toStoredPoint(fx * width, fy * height, 0.5, size) }, size);
          expect(Math.abs((p?.[0] ?? 0) - fx * width)).toBeLessThanOrEqual(0.5);
          expect(Math.abs((p?.[1] ?? 0) - fy * height)).toBeLessThanOrEqual(0.5);
        },
      ),
    );
  });

  it('serialises as plain JSON accepted by the schema', () => {
    const data = { strokes: [line(1, 2, 3, 4), { ...line(5, 5, 50, 50), tool: 'marker' as const }] };
    expect(drawDataSchema.parse(JSON.parse(JSON.stringify(data)))).toEqual(data);
    expect(drawDataSchema.safeParse({ strokes: [{ ...line(1, 2, 3, 4), points: [0.1, 0.2] }] }).success).toBe(
      false,
    );
  });

  it('draws an outline path', () => {
    const d = strokePath(line(10, 10, 200, 100), { width: 400, height: 200 });
    expect(d).toMatch(/^M[\d.]+,[\d.]+Q.*Z$/);
  });

  it('uses chalk colours on the chalkboard', () => {
    expect(inkColor('black', 'blank')).toBe('#1b1b1b');
    expect(inkColor('black', 'chalkboard')).toBe('#f5f5f5');
    expect(inkColor('#123456', 'blank')).toBe('#123456');
  });
});

describe('eraser', () => {
  const size = { width: 400, height: 200 };
  it('erases whole strokes it touches, and only those', () => {
    const a = line(0, 20, 400, 20);
    const b = line(0, 150, 400, 150);
    expect(hitsStroke(a, size, 200, 25, 4)).toBe(true);
    expect(eraseAt([a, b], size, 200, 22, 4)).toEqual([b]);
    expect(eraseAt([a, b], size, 200, 80, 4)).toEqual([a, b]);
  });
});

describe('undo and redo', () => {
  it('steps back and forth through the drawings; a new action drops the redo list', () => {
    const one = [line(0, 0, 1, 1)];
    const two = [...one, line(2, 2, 3, 3)];
    let history = record(EMPTY_HISTORY, []);
    history = record(history, one);
    const back = undo(history, two);
    expect(back?.strokes).toEqual(one);
    const forth = back && redo(back.history, back.strokes);
    expect(forth?.strokes).toEqual(two);
    const branched = back && record(back.history, back.strokes);
    expect(branched?.future).toEqual([]);
    expect(undo(EMPTY_HISTORY, [])).toBeNull();
    expect(redo(EMPTY_HISTORY, [])).toBeNull();
  });
});
