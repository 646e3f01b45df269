import { defaultExtraSettings } from '@tafino/shared';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { View } from './View.tsx';

describe('Sanduhren glass', () => {
  it('draws both bulbs, the outline and the two caps in one path each; the sand stays two clipped parts', () => {
    const settings = defaultExtraSettings('Watches');
    const { container } = render(
      <View
        widgetId="w1"
        settings={settings}
        componentData={{ runs: [] }}
        size={{ width: 360, height: 240 }}
        edition="PrimaryGradeLevel"
        soundEnabled={false}
        focused={false}
        locked={false}
        onComponentDataChange={vi.fn()}
        onSettingsChange={vi.fn()}
        onRequestFocus={vi.fn()}
      />,
    );
    const glasses = container.querySelectorAll('.watches__svg');
    expect(glasses).toHaveLength(settings.hourglasses.length);
    for (const svg of glasses) {
      // defs, two clip paths with their bulb, bulbs, two sand parts, outline, caps (no stream while idle).
      expect(svg.querySelectorAll('*')).toHaveLength(10);
      const bulbs = svg.querySelectorAll('.watches__bulb');
      const outline = svg.querySelectorAll('.watches__outline');
      expect(bulbs).toHaveLength(1);
      expect(outline).toHaveLength(1);
      // Two closed outlines meeting at the neck (y 50).
      expect(bulbs[0]?.getAttribute('d')?.match(/M/g)).toHaveLength(2);
      expect(outline[0]?.getAttribute('d')).toBe(bulbs[0]?.getAttribute('d'));
      const caps = svg.querySelectorAll('.watches__cap');
      expect(caps).toHaveLength(1);
      expect(caps[0]?.getAttribute('d')).toBe(
        'M6 3H54A2 2 0 0 1 56 5V7A2 2 0 0 1 54 9H6A2 2 0 0 1 4 7V5A2 2 0 0 1 6 3Z' +
          'M6 91H54A2 2 0 0 1 56 93V95A2 2 0 0 1 54 97H6A2 2 0 0 1 4 95V93A2 2 0 0 1 6 91Z',
      );
      expect(
        svg.querySelectorAll('.watches__sand--top[clip-path], .watches__sand--bottom[clip-path]'),
      ).toHaveLength(2);
    }
  });
});
