import { defaultExtraSettings, drawDistinct } from '@tafino/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { seededRandom } from '../sdk/random.ts';
import { type ClassPickMemory, DEFAULT_WIDGET_SDK, WidgetSdkProvider } from '../sdk/react/context.tsx';
import type { NamePickerData } from './definition.ts';
import { View } from './View.tsx';

const CLASS = ['Ada', 'Ben', 'Cem', 'Dana', 'Emil'];

function renderPicker(data: NamePickerData, memory: ClassPickMemory | null, settings = {}) {
  const onComponentDataChange = vi.fn();
  const playSound = vi.fn();
  const sdk = {
    ...DEFAULT_WIDGET_SDK,
    random: seededRandom(11),
    playSound,
    useClassNames: () => CLASS,
    useClassPicks: () => memory,
  };
  render(
    <WidgetSdkProvider value={sdk}>
      <View
        widgetId="n1"
        settings={{ ...defaultExtraSettings('WidgetNameCardPicker'), ...settings }}
        componentData={data}
        size={{ width: 360, height: 240 }}
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
  return { onComponentDataChange, playSound };
}

const memoryOf = (picked: string[]): ClassPickMemory => ({
  picked,
  ready: true,
  add: vi.fn(),
  remove: vi.fn(),
  clear: vi.fn(),
});

describe('Namen ziehen on the SDK', () => {
  it("draws from the names the class's memory has not picked yet, stores and remembers them before the roll", () => {
    const memory = memoryOf(['Ben', 'Dana']);
    const { onComponentDataChange, playSound } = renderPicker({ pickedNames: [], lastPick: [] }, memory, {
      pickCount: 2,
      playSound: true,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Ziehen' }));
    const expected = drawDistinct(['Ada', 'Cem', 'Emil'], 2, seededRandom(11));
    expect(onComponentDataChange).toHaveBeenCalledWith({
      pickedNames: ['Ben', 'Dana', ...expected],
      lastPick: expected,
    });
    expect(memory.add).toHaveBeenCalledWith(expected);
    expect(playSound).toHaveBeenCalledWith('roll');
  });

  it('without a class memory (no class code) it goes on with its own "Schon dran"', () => {
    const { onComponentDataChange } = renderPicker(
      { pickedNames: ['Ada', 'Ben', 'Cem', 'Dana'], lastPick: [] },
      null,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Ziehen' }));
    expect(onComponentDataChange).toHaveBeenCalledWith({
      pickedNames: ['Ada', 'Ben', 'Cem', 'Dana', 'Emil'],
      lastPick: ['Emil'],
    });
  });

  it('"Alle waren dran" with "Neue Runde", which clears the memory of the class', () => {
    const memory = memoryOf(CLASS);
    const { onComponentDataChange } = renderPicker({ pickedNames: [], lastPick: ['Emil'] }, memory);
    expect(screen.getByText('Alle waren dran')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ziehen' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Neue Runde' }));
    expect(memory.clear).toHaveBeenCalled();
    expect(onComponentDataChange).toHaveBeenCalledWith({ pickedNames: [], lastPick: [] });
  });

  it('"Listen zeigen": a tap moves a name between "Noch nicht dran" and "Schon dran"', () => {
    const memory = memoryOf(['Ben']);
    renderPicker({ pickedNames: ['Ben'], lastPick: [] }, memory);
    fireEvent.click(screen.getByRole('button', { name: 'Listen zeigen' }));
    expect(screen.getByRole('region', { name: 'Noch nicht dran' }).textContent).toContain('Ada');
    fireEvent.click(screen.getByRole('button', { name: 'Ada: zu „Schon dran“ verschieben' }));
    expect(memory.add).toHaveBeenCalledWith(['Ada']);
    fireEvent.click(screen.getByRole('button', { name: 'Ben: zu „Noch nicht dran“ verschieben' }));
    expect(memory.remove).toHaveBeenCalledWith(['Ben']);
  });
});
