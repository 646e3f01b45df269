import { describe, expect, it } from 'vitest';
import { packedRows, segmentedLayout } from './segmented.ts';

// The Timer's six presets ('1 Min' … '15 Min') at about 60–70 px each, 4 px apart.
const PRESETS = [58, 58, 58, 58, 66, 66];

describe('packedRows', () => {
  it('packs greedily and counts the gap between items only', () => {
    expect(packedRows([], 4, 100)).toBe(0);
    expect(packedRows([50, 50], 0, 100)).toBe(1);
    expect(packedRows([50, 50], 4, 100)).toBe(2);
    expect(packedRows([30, 30, 30, 30], 5, 65)).toBe(2);
  });
});

describe('segmentedLayout', () => {
  it('keeps one row when everything fits', () => {
    expect(segmentedLayout({ widths: PRESETS, gap: 4, width: 400, maxRows: 2 })).toEqual({
      mode: 'row',
      rows: 1,
    });
  });

  it("wraps the Timer's presets at its default width instead of cutting them off", () => {
    // 360 px frame, less padding: the six chips (384 px with gaps) need a second row.
    expect(segmentedLayout({ widths: PRESETS, gap: 4, width: 340, maxRows: 2 })).toEqual({
      mode: 'wrap',
      rows: 2,
    });
  });

  it('scrolls (with arrows) when more rows than allowed would be needed', () => {
    expect(segmentedLayout({ widths: PRESETS, gap: 4, width: 130, maxRows: 2 }).mode).toBe('scroll');
    expect(segmentedLayout({ widths: PRESETS, gap: 4, width: 200, maxRows: 1 }).mode).toBe('scroll');
  });

  it('scrolls when a single choice is wider than the box', () => {
    expect(segmentedLayout({ widths: [40, 300], gap: 4, width: 200, maxRows: 4 }).mode).toBe('scroll');
  });

  it('never reports more rows than allowed, and every width fits or scrolls', () => {
    for (let width = 20; width <= 500; width += 7) {
      for (const maxRows of [1, 2, 3]) {
        const layout = segmentedLayout({ widths: PRESETS, gap: 4, width, maxRows });
        expect(layout.rows).toBeLessThanOrEqual(maxRows);
        if (layout.mode !== 'scroll') expect(PRESETS.every((w) => w <= width)).toBe(true);
      }
    }
  });
});
