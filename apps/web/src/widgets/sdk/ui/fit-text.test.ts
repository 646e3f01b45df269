import { describe, expect, it } from 'vitest';
import { type FitTarget, fitFontSize, fitFontSizes } from './fit-text.ts';

/** A box whose text grows linearly with the font size (chars x 0.6 em wide, lines x 1.2 em high). */
function box(width: number, height: number, chars: number, lines = 1): FitTarget {
  const style = { fontSize: '' };
  const size = () => Number.parseFloat(style.fontSize) || 0;
  return {
    clientWidth: width,
    clientHeight: height,
    get scrollWidth() {
      return Math.max(width, Math.ceil(chars * 0.6 * size()));
    },
    get scrollHeight() {
      return Math.max(height, Math.ceil(lines * 1.2 * size()));
    },
    style,
  } as FitTarget;
}

describe('fitFontSize', () => {
  it('returns the largest size that fits and leaves it on the element', () => {
    const target = box(300, 100, 5);
    const size = fitFontSize(target, 10, 200);
    // 5 chars x 0.6 x size <= 300 → size <= 100; 1.2 x size <= 100 → size <= 83.
    expect(size).toBe(83);
    expect(target.style.fontSize).toBe('83px');
  });

  it('takes the maximum when it fits', () => {
    expect(fitFontSize(box(1000, 1000, 3), 10, 48)).toBe(48);
  });

  it('stops at the minimum when even that does not fit', () => {
    const target = box(20, 10, 50, 4);
    expect(fitFontSize(target, 10, 96)).toBe(10);
    expect(target.style.fontSize).toBe('10px');
  });

  it('grows with the box: a larger frame never gets a smaller font', () => {
    let previous = 0;
    for (let width = 60; width <= 1200; width += 60) {
      const size = fitFontSize(box(width, width / 2, 8, 2), 10, 400);
      expect(size).toBeGreaterThanOrEqual(previous);
      previous = size;
    }
    expect(previous).toBeGreaterThan(200);
  });
});

describe('fitFontSizes', () => {
  it('fits many elements in lockstep to exactly what fitFontSize finds for each', () => {
    const shapes: [number, number, number, number][] = [
      [300, 100, 5, 1],
      [1000, 1000, 3, 1],
      [20, 10, 50, 4],
      [640, 200, 40, 3],
      [90, 400, 2, 1],
    ];
    const sizes = fitFontSizes(
      shapes.map(([w, h, c, l]) => ({ element: box(w, h, c, l), min: 10, max: 200 })),
    );
    expect(sizes).toEqual(shapes.map(([w, h, c, l]) => fitFontSize(box(w, h, c, l), 10, 200)));
  });

  it('finds the same sizes as halving the interval for wrapped, tall, wide and tiny content', () => {
    const shapes: [number, number, number, number][] = [];
    for (const width of [40, 130, 333, 900])
      for (const height of [20, 75, 240, 700])
        for (const chars of [1, 7, 30, 120])
          for (const lines of [1, 3, 9]) shapes.push([width, height, chars, lines]);
    const sizes = fitFontSizes(
      shapes.map(([w, h, c, l]) => ({ element: box(w, h, c, l), min: 8, max: 400 })),
    );
    expect(sizes).toEqual(shapes.map(([w, h, c, l]) => fitFontSize(box(w, h, c, l), 8, 400)));
  });

  it('finds the same sizes for text that wraps (lines grow with the font size)', () => {
    const wrapping = (width: number, height: number, chars: number, longestWord: number): FitTarget => {
      const style = { fontSize: '' };
      const size = () => Number.parseFloat(style.fontSize) || 0;
      const lines = () => Math.max(1, Math.ceil((chars * 0.6 * size()) / width));
      return {
        clientWidth: width,
        clientHeight: height,
        get scrollWidth() {
          return Math.max(width, Math.ceil(longestWord * 0.6 * size()));
        },
        get scrollHeight() {
          return Math.max(height, Math.ceil(lines() * 1.2 * size()));
        },
        style,
      } as FitTarget;
    };
    const shapes: [number, number, number, number][] = [];
    for (const width of [80, 200, 500])
      for (const height of [60, 150, 400])
        for (const chars of [12, 60, 250]) shapes.push([width, height, chars, 9]);
    const sizes = fitFontSizes(
      shapes.map(([w, h, c, word]) => ({ element: wrapping(w, h, c, word), min: 8, max: 300 })),
    );
    expect(sizes).toEqual(shapes.map(([w, h, c, word]) => fitFontSize(wrapping(w, h, c, word), 8, 300)));
  });

  it('costs one layout per round for all elements (a read after a write), not one per trial and element', () => {
    // A browser lays out again when a size is read after a style was written: count those.
    let dirty = false;
    let layouts = 0;
    const read = (value: number) => {
      if (dirty) layouts++;
      dirty = false;
      return value;
    };
    const tracked = (target: FitTarget): FitTarget => {
      const style = {
        get fontSize() {
          return target.style.fontSize;
        },
        set fontSize(value: string) {
          dirty = true;
          target.style.fontSize = value;
        },
      };
      return {
        get clientWidth() {
          return read(target.clientWidth);
        },
        get clientHeight() {
          return read(target.clientHeight);
        },
        get scrollWidth() {
          return read(target.scrollWidth);
        },
        get scrollHeight() {
          return read(target.scrollHeight);
        },
        style,
      };
    };
    const targets = Array.from({ length: 50 }, (_, i) => ({
      element: tracked(box(100 + i * 10, 80, 6)),
      min: 6,
      max: 1000,
    }));
    const sizes = fitFontSizes(targets);
    // The first write and read, then a few rounds led by the measured overflow (halving 6..1000 took ten).
    expect(layouts).toBeLessThanOrEqual(5);
    expect(sizes).toEqual(targets.map((_, i) => fitFontSize(box(100 + i * 10, 80, 6), 6, 1000)));
    // One element after the other would cost a layout per trial: far more for the same result.
    layouts = 0;
    for (const target of targets) fitFontSize(target.element, 6, 1000);
    expect(layouts).toBeGreaterThan(100);
  });
});
