import { describe, expect, it } from 'vitest';
import { DESKTOP_NAME_MAX, freeDesktopName } from './desktop-name.ts';

describe('freeDesktopName', () => {
  it('keeps a free name and numbers a taken one from 2', () => {
    expect(freeDesktopName('Mathe', [])).toBe('Mathe');
    expect(freeDesktopName('Mathe', ['Mathe'])).toBe('Mathe (2)');
    expect(freeDesktopName('Mathe', ['Mathe', 'Mathe (2)', 'Mathe (4)'])).toBe('Mathe (3)');
  });

  it('compares exactly, as the URL does', () => {
    expect(freeDesktopName('mathe', ['Mathe'])).toBe('mathe');
  });

  it('stays within the length limit', () => {
    const long = 'x'.repeat(DESKTOP_NAME_MAX);
    const name = freeDesktopName(long, [long]);
    expect(name.length).toBeLessThanOrEqual(DESKTOP_NAME_MAX);
    expect(name.endsWith('… (2)')).toBe(true);
  });
});
