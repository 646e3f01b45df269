import { describe, expect, it } from 'vitest';
import { barNameWithPack } from './bar-name.ts';
import { isAdmin } from './is-admin.ts';

describe('widget-bar names under the active symbol pack', () => {
  it('replaces the "(Symbole)" suffix by the pack name', () => {
    expect(barNameWithPack('Stundenplan (Symbole)', 'METACOM')).toBe('Stundenplan (METACOM)');
    expect(barNameWithPack('Kalender (Symbole)', ' Piktos ')).toBe('Kalender (Piktos)');
  });

  it('keeps names without the suffix and names without an active pack', () => {
    expect(barNameWithPack('Stundenplan', 'METACOM')).toBe('Stundenplan');
    expect(barNameWithPack('Symbolkarte', 'METACOM')).toBe('Symbolkarte');
    expect(barNameWithPack('Stundenplan (Symbole)', null)).toBe('Stundenplan (Symbole)');
    expect(barNameWithPack('Stundenplan (Symbole)', '  ')).toBe('Stundenplan (Symbole)');
  });
});

describe('isAdmin', () => {
  it('reads the role claim as a string or a list', () => {
    expect(isAdmin({ role: 'admin' })).toBe(true);
    expect(isAdmin({ role: ['user', 'admin'] })).toBe(true);
    expect(isAdmin({ roles: ['admin'] })).toBe(true);
    expect(isAdmin({ role: 'user' })).toBe(false);
    expect(isAdmin({})).toBe(false);
    expect(isAdmin(undefined)).toBe(false);
  });
});
