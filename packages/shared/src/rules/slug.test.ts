import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toSlug } from './slug.ts';
import { REMOVED_SPECIAL_CHARACTERS } from './special-characters.ts';

// Any UTF-16 code unit, lone surrogates included (cheaper to set up than unit 'binary').
const utf16 = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));

describe('toSlug (spec section 5)', () => {
  it('replaces _ + ~ . with a hyphen', () => {
    expect(toSlug('Mein_Bild+Foto~1.png')).toBe('mein-bild-foto-1-png');
    expect(toSlug('a.b.c')).toBe('a-b-c');
  });

  it('lower-cases with the German locale', () => {
    expect(toSlug('ÄÖÜ Straße')).toBe('äöü straße');
    expect(toSlug('IMAGE')).toBe('image');
  });

  it('removes the special characters', () => {
    expect(toSlug('a#b%c')).toBe('abc');
    expect(toSlug('Was?Wo:Wie/Warum*')).toBe('waswowiewarum');
    expect(toSlug(`x"'<>{}|\\^[]\`;@=&y`)).toBe('xy');
  });
});

describe('toSlug properties', () => {
  const text = fc.oneof(
    fc.string(),
    fc.string({ unit: utf16 }),
    fc.string({ unit: 'grapheme' }),
    fc.string({
      unit: fc.constantFrom('A', 'ß', 'İ', 'Σ', '_', '+', '~', '.', ' ', ...REMOVED_SPECIAL_CHARACTERS),
    }),
  );

  it('is idempotent', () => {
    fc.assert(fc.property(text, (t) => toSlug(toSlug(t)) === toSlug(t)));
  });

  it('never contains a removed character or _ + ~ .', () => {
    fc.assert(
      fc.property(text, (t) => {
        const slug = toSlug(t);
        return [...REMOVED_SPECIAL_CHARACTERS, '_', '+', '.'].every((c) => !slug.includes(c));
      }),
    );
  });

  it('is already lower-case', () => {
    fc.assert(fc.property(text, (t) => toSlug(t) === toSlug(t).toLocaleLowerCase('de-DE')));
  });

  it('never grows longer than the lower-cased input', () => {
    fc.assert(fc.property(text, (t) => toSlug(t).length <= t.toLocaleLowerCase('de-DE').length));
  });
});
