import { describe, expect, it } from 'vitest';
import { loadWidgetData } from '../sdk/stored.ts';
import { legacyColorToToken, multiLineTextDefinition } from './definition.ts';

describe('MultiLineText settings migration', () => {
  it('turns a legacy (unversioned) note with a CSS colour into a version 2 note with a palette token', () => {
    const data = loadWidgetData(
      multiLineTextDefinition,
      {
        widgetSettingsData: {
          ownerName: '',
          extraSettings: { multiLineText: 'Zeile 1\nZeile 2', backgroundColor: '#FFF59D' },
        },
      },
      'PrimaryGradeLevel',
    );
    expect(data.settings).toEqual({
      multiLineText: 'Zeile 1\nZeile 2',
      backgroundColor: 'yellow',
      textAlign: 'center',
      fontSize: 'auto',
    });
    expect(data.migrated).toBe(true);
    expect(data.ownerName).toBeNull();
  });

  it('keeps tokens and maps unknown colours to white', () => {
    expect(legacyColorToToken('green')).toBe('green');
    expect(legacyColorToToken('gray')).toBe('grey');
    expect(legacyColorToToken('#123456')).toBe('white');
    expect(legacyColorToToken(undefined)).toBe('white');
  });

  it('does not migrate current-version settings again', () => {
    const data = loadWidgetData(
      multiLineTextDefinition,
      { widgetSettingsData: { extraSettings: { backgroundColor: 'pink' }, settingsVersion: 2 } },
      'PrimaryGradeLevel',
    );
    expect(data.settings.backgroundColor).toBe('pink');
    expect(data.migrated).toBe(false);
  });
});
