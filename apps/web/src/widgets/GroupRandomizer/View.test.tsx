import { defaultExtraSettings, keepApartConflicts } from '@tafino/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { seededRandom } from '../sdk/random.ts';
import { DEFAULT_WIDGET_SDK, WidgetSdkProvider } from '../sdk/react/context.tsx';
import type { GroupsData } from './definition.ts';
import { View } from './View.tsx';

const CLASS = ['Ada', 'Ben', 'Cem', 'Dana', 'Emil', 'Fay'];

function renderGroups(data: GroupsData, settings = {}) {
  const onComponentDataChange = vi.fn();
  const onSettingsChange = vi.fn();
  const sdk = { ...DEFAULT_WIDGET_SDK, random: seededRandom(4), now: () => 42, useClassNames: () => CLASS };
  render(
    <WidgetSdkProvider value={sdk}>
      <View
        widgetId="g1"
        settings={{ ...defaultExtraSettings('GroupRandomizer'), ...settings }}
        componentData={data}
        size={{ width: 600, height: 549 }}
        edition="PrimaryGradeLevel"
        soundEnabled={false}
        focused={false}
        locked={false}
        onComponentDataChange={onComponentDataChange}
        onSettingsChange={onSettingsChange}
        onRequestFocus={vi.fn()}
      />
    </WidgetSdkProvider>,
  );
  return { onComponentDataChange, onSettingsChange };
}

describe('Gruppen bilden on the SDK', () => {
  it('keeps "Nicht zusammen" pairs apart, with the host\'s randomness and clock', () => {
    const keepApart = [
      ['Ada', 'Ben'],
      ['Cem', 'Dana'],
    ];
    const { onComponentDataChange } = renderGroups({ groups: [], createdAt: 0 }, { keepApart });
    fireEvent.click(screen.getByRole('button', { name: 'Gruppen bilden' }));
    const { groups, createdAt } = onComponentDataChange.mock.calls[0]![0] as GroupsData;
    expect(createdAt).toBe(42);
    expect(groups.flat().sort()).toEqual(CLASS);
    expect(keepApartConflicts(groups, keepApart)).toBe(0);
    expect(screen.queryByText('Nicht alle Wünsche erfüllbar')).toBeNull();
  });

  it('says "Nicht alle Wünsche erfüllbar" when a pair shares a group', () => {
    renderGroups(
      {
        groups: [
          ['Ada', 'Ben', 'Cem'],
          ['Dana', 'Emil', 'Fay'],
        ],
        createdAt: 1,
      },
      { keepApart: [['Ada', 'Ben']] },
    );
    expect(screen.getByText('Nicht alle Wünsche erfüllbar')).toBeTruthy();
  });

  it('unticking a name leaves "all names" and keeps the others; "Alle" ticks every name again', () => {
    const { onSettingsChange } = renderGroups({ groups: [], createdAt: 0 });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Cem' }));
    expect(onSettingsChange).toHaveBeenCalledWith({
      preSelectPupilNames: false,
      selectedPupilNames: ['Ada', 'Ben', 'Dana', 'Emil', 'Fay'],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Alle' }));
    expect(onSettingsChange).toHaveBeenLastCalledWith({
      preSelectPupilNames: true,
      selectedPupilNames: CLASS,
    });
  });
});
