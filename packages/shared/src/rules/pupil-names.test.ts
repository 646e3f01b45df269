import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRODUCT_EDITIONS } from '../constants/editions.ts';
import {
  parsePupilNames,
  pupilNamesAsset,
  pupilNamesAssetFileName,
  pupilNamesAssetSlug,
  unselectedPupilNames,
} from './pupil-names.ts';
import { toSlug } from './slug.ts';

// Any UTF-16 code unit, lone surrogates included (cheaper to set up than unit 'binary').
const utf16 = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));

describe('parsePupilNames (spec section 5, catalogue 1.4)', () => {
  it('splits by any line ending, trims, drops empty lines and duplicates, keeps first-seen order', () => {
    expect(parsePupilNames('Anna\r\nBen\rCarla\nAnna\n\n  Ben  \n Dora ')).toEqual([
      'Anna',
      'Ben',
      'Carla',
      'Dora',
    ]);
    expect(parsePupilNames('Lena\u2028Ali\u2029Mia')).toEqual(['Lena', 'Ali', 'Mia']);
  });

  it('returns no names for empty or blank text', () => {
    expect(parsePupilNames('')).toEqual([]);
    expect(parsePupilNames(' \n\t\r\n ')).toEqual([]);
  });

  it('treats duplicates as exact matches after trimming', () => {
    expect(parsePupilNames('Ali\nali\nAli ')).toEqual(['Ali', 'ali']);
  });
});

describe('unselectedPupilNames', () => {
  it('keeps the names no widget uses as owner name, in class-list order', () => {
    expect(unselectedPupilNames(['Ali', 'Ben', 'Carla'], ['Ben'])).toEqual(['Ali', 'Carla']);
    expect(unselectedPupilNames(['Ali', 'Ben', 'Carla'], [])).toEqual(['Ali', 'Ben', 'Carla']);
    expect(unselectedPupilNames(['Ali'], ['Ali', 'Zoe', undefined, null])).toEqual([]);
  });

  it('catalogue example: with 3 names, choosing Ali leaves 2 names', () => {
    expect(unselectedPupilNames(['Ali', 'Ben', 'Carla'], ['Ali'])).toHaveLength(2);
  });
});

describe('pupil-names asset', () => {
  it('builds slug, .txt file name and text/plain MIME type from edition and class code', () => {
    expect(pupilNamesAssetSlug('PrimaryGradeLevel', '4b')).toBe('primarygradelevel-pupil-names-4b');
    expect(pupilNamesAssetSlug('SecondaryGradeLevel', 'Q1.Mathe')).toBe(
      'secondarygradelevel-pupil-names-q1-mathe',
    );
    expect(pupilNamesAssetFileName('PrimaryGradeLevel', '4b')).toBe('primarygradelevel-pupil-names-4b.txt');
    expect(pupilNamesAsset('PrimaryGradeLevel', '4b')).toEqual({
      slug: 'primarygradelevel-pupil-names-4b',
      fileName: 'primarygradelevel-pupil-names-4b.txt',
      mimeType: 'text/plain',
    });
  });

  it('slugs are stable slugs', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PRODUCT_EDITIONS), fc.string(), (edition, classCode) => {
        const slug = pupilNamesAssetSlug(edition, classCode);
        return toSlug(slug) === slug && slug.startsWith(`${edition.toLowerCase()}-pupil-names-`);
      }),
    );
  });
});

const lineEnding = fc.constantFrom('\n', '\r\n', '\r', '\u2028');
const nameLike = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('Anna', ' Anna ', '', '  ', 'Ben'));
const classList = fc
  .array(fc.tuple(nameLike, lineEnding), { maxLength: 30 })
  .map((pairs) => ({ lines: pairs.map(([n]) => n), text: pairs.map(([n, e]) => n + e).join('') }));

describe('parsePupilNames properties', () => {
  it('returns trimmed, non-empty, unique names without line breaks', () => {
    fc.assert(
      fc.property(fc.string({ unit: utf16 }), (text) => {
        const names = parsePupilNames(text);
        return (
          new Set(names).size === names.length &&
          names.every((n) => n.length > 0 && n === n.trim() && !/[\n\r\u2028\u2029\u0085]/.test(n))
        );
      }),
    );
  });

  it('keeps every non-empty line once, in first-seen order, whatever the line endings', () => {
    fc.assert(
      fc.property(classList, ({ lines, text }) => {
        const expected: string[] = [];
        for (const line of lines.map((l) => l.trim())) {
          if (line !== '' && !expected.includes(line)) expected.push(line);
        }
        // fc.string() never produces line breaks itself, so each pair is exactly one line.
        expect(parsePupilNames(text)).toEqual(expected);
      }),
    );
  });

  it('is stable when the names are written back one per line', () => {
    fc.assert(
      fc.property(fc.string({ unit: utf16 }), (text) => {
        const names = parsePupilNames(text);
        expect(parsePupilNames(names.join('\n'))).toEqual(names);
      }),
    );
  });
});

describe('unselectedPupilNames properties', () => {
  const names = fc.array(fc.constantFrom<string>('Ali', 'Ben', 'Carla', 'Dora', 'Emil', 'Fatma'), {
    maxLength: 8,
  });

  it('returns exactly the names not used as owner names, in order', () => {
    fc.assert(
      fc.property(names, names, (all, owners) => {
        const result = unselectedPupilNames(all, owners);
        expect(result).toEqual(all.filter((n) => !owners.includes(n)));
        return result.every((n) => !owners.includes(n));
      }),
    );
  });

  it('every class name is either unselected or an owner name', () => {
    fc.assert(
      fc.property(names, names, (all, owners) => {
        const result = unselectedPupilNames(all, owners);
        return all.every((n) => result.includes(n) !== owners.includes(n));
      }),
    );
  });
});
