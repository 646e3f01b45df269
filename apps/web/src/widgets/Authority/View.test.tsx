import { defaultExtraSettings } from '@tafino/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_WIDGET_SDK, WidgetSdkProvider } from '../sdk/react/context.tsx';
import type { AuthorityData } from './definition.ts';
import { View } from './View.tsx';

const CLASS = Array.from({ length: 12 }, (_, i) => `Kind ${i + 1}`);

function renderDuties(data: AuthorityData, now: string, settings = {}, readOnly = false) {
  const onComponentDataChange = vi.fn();
  const offerUndo = vi.fn();
  const sdk = {
    ...DEFAULT_WIDGET_SDK,
    now: () => new Date(now).getTime(),
    useClassNames: () => CLASS,
    offerUndo,
  };
  render(
    <WidgetSdkProvider value={sdk}>
      <View
        widgetId="a1"
        settings={{ ...defaultExtraSettings('Authority'), ...settings }}
        componentData={data}
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
  return { onComponentDataChange, offerUndo };
}

describe('Klassendienste on the SDK', () => {
  it('rotates once on opening in a new week (device-local date), with an undo offer that keeps the period', () => {
    const { onComponentDataChange, offerUndo } = renderDuties(
      { assignments: {}, lastRotatedOn: '2025-09-05' },
      '2025-09-10T08:00:00',
    );
    expect(onComponentDataChange).toHaveBeenCalledTimes(1);
    const next = onComponentDataChange.mock.calls[0]?.[0] as AuthorityData;
    expect(next.lastRotatedOn).toBe('2025-09-10');
    expect(next.assignments.board).toEqual(['Kind 1']);
    expect(next.assignments.handOut).toEqual(['Kind 3', 'Kind 4']);
    expect(offerUndo).toHaveBeenCalledWith('Klassendienste: neue Einteilung', expect.any(Function));
    screen.getByText('Diese Woche: 08.–12.09.');
    // Undo brings the names back but not the date.
    offerUndo.mock.calls[0]?.[1]();
    const undo = onComponentDataChange.mock.calls[1]?.[0] as (d: AuthorityData) => AuthorityData;
    expect(undo({ assignments: next.assignments, lastRotatedOn: '2025-09-10' })).toEqual({
      assignments: {},
      lastRotatedOn: '2025-09-10',
    });
  });

  it('no rotation in the same week, with "manual", or in the embed; the embed offers no controls', () => {
    const same = renderDuties({ assignments: {}, lastRotatedOn: '2025-09-08' }, '2025-09-12T08:00:00');
    expect(same.onComponentDataChange).not.toHaveBeenCalled();
    const manual = renderDuties({ assignments: {}, lastRotatedOn: '' }, '2025-09-12T08:00:00', {
      rotation: 'manual',
    });
    expect(manual.onComponentDataChange).not.toHaveBeenCalled();
    document.body.innerHTML = '';
    const embed = renderDuties(
      { assignments: { board: ['Kind 1'] }, lastRotatedOn: '' },
      '2025-09-12T08:00:00',
      {},
      true,
    );
    expect(embed.onComponentDataChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Weiterrücken' })).toBeNull();
  });

  it('"Weiterrücken" gives the next names after the last assigned one; the picker lists unassigned names first', () => {
    const { onComponentDataChange } = renderDuties(
      { assignments: { board: ['Kind 11'], breakGames: ['Kind 12'] }, lastRotatedOn: '2025-09-08' },
      '2025-09-10T08:00:00',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Weiterrücken' }));
    const next = onComponentDataChange.mock.calls[0]?.[0] as AuthorityData;
    expect(next.assignments.board).toEqual(['Kind 1']);
    fireEvent.click(screen.getByRole('button', { name: 'Tafeldienst: Kind 11 – Namen ändern' }));
    const open = screen.getByRole('region', { name: 'Noch ohne Dienst' });
    expect(open.querySelectorAll('button')).toHaveLength(10);
    const taken = screen.getByRole('region', { name: 'Schon eingeteilt' });
    expect([...taken.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Kind 11', 'Kind 12']);
  });
});
