import { describe, expect, it } from 'vitest';
import { pageDistance, stripEnds } from './scroll-strip.ts';

describe('widget bar strip', () => {
  it('shows no arrow when every tile fits', () => {
    expect(stripEnds({ scrollLeft: 0, clientWidth: 900, scrollWidth: 900 })).toEqual({
      previous: false,
      next: false,
    });
    expect(stripEnds({ scrollLeft: 0, clientWidth: 900, scrollWidth: 901 })).toEqual({
      previous: false,
      next: false,
    });
  });

  it('shows the arrow of each end that has more tiles', () => {
    expect(stripEnds({ scrollLeft: 0, clientWidth: 800, scrollWidth: 2000 })).toEqual({
      previous: false,
      next: true,
    });
    expect(stripEnds({ scrollLeft: 600, clientWidth: 800, scrollWidth: 2000 })).toEqual({
      previous: true,
      next: true,
    });
    expect(stripEnds({ scrollLeft: 1200, clientWidth: 800, scrollWidth: 2000 })).toEqual({
      previous: true,
      next: false,
    });
  });

  it('pages by most of the visible width', () => {
    expect(pageDistance(1000)).toBe(800);
    expect(pageDistance(50)).toBe(80);
  });
});
