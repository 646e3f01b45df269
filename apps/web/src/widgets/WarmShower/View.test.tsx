import { defaultExtraSettings } from '@tafino/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { seededRandom } from '../sdk/random.ts';
import { DEFAULT_WIDGET_SDK, WidgetSdkProvider } from '../sdk/react/context.tsx';
import type { WarmShowerData } from './definition.ts';
import { View } from './View.tsx';

const CLASS = ['Ali', 'Bea', 'Cem'];

function renderShower(data: WarmShowerData, readOnly = false) {
  const onComponentDataChange = vi.fn();
  const setOwnerName = vi.fn();
  const sdk = { ...DEFAULT_WIDGET_SDK, random: seededRandom(3), useClassNames: () => CLASS, setOwnerName };
  render(
    <WidgetSdkProvider value={sdk}>
      <View
        widgetId="w1"
        settings={defaultExtraSettings('WarmShower')}
        componentData={data}
        ownerName={data.currentName}
        size={{ width: 600, height: 360 }}
        edition="PrimaryGradeLevel"
        soundEnabled={false}
        focused={false}
        locked={false}
        readOnly={readOnly}
        onComponentDataChange={onComponentDataChange}
        onSettingsChange={vi.fn()}
        onRequestFocus={vi.fn()}
      />
    </WidgetSdkProvider>,
  );
  return { onComponentDataChange, setOwnerName };
}

describe('Warme Dusche view', () => {
  it('"Zufällig" picks a child who has not had a turn and makes it the owner', () => {
    const { onComponentDataChange, setOwnerName } = renderShower({
      currentName: null,
      compliments: [],
      completedNames: ['Ali', 'Cem'],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Zufällig' }));
    const update = onComponentDataChange.mock.calls[0]![0] as (d: WarmShowerData) => WarmShowerData;
    expect(update({ currentName: null, compliments: [], completedNames: ['Ali', 'Cem'] }).currentName).toBe(
      'Bea',
    );
    expect(setOwnerName).toHaveBeenCalledWith('Bea');
  });

  it('shows the child, the drops and the counter; read-only offers no control', () => {
    renderShower(
      {
        currentName: 'Bea',
        compliments: [{ text: 'Du kannst gut malen.' }, { text: '' }],
        completedNames: [],
      },
      true,
    );
    expect(screen.getByTestId('warm-shower-name').textContent).toBe('Bea');
    expect(screen.getByTestId('warm-shower-count').textContent).toBe('2 Komplimente');
    expect(screen.getByText('Du kannst gut malen.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Abschließen' })).toBeNull();
  });
});
