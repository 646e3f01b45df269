import { defaultExtraSettings } from '@tafino/shared';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { radius, rounded, segments } from '../sdk/ui/dial-paths.testing.ts';
import { View } from './View.tsx';

describe('Lernuhr dial', () => {
  it('draws the 60 minute ticks as two paths: 48 short ticks and 12 long ones at the hours', () => {
    const { container } = render(
      <View
        widgetId="r1"
        settings={defaultExtraSettings('ReadTheClock')}
        componentData={{ hours: 7, minutes: 45, task: null, lastCheck: null }}
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
    const dial = container.querySelector('.lernuhr__dial');
    expect(dial?.querySelectorAll('.lernuhr__tick')).toHaveLength(2);
    const minor = segments(
      dial?.querySelector('.lernuhr__tick:not(.lernuhr__tick--major)')?.getAttribute('d'),
    );
    const major = segments(dial?.querySelector('.lernuhr__tick--major')?.getAttribute('d'));
    expect(minor).toHaveLength(48);
    expect(major).toHaveLength(12);
    expect(rounded(major[0])).toEqual([100, 8, 100, 16]);
    for (const [x1, y1, x2, y2] of minor) expect([radius(x1!, y1!), radius(x2!, y2!)]).toEqual([92, 88]);
    for (const [x1, y1, x2, y2] of major) expect([radius(x1!, y1!), radius(x2!, y2!)]).toEqual([92, 84]);
    const angles = [...minor, ...major]
      .map(([x1, y1]) => Math.round((Math.atan2(x1! - 100, 100 - y1!) * 180) / Math.PI + 360) % 360)
      .sort((a, b) => a - b);
    expect(angles).toEqual(Array.from({ length: 60 }, (_, i) => i * 6));
    // The hands and their grips stay lines.
    expect(dial?.querySelectorAll('.lernuhr__hands line')).toHaveLength(2);
    expect(dial?.querySelectorAll('.lernuhr__grip')).toHaveLength(2);
  });
});
