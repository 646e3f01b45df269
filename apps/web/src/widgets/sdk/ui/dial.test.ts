import { describe, expect, it } from 'vitest';
import { dialPoint, minuteTickPaths } from './dial.ts';
import { radius, rounded, segments } from './dial-paths.testing.ts';

describe('dial geometry', () => {
  it('measures angles clockwise from 12 o’clock around the centre (100, 100)', () => {
    expect(rounded([dialPoint(0, 90).x, dialPoint(0, 90).y])).toEqual([100, 10]);
    expect(rounded([dialPoint(90, 90).x, dialPoint(90, 90).y])).toEqual([190, 100]);
    expect(rounded([dialPoint(180, 50).x, dialPoint(180, 50).y])).toEqual([100, 150]);
    expect(rounded([dialPoint(270, 50).x, dialPoint(270, 50).y])).toEqual([50, 100]);
  });

  it('draws 48 short and 12 long minute ticks, all 60 in order from 12 o’clock', () => {
    const ticks = minuteTickPaths(90, 4, 8);
    const minor = segments(ticks.minor);
    const major = segments(ticks.major);
    const all = segments(ticks.all);
    expect([minor.length, major.length, all.length]).toEqual([48, 12, 60]);
    for (const [x1, y1, x2, y2] of minor) expect([radius(x1!, y1!), radius(x2!, y2!)]).toEqual([90, 86]);
    for (const [x1, y1, x2, y2] of major) expect([radius(x1!, y1!), radius(x2!, y2!)]).toEqual([90, 82]);
    all.forEach(([x1, y1], i) => {
      const at = dialPoint(i * 6, 90);
      expect(rounded([x1!, y1!])).toEqual(rounded([at.x, at.y]));
    });
    expect(rounded(all[5])).toEqual(rounded(major[1]));
  });
});
