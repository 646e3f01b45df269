import { defaultExtraSettings } from '@tafino/shared';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { idleCountdown } from '../sdk/time.ts';
import { radius, rounded, segments } from '../sdk/ui/dial-paths.testing.ts';
import { View } from './View.tsx';

describe('Visueller Timer disc', () => {
  it('draws the 60 minute ticks as one path, every fifth tick twice as long', () => {
    const settings = defaultExtraSettings('VisualTimer');
    const { container } = render(
      <View
        widgetId="v1"
        settings={settings}
        componentData={idleCountdown(settings.totalSeconds * 1000)}
        size={{ width: 400, height: 400 }}
        edition="PrimaryGradeLevel"
        soundEnabled={false}
        focused={false}
        locked={false}
        onComponentDataChange={vi.fn()}
        onSettingsChange={vi.fn()}
        onRequestFocus={vi.fn()}
      />,
    );
    const ticks = container.querySelectorAll('.visual-timer__disc .visual-timer__tick');
    expect(ticks).toHaveLength(1);
    const all = segments(ticks[0]?.getAttribute('d'));
    expect(all).toHaveLength(60);
    expect(rounded(all[0])).toEqual([100, 16, 100, 24]);
    all.forEach(([x1, y1, x2, y2], i) => {
      expect(radius(x1!, y1!)).toBe(84);
      expect(radius(x2!, y2!)).toBe(i % 5 === 0 ? 76 : 80);
      const angle = Math.round((Math.atan2(x1! - 100, 100 - y1!) * 180) / Math.PI + 360) % 360;
      expect(angle).toBe(i * 6);
    });
  });
});
