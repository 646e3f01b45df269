import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkStorageName,
  checkStoragePath,
  decodeStorageSegment,
  encodeStorageSegment,
  STORAGE_PATH_MESSAGES,
} from './storage-path.ts';

const SAFE_SEGMENT = /^[A-Za-z0-9._-]+$/;

// Characters that make names and paths dangerous, mixed into arbitrary text.
const hostile = fc.constantFrom('..', '.', '/', '\\', '\u0000', 'CON', 'nul.txt', ' ', '_', '%2e', 'ä', '😀');
const name = fc
  .array(fc.oneof(fc.string({ unit: 'grapheme', maxLength: 8 }), hostile), { maxLength: 6 })
  .map((parts) => parts.join(''));

describe('storage names and paths', () => {
  it('accepts ordinary German file names and keeps them', () => {
    for (const n of ['Elternbrief Klasse 3a.pdf', 'Übung_1.png', 'a', '.profil', 'Ä Ö Ü ß.txt']) {
      expect(checkStorageName(n)).toEqual({ ok: true, value: n });
    }
  });

  it.each([
    ['', 'empty'],
    ['..', 'dots'],
    ['.', 'dots'],
    ['a/b', 'slash'],
    ['a\\b', 'backslash'],
    ['a\u0000b', 'control'],
    ['CON', 'reserved'],
    ['lpt1.txt', 'reserved'],
    ['name.', 'trailing'],
    ['x'.repeat(121), 'tooLong'],
  ] as const)('refuses %j (%s) with a German message', (value, problem) => {
    const result = checkStorageName(value);
    expect(result).toEqual({ ok: false, problem, message: STORAGE_PATH_MESSAGES[problem] });
  });

  it.each([
    ['/etc', 'leadingSlash'],
    ['a//b', 'emptySegment'],
    ['a/../b', 'dots'],
    ['..', 'dots'],
    ['a\\..\\b', 'backslash'],
    ['a/\u0000', 'control'],
    ['1/2/3/4/5/6/7/8/9/10/11', 'tooDeep'],
  ] as const)('refuses the path %j (%s)', (value, problem) => {
    expect(checkStoragePath(value)).toMatchObject({ ok: false, problem });
  });

  it('reads a path with or without its trailing slash as the same folder', () => {
    expect(checkStoragePath('a/b/')).toEqual({ ok: true, value: ['a', 'b'] });
    expect(checkStoragePath('a/b')).toEqual({ ok: true, value: ['a', 'b'] });
    expect(checkStoragePath('')).toEqual({ ok: true, value: [] });
  });

  it('property: every accepted name encodes to one safe segment that decodes back to it', () => {
    fc.assert(
      fc.property(name, (n) => {
        const result = checkStorageName(n);
        if (!result.ok) return;
        const encoded = encodeStorageSegment(n);
        expect(encoded).toMatch(SAFE_SEGMENT);
        expect(encoded).not.toMatch(/^\./);
        expect(encoded.length).toBeLessThanOrEqual(255);
        expect(decodeStorageSegment(encoded)).toBe(n);
      }),
      { numRuns: 2000 },
    );
  });

  it('property: an accepted path never climbs, never starts at the root, never holds a separator', () => {
    const path = fc.array(fc.oneof(name, hostile), { maxLength: 6 }).map((p) => p.join('/'));
    fc.assert(
      fc.property(path, (p) => {
        const result = checkStoragePath(p);
        if (!result.ok) {
          expect(result.message).toBe(STORAGE_PATH_MESSAGES[result.problem]);
          return;
        }
        expect(p.startsWith('/')).toBe(false);
        for (const segment of result.value) {
          expect(['.', '..', '']).not.toContain(segment);
          expect(/[\\/]/.test(segment) || segment.includes(String.fromCharCode(0))).toBe(false);
          expect(encodeStorageSegment(segment)).toMatch(SAFE_SEGMENT);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('property: different names never share an encoding', () => {
    fc.assert(
      fc.property(name, name, (a, b) => {
        if (a !== b && checkStorageName(a).ok && checkStorageName(b).ok) {
          expect(encodeStorageSegment(a)).not.toBe(encodeStorageSegment(b));
        }
      }),
    );
  });
});
