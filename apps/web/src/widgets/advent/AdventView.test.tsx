import { defaultExtraSettings } from '@tafino/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_WIDGET_SDK, WidgetSdkProvider } from '../sdk/react/context.tsx';
import type { AdventData } from './definition.ts';
import { View as SecondaryView } from './SecondaryView.tsx';
import { View } from './View.tsx';

const DEC_5 = new Date(2025, 11, 5, 8, 0).getTime();

function renderCalendar(secondary: boolean, data: AdventData, now = DEC_5) {
  const onComponentDataChange = vi.fn();
  const sdk = { ...DEFAULT_WIDGET_SDK, now: () => now };
  const props = {
    widgetId: 'a1',
    componentData: data,
    size: { width: 600, height: 360 },
    soundEnabled: false,
    focused: false,
    locked: false,
    onComponentDataChange,
    onSettingsChange: vi.fn(),
    onRequestFocus: vi.fn(),
  };
  render(
    <WidgetSdkProvider value={sdk}>
      {secondary ? (
        <SecondaryView
          {...props}
          settings={defaultExtraSettings('AdventCalendarSecondary')}
          edition="SecondaryGradeLevel"
        />
      ) : (
        <View {...props} settings={defaultExtraSettings('AdventCalendar')} edition="PrimaryGradeLevel" />
      )}
    </WidgetSdkProvider>,
  );
  return { onComponentDataChange };
}

const door = (day: number) => document.querySelector(`.advent__door[data-day="${day}"]`) as HTMLElement;

describe('Adventskalender view', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('opens door 5 on 5 December (stored before the swing), door 6 says "Noch einmal schlafen!"', () => {
    const { onComponentDataChange } = renderCalendar(false, { openedDoors: [], season: 0 });
    fireEvent.click(door(5));
    const update = onComponentDataChange.mock.calls[0]![0] as (d: AdventData) => AdventData;
    expect(update({ openedDoors: [], season: 0 })).toEqual({ openedDoors: [5], season: 2025 });
    act(() => {
      vi.advanceTimersByTime(800);
    });
    expect(screen.getByRole('dialog', { name: 'Türchen 5' }).textContent).toContain('Welcher kleine Vogel');
    fireEvent.click(door(6));
    expect(screen.getByTestId('advent-message').textContent).toBe('Noch einmal schlafen!');
    expect(onComponentDataChange).toHaveBeenCalledTimes(1);
  });

  it("shows last year's doors closed; the Sekundarstufe counts days and reveals quiz answers", () => {
    renderCalendar(true, { openedDoors: [5], season: 2024 });
    expect(door(5).className).not.toContain('advent__door--open');
    fireEvent.click(door(6));
    expect(screen.getByTestId('advent-message').textContent).toBe('Noch 1 Tag');
    fireEvent.click(door(5));
    act(() => {
      vi.advanceTimersByTime(800);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Auflösen' }));
    expect(screen.getByTestId('advent-answer').textContent).toContain('Sechseck');
  });

  it('draws each door with four elements and the winter scene as the background picture', () => {
    renderCalendar(false, { openedDoors: [1, 2], season: 2025 });
    const doors = document.querySelectorAll('.advent__door');
    expect(doors).toHaveLength(24);
    for (const d of doors) expect(d.querySelectorAll('*')).toHaveLength(3);
    // The inside's text is the day (the star is its ::before), the leaf carries the number circle.
    expect(door(2).querySelector('.advent__inside')?.textContent).toBe('2');
    expect(door(2).querySelector('.advent__leaf .advent__number')?.textContent).toBe('2');
    const root = document.querySelector('.advent') as HTMLElement;
    expect(root.querySelector('svg')).toBeNull();
    const scene = root.style.getPropertyValue('--advent-scene');
    expect(scene).toMatch(/^url\("data:image\/svg\+xml,/);
    expect(decodeURIComponent(scene)).toContain('linearGradient');
  });

  it('has no background picture in the Sekundarstufe', () => {
    renderCalendar(true, { openedDoors: [], season: 0 });
    expect((document.querySelector('.advent') as HTMLElement).style.getPropertyValue('--advent-scene')).toBe(
      '',
    );
    expect(document.querySelectorAll('.advent__door *')).toHaveLength(24 * 3);
  });
});
