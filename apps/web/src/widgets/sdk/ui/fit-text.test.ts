import { describe, expect, it } from 'vitest';
import { type FitTarget, fitFontSize } from './fit-text.ts';

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
