import { defaultExtraSettings } from '@tafino/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { View } from './View.tsx';

function renderMonth(showWeekNumbers: boolean) {
  return render(
    <View
      widgetId="k1"
      settings={{ ...defaultExtraSettings('Calendar'), showWeekNumbers }}
      componentData={{ visibleMonth: '2025-09' }}
      size={{ width: 600, height: 400 }}
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

describe('Kalender month grid', () => {
  it('puts the weekday heads and the days straight into one grid, Monday first', () => {
    const { container } = renderMonth(false);
    const grid = container.querySelector('.calendar__grid')!;
    const cells = [...grid.children];
    // September 2025: 1 September is a Monday, the grid shows 5 weeks.
    expect(cells).toHaveLength(7 + 5 * 7);
    expect(cells.slice(0, 7).map((c) => c.getAttribute('aria-hidden'))).toEqual(Array(7).fill('true'));
    expect(cells[0]?.textContent).toBe('Mo');
    expect(cells[7]?.getAttribute('data-day')).toBe('2025-09-01');
    expect(cells.slice(7).every((c) => c.tagName === 'BUTTON')).toBe(true);
    expect(container.querySelectorAll('.calendar__row')).toHaveLength(0);
    expect(container.querySelectorAll('.calendar__number')).toHaveLength(35);
  });

  it('starts each week with its number when week numbers are on', () => {
    const { container } = renderMonth(true);
    const cells = [...container.querySelector('.calendar__grid')!.children];
    expect(cells).toHaveLength(8 + 5 * 8);
    expect(cells[0]?.getAttribute('aria-hidden')).toBe('true');
    expect(cells[8]?.textContent).toBe('KW 36');
    expect(cells[9]?.getAttribute('data-day')).toBe('2025-09-01');
    expect(cells[16]?.textContent).toBe('KW 37');
  });

  it('opens "Eintrag hinzufügen" from a day chosen with the keyboard', () => {
    renderMonth(false);
    fireEvent.click(screen.getByRole('button', { name: 'Mittwoch, 03.09.2025' }), { detail: 0 });
    expect(screen.getByRole('dialog', { name: 'Eintrag hinzufügen' })).toBeTruthy();
  });
});
