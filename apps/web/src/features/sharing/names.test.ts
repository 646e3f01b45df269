import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { copyName, importName, NAME_MAX } from './names.ts';

const t = i18n.t.bind(i18n);

describe('copyName', () => {
  it('adds "(Kopie)" and numbers further copies', () => {
    expect(copyName('Mathe', ['Mathe'], t)).toBe('Mathe (Kopie)');
    expect(copyName('Mathe', ['Mathe', 'Mathe (Kopie)'], t)).toBe('Mathe (Kopie 2)');
    expect(copyName('Mathe', ['Mathe', 'Mathe (Kopie)', 'Mathe (Kopie 2)'], t)).toBe('Mathe (Kopie 3)');
  });

  it('stays within the name limit', () => {
    const long = 'x'.repeat(NAME_MAX);
    const name = copyName(long, [long], t);
    expect(name.length).toBeLessThanOrEqual(NAME_MAX);
    expect(name.endsWith('… (Kopie)')).toBe(true);
  });
});

describe('importName', () => {
  it('keeps a free name and renames only on a clash', () => {
    expect(importName('Deutsch 2a', ['Mathe'], t)).toBe('Deutsch 2a');
    expect(importName('Mathe', ['Mathe'], t)).toBe('Mathe (Kopie)');
  });
});
