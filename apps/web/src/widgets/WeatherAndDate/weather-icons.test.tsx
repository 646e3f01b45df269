import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SeasonIcon } from './weather-icons.tsx';

describe('season badge drawings', () => {
  it('draws the summer sun with its eight rays in one path, every 45° from radius 26 to 18', () => {
    const { container } = render(<SeasonIcon season="summer" />);
    const paths = container.querySelectorAll('path');
    expect(paths).toHaveLength(1);
    const rays = [
      ...(paths[0]?.getAttribute('d') ?? '').matchAll(/M([\d.e-]+) ([\d.e-]+)L([\d.e-]+) ([\d.e-]+)/g),
    ].map((m) => m.slice(1, 5).map(Number));
    expect(rays).toHaveLength(8);
    rays.forEach(([x1, y1, x2, y2], i) => {
      expect(Math.hypot(x1! - 32, y1! - 32)).toBeCloseTo(26, 6);
      expect(Math.hypot(x2! - 32, y2! - 32)).toBeCloseTo(18, 6);
      const angle = ((Math.atan2(x1! - 32, 32 - y1!) * 180) / Math.PI + 360) % 360;
      expect(angle).toBeCloseTo(i * 45, 6);
    });
    expect(container.querySelectorAll('circle')).toHaveLength(1);
  });
});
