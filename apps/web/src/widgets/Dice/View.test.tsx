import { defaultExtraSettings } from '@tafino/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { seededRandom } from '../sdk/random.ts';
import { DEFAULT_WIDGET_SDK, WidgetSdkProvider } from '../sdk/react/context.tsx';
import { DICE_FACES } from './faces.ts';
import { View } from './View.tsx';

describe('Dice view on the SDK', () => {
  it("rolls with the host's randomness and clock and plays through the host's sound", () => {
    const onComponentDataChange = vi.fn();
    const playSound = vi.fn();
    const sdk = { ...DEFAULT_WIDGET_SDK, random: seededRandom(3), now: () => 1_000_000, playSound };
    render(
      <WidgetSdkProvider value={sdk}>
        <View
          widgetId="d1"
          settings={{ ...defaultExtraSettings('Dice'), diceCount: 3, playSound: true }}
          componentData={{ values: [], held: [], rolledAt: 0 }}
          size={{ width: 300, height: 200 }}
          edition="PrimaryGradeLevel"
          soundEnabled
          focused={false}
          locked={false}
          onComponentDataChange={onComponentDataChange}
          onSettingsChange={vi.fn()}
          onRequestFocus={vi.fn()}
        />
      </WidgetSdkProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Würfeln' }));
    const same = seededRandom(3);
    const expected = [0, 1, 2].map(() => DICE_FACES.pips[same.int(DICE_FACES.pips.length)]);
    expect(onComponentDataChange).toHaveBeenCalledWith({
      values: expected,
      held: [false, false, false],
      rolledAt: 1_000_000,
    });
    expect(playSound).toHaveBeenCalledWith('roll');
  });
});
