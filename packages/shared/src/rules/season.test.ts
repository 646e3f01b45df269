import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRODUCT_EDITIONS } from '../constants/editions.ts';
import { SEASONS } from '../constants/season.ts';
import { parseSeason, resolveSeason } from './season.ts';

describe('resolveSeason (spec section 4)', () => {
  it("uses the setting's season in any case", () => {
    expect(resolveSeason({ footerImageGroupSlug: 'spring', edition: 'SecondaryGradeLevel' })).toBe('Spring');
    expect(resolveSeason({ footerImageGroupSlug: 'Winter', edition: 'PrimaryGradeLevel' })).toBe('Winter');
    expect(resolveSeason({ footerImageGroupSlug: 'AUTUMN', edition: 'PrimaryGradeLevel' })).toBe('Autumn');
    expect(resolveSeason({ footerImageGroupSlug: ' summer ', edition: 'Unset' })).toBe('Summer');
    expect(resolveSeason({ footerImageGroupSlug: 'none', edition: 'PrimaryGradeLevel' })).toBe('None');
  });

  it('falls back to Spring for the primary edition', () => {
    expect(resolveSeason({ edition: 'PrimaryGradeLevel' })).toBe('Spring');
    expect(resolveSeason({ footerImageGroupSlug: '', edition: 'PrimaryGradeLevel' })).toBe('Spring');
    expect(resolveSeason({ footerImageGroupSlug: null, edition: 'PrimaryGradeLevel' })).toBe('Spring');
    expect(resolveSeason({ footerImageGroupSlug: 'herbst', edition: 'PrimaryGradeLevel' })).toBe('Spring');
  });

  it('falls back to None otherwise', () => {
    expect(resolveSeason({ edition: 'SecondaryGradeLevel' })).toBe('None');
    expect(resolveSeason({ footerImageGroupSlug: 'unknown', edition: 'SecondaryGradeLevel' })).toBe('None');
    expect(resolveSeason({ edition: 'Unset' })).toBe('None');
  });

  it('parseSeason recognises only season names', () => {
    expect(parseSeason('wInTeR')).toBe('Winter');
    expect(parseSeason('winter-2025')).toBeUndefined();
    expect(parseSeason(undefined)).toBeUndefined();
  });
});

describe('resolveSeason properties', () => {
  const edition = fc.constantFrom(...PRODUCT_EDITIONS);

  it('a season name in any case wins over the edition', () => {
    const season = fc.constantFrom(...SEASONS);
    const casing = fc.array(fc.boolean(), { minLength: 6, maxLength: 6 });
    fc.assert(
      fc.property(season, casing, edition, (s, upper, e) => {
        const slug = [...s].map((c, i) => (upper[i] ? c.toUpperCase() : c.toLowerCase())).join('');
        return resolveSeason({ footerImageGroupSlug: slug, edition: e }) === s;
      }),
    );
  });

  it('any other setting value gives the edition rule', () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: undefined }), edition, (slug, e) => {
        fc.pre(parseSeason(slug) === undefined);
        return (
          resolveSeason({ footerImageGroupSlug: slug, edition: e }) ===
          (e === 'PrimaryGradeLevel' ? 'Spring' : 'None')
        );
      }),
    );
  });
});
