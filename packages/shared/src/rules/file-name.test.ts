import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InvalidFileNameError, isReservedFileName, sanitizeFileName } from './file-name.ts';
import { REMOVED_SPECIAL_CHARACTERS } from './special-characters.ts';

// Any UTF-16 code unit, lone surrogates included (cheaper to set up than unit 'binary').
const utf16 = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));

const codeOf = (fn: () => unknown): string | undefined => {
  try {
    fn();
    return undefined;
  } catch (error) {
    return error instanceof InvalidFileNameError ? error.code : 'other';
  }
};

const RESERVED = [
  'con',
  'prn',
  'aux',
  'nul',
  ...'0123456789'.split('').flatMap((d) => [`com${d}`, `lpt${d}`]),
];

describe('sanitizeFileName (spec section 5)', () => {
  it('removes quotes and the listed special characters', () => {
    expect(sanitizeFileName('Bild<1>.png')).toBe('Bild1.png');
    expect(sanitizeFileName(`a"'<>#%{}|\\^~[]\`;?:@=&/*b.txt`)).toBe('ab.txt');
    expect(sanitizeFileName('Mathe: Brüche & Prozent?.pdf')).toBe('Mathe Brüche  Prozent.pdf');
    expect(sanitizeFileName('C:\\Users\\lehrer/arbeitsblatt*.docx')).toBe('CUserslehrerarbeitsblatt.docx');
  });

  it('keeps ordinary names unchanged', () => {
    expect(sanitizeFileName('Klassenfoto 4b.jpg')).toBe('Klassenfoto 4b.jpg');
    expect(sanitizeFileName('.htaccess')).toBe('.htaccess');
    expect(sanitizeFileName('Übung (1) - Lösung.pdf')).toBe('Übung (1) - Lösung.pdf');
  });

  it('removes trailing dots and spaces', () => {
    expect(sanitizeFileName('Notizen. . .')).toBe('Notizen');
    expect(sanitizeFileName('bericht.pdf   ')).toBe('bericht.pdf');
    expect(sanitizeFileName('name.?')).toBe('name');
  });

  it('rejects names made only of dots', () => {
    for (const name of ['.', '..', '...', '.....', '..:', '.. ']) {
      expect(codeOf(() => sanitizeFileName(name))).toBe('onlyDots');
    }
  });

  it('rejects reserved device names, case-insensitive, with or without extension', () => {
    for (const name of [
      'con',
      'CON',
      'Prn.txt',
      'aux.tar.gz',
      'NUL',
      'com0',
      'COM9.log',
      'lpt1',
      'LpT9.doc',
    ]) {
      expect(codeOf(() => sanitizeFileName(name))).toBe('reservedName');
    }
    expect(sanitizeFileName('console.txt')).toBe('console.txt');
    expect(sanitizeFileName('com10.txt')).toBe('com10.txt');
    expect(sanitizeFileName('lpt.txt')).toBe('lpt.txt');
    expect(sanitizeFileName('my-con.txt')).toBe('my-con.txt');
  });

  it('rejects names that end up empty', () => {
    for (const name of ['', '   ', '???', '<>|']) {
      expect(codeOf(() => sanitizeFileName(name))).toBe('empty');
    }
  });

  it('throws a typed error with a German message', () => {
    try {
      sanitizeFileName('CON.txt');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidFileNameError);
      expect(error).toBeInstanceOf(Error);
      expect((error as InvalidFileNameError).code).toBe('reservedName');
      expect((error as Error).message).toMatch(/^Der Dateiname ist ungültig/);
      expect((error as Error).name).toBe('InvalidFileNameError');
    }
    expect(new InvalidFileNameError('onlyDots').message).toMatch(/^Der Dateiname ist ungültig/);
    expect(new InvalidFileNameError('empty').message).toMatch(/^Der Dateiname ist ungültig/);
  });

  it('truncates to 255 characters keeping the extension', () => {
    const long = `${'a'.repeat(300)}.png`;
    expect(sanitizeFileName(long)).toBe(`${'a'.repeat(251)}.png`);
    expect(sanitizeFileName('b'.repeat(300))).toBe('b'.repeat(255));
    expect(sanitizeFileName(`${'c'.repeat(255)}.pdf`)).toHaveLength(255);
    // No trailing space or dot after the cut.
    expect(sanitizeFileName(`${'d'.repeat(254)} ${'e'.repeat(10)}`)).toBe('d'.repeat(254));
    // Never half a surrogate pair.
    expect(sanitizeFileName(`${'f'.repeat(250)}${'😀'.repeat(10)}.txt`)).toBe(`${'f'.repeat(250)}.txt`);
  });

  it('isReservedFileName matches with or without extension', () => {
    expect(isReservedFileName('Aux.png')).toBe(true);
    expect(isReservedFileName('auxiliary.png')).toBe(false);
  });
});

describe('sanitizeFileName properties', () => {
  const anyName = fc.oneof(
    fc.string({ maxLength: 400 }),
    fc.string({ unit: utf16, maxLength: 300 }),
    fc.string({ unit: 'grapheme', maxLength: 300 }),
    fc.string({
      unit: fc.constantFrom('a', '.', ' ', ':', '/', 'ß', '😀', ...REMOVED_SPECIAL_CHARACTERS),
      maxLength: 300,
    }),
  );

  it('returns a name without removed characters, at most 255 characters, no trailing dot or space, or throws InvalidFileNameError', () => {
    fc.assert(
      fc.property(anyName, (name) => {
        let result: string;
        try {
          result = sanitizeFileName(name);
        } catch (error) {
          return error instanceof InvalidFileNameError;
        }
        return (
          result.length > 0 &&
          result.length <= 255 &&
          REMOVED_SPECIAL_CHARACTERS.every((c) => !result.includes(c)) &&
          !/[. ]$/.test(result) &&
          !isReservedFileName(result)
        );
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(anyName, (name) => {
        let once: string;
        try {
          once = sanitizeFileName(name);
        } catch {
          return true;
        }
        return sanitizeFileName(once) === once;
      }),
    );
  });

  const safeChar = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzÄÖÜäöüß0123456789-_() '.split(''));
  const safeWord = fc.string({ unit: safeChar, minLength: 1, maxLength: 40 }).map((s) => `x${s.trim()}`);

  it('keeps safe names of at most 255 characters unchanged', () => {
    fc.assert(
      fc.property(safeWord, fc.option(safeWord, { nil: undefined }), (base, ext) => {
        const name = ext === undefined ? base : `${base}.${ext}`;
        fc.pre(name.length <= 255);
        return sanitizeFileName(name) === name;
      }),
    );
  });

  it('keeps the extension when truncating', () => {
    const ext = fc.string({
      unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'.split('')),
      minLength: 1,
      maxLength: 8,
    });
    fc.assert(
      fc.property(fc.integer({ min: 256, max: 600 }), ext, (length, extension) => {
        const result = sanitizeFileName(`${'n'.repeat(length)}.${extension}`);
        return result.length === 255 && result.endsWith(`.${extension}`);
      }),
    );
  });

  it('rejects every reserved device name in any case, with or without extension', () => {
    const casing = (text: string) =>
      fc
        .array(fc.boolean(), { minLength: text.length, maxLength: text.length })
        .map((upper) => [...text].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join(''));
    const reserved = fc.constantFrom(...RESERVED).chain(casing);
    fc.assert(
      fc.property(
        reserved,
        fc.option(fc.constantFrom('txt', 'png', 'tar.gz', 'x'), { nil: undefined }),
        (name, ext) => {
          return (
            codeOf(() => sanitizeFileName(ext === undefined ? name : `${name}.${ext}`)) === 'reservedName'
          );
        },
      ),
    );
  });
});
