import { defaultExtraSettings } from '@tafino/shared';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { radius, rounded, segments } from '../sdk/ui/dial-paths.testing.ts';
import { View } from './View.tsx';

function renderClock(settings: Partial<ReturnType<typeof defaultExtraSettings<'Clock'>>> = {}) {
  return render(
    <View
      widgetId="c1"
      settings={{ ...defaultExtraSettings('Clock'), ...settings }}
      componentData={{}}
      size={{ width: 300, height: 300 }}
      edition="PrimaryGradeLevel"
      soundEnabled={false}
      focused={false}
      locked={false}
      onComponentDataChange={vi.fn()}
      onSettingsChange={vi.fn()}
      onRequestFocus={vi.fn()}
    />,
  );
}

describe('Analoguhr face', () => {
  it('draws the 60 minute ticks as two paths: 48 short ticks and 12 long ones at the hours', () => {
    const { container } = renderClock({ showMinuteNumbers: false });
    expect(container.querySelectorAll('line')).toHaveLength(0);
    const minor = segments(
      container.querySelector('path.clock__tick:not(.clock__tick--major)')?.getAttribute('d') ?? null,
    );
    const major = segments(container.querySelector('path.clock__tick--major')?.getAttribute('d') ?? null);
    expect(minor).toHaveLength(48);
    expect(major).toHaveLength(12);
    // 12 o'clock's long tick from radius 90 to 82, straight down.
    expect(rounded(major[0])).toEqual([100, 10, 100, 18]);
    for (const [x1, y1, x2, y2] of minor) expect([radius(x1!, y1!), radius(x2!, y2!)]).toEqual([90, 86]);
    for (const [x1, y1, x2, y2] of major) expect([radius(x1!, y1!), radius(x2!, y2!)]).toEqual([90, 82]);
    // Every sixth degree has exactly one tick.
    const angles = [...minor, ...major]
      .map(([x1, y1]) => Math.round((Math.atan2(x1! - 100, 100 - y1!) * 180) / Math.PI + 360) % 360)
      .sort((a, b) => a - b);
    expect(angles).toEqual(Array.from({ length: 60 }, (_, i) => i * 6));
  });

  it('moves the ticks inwards to radius 78 when the minute numbers are shown', () => {
    const { container } = renderClock({ showMinuteNumbers: true });
    const major = segments(container.querySelector('path.clock__tick--major')?.getAttribute('d') ?? null);
    expect(rounded(major[0])).toEqual([100, 22, 100, 30]);
    expect(container.querySelectorAll('.clock__minute-number')).toHaveLength(11);
    expect(container.querySelectorAll('.clock__hour-number')).toHaveLength(12);
  });
});
