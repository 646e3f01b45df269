import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { avatarColor, avatarLabel, stringHash } from './avatar.ts';

// Any UTF-16 code unit, lone surrogates included (cheaper to set up than unit 'binary').
const utf16 = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));

const HSL = /^hsl\((\d{1,3}), 35%, 60%\)$/;

describe('avatarColor (spec sections 2 and 9)', () => {
  it('gives an HSL colour with saturation 35% and lightness 60%', () => {
    expect(avatarColor('Anna Becker')).toMatch(HSL);
    expect(avatarColor('')).toBe('hsl(0, 35%, 60%)');
  });

  it('is stable for a name (pinned values)', () => {
    expect(stringHash('a')).toBe(97);
    expect(avatarColor('a')).toBe('hsl(97, 35%, 60%)');
    expect(avatarColor('Anna Becker')).toBe(avatarColor('Anna Becker'));
    expect(avatarColor('Anna Becker')).not.toBe(avatarColor('Ben Schulz'));
  });
});

describe('avatarLabel', () => {
  it('gives up to two upper-case initials', () => {
    expect(avatarLabel('Anna Becker')).toBe('AB');
    expect(avatarLabel('anna')).toBe('A');
    expect(avatarLabel('Anna Maria Becker')).toBe('AB');
    expect(avatarLabel('  özlem   çelik ')).toBe('ÖÇ');
    expect(avatarLabel('😀 Smile')).toBe('😀S');
  });

  it("is 'Unbekannt' when there is no name", () => {
    expect(avatarLabel()).toBe('Unbekannt');
    expect(avatarLabel(undefined)).toBe('Unbekannt');
    expect(avatarLabel(null)).toBe('Unbekannt');
    expect(avatarLabel('')).toBe('Unbekannt');
    expect(avatarLabel(' \t\n')).toBe('Unbekannt');
  });
});

describe('avatar properties', () => {
  it('avatarColor is always a valid hue with the spec saturation and lightness, and deterministic', () => {
    fc.assert(
      fc.property(fc.string({ unit: utf16 }), (name) => {
        const match = HSL.exec(avatarColor(name));
        return match !== null && Number(match[1]) < 360 && avatarColor(name) === avatarColor(`${name}`);
      }),
    );
  });

  it("avatarLabel is 'Unbekannt' exactly for blank names", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'B', ' ', '\t', 'Ü') }), (name) => {
        return (avatarLabel(name) === 'Unbekannt') === (name.trim() === '');
      }),
    );
  });

  it('avatarLabel of letter names is one or two upper-case letters from the first and last word', () => {
    const word = fc.string({
      unit: fc.constantFrom(...'abcxyzäöüABCÄÖÜ'.split('')),
      minLength: 1,
      maxLength: 8,
    });
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 4 }), (words) => {
        const label = avatarLabel(words.join(' '));
        const expected = words.length === 1 ? [words[0]!] : [words[0]!, words[words.length - 1]!];
        return label === expected.map((w) => w[0]!.toUpperCase()).join('');
      }),
    );
  });
});
