import { describe, expect, it } from 'vitest';
import { storedNames } from './SettingsPage.tsx';

describe('storedNames (what "Zurücksetzen" can remove)', () => {
  it('takes only the values the tenant stored, not inherited effective ones', () => {
    const names = storedNames([
      { name: 'A', value: '#fff', stored: true },
      { name: 'B', value: '#000', stored: false },
      { name: 'C', value: null, stored: false },
    ]);
    expect([...names]).toEqual(['A']);
  });

  it('takes every non-empty value of the global read (it holds only stored values)', () => {
    expect([
      ...storedNames([
        { name: 'A', value: 'x' },
        { name: 'B', value: null },
      ]),
    ]).toEqual(['A']);
    expect(storedNames(undefined).size).toBe(0);
  });
});
