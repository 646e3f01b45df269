import { defaultExtraSettings } from '@tafino/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  angleAround,
  defaultStickerFrame,
  flagArt,
  galleryTabs,
  licenceLines,
  normalizeRotation,
  rotateBy,
  rotatedBounds,
  STICKER_HOME_FOLDER,
  STICKER_TYPES,
  snapRotation,
  stickerLabel,
  stickerSize,
} from './rules.ts';

describe('sticker types (catalogue 1.7, 3.7)', () => {
  it('have the shared settings with the family defaults', () => {
    const showLabel = {
      Sticker: false,
      AnimalSticker: false,
      MoneySticker: false,
      FlagsSticker: true,
      ShapesAndSurfaces: true,
    };
    for (const type of STICKER_TYPES) {
      const defaults = defaultExtraSettings(type, 'PrimaryGradeLevel') as unknown as Record<string, unknown>;
      expect(defaults, type).toMatchObject({
        stickerSlug: '',
        rotation: 0,
        mirrored: false,
        showLabel: showLabel[type],
      });
    }
    expect(defaultExtraSettings('AnimalSticker', 'PrimaryGradeLevel')).toMatchObject({
      labelWithArticle: true,
    });
    expect(defaultExtraSettings('MoneySticker', 'PrimaryGradeLevel')).toMatchObject({ trueToScale: true });
    expect(defaultExtraSettings('FlagsSticker', 'SecondaryGradeLevel')).toMatchObject({ aspect: '4x3' });
    expect(defaultExtraSettings('ShapesAndSurfaces', 'SecondaryGradeLevel')).toMatchObject({
      fillColor: 'blue',
      showHiddenEdges: true,
      showProperties: false,
    });
  });

  it('open at "Alle" (Sticker) or their own folder', () => {
    expect(STICKER_HOME_FOLDER).toEqual({
      Sticker: null,
      AnimalSticker: 'tiere',
      MoneySticker: 'rechengeld',
      FlagsSticker: 'flaggen',
      ShapesAndSurfaces: 'koerper-und-flaechen',
    });
  });

  it('are 200x200 in Grundschule and 100x100 in Sekundarstufe', () => {
    expect(defaultStickerFrame('PrimaryGradeLevel')).toEqual({ width: 200, height: 200 });
    expect(defaultStickerFrame('SecondaryGradeLevel')).toEqual({ width: 100, height: 100 });
  });
});

describe('rotation', () => {
  it('normalizes to whole degrees in [0, 360)', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (d) => {
        const r = normalizeRotation(d);
        expect(Number.isInteger(r)).toBe(true);
        expect(r).toBeGreaterThanOrEqual(0);
        expect(r).toBeLessThan(360);
        // Same direction as the input (brute force: the rounded angle minus r is a whole turn).
        expect((Math.round(d) - r) % 360).toBeCloseTo(0);
      }),
    );
    expect(normalizeRotation(Number.NaN)).toBe(0);
  });

  it('snaps to the nearest 15° step (oracle: search every step)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -2000, max: 2000 }), (d) => {
        const steps = Array.from({ length: 24 }, (_, i) => i * 15);
        const distance = (a: number, b: number) =>
          Math.min(Math.abs(a - b) % 360, 360 - (Math.abs(a - b) % 360));
        const best = Math.min(...steps.map((s) => distance(s, normalizeRotation(d))));
        const snapped = snapRotation(d);
        expect(snapped % 15).toBe(0);
        expect(distance(snapped, normalizeRotation(d))).toBe(best);
      }),
    );
  });

  it('"Drehen" turns by a quarter: four turns come back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 359 }), (r) => {
        expect(rotateBy(rotateBy(rotateBy(rotateBy(r, 90), 90), 90), 90)).toBe(r);
      }),
    );
    expect(rotateBy(270, 90)).toBe(0);
  });

  it('measures pointer angles clockwise from straight up', () => {
    const c = { x: 100, y: 100 };
    expect(angleAround(c, { x: 100, y: 0 })).toBe(0);
    expect(angleAround(c, { x: 200, y: 100 })).toBe(90);
    expect(angleAround(c, { x: 100, y: 200 })).toBe(180);
    expect(angleAround(c, { x: 0, y: 100 })).toBe(270);
  });
});

describe('fitting the frame', () => {
  const size = fc.record({
    width: fc.integer({ min: 1, max: 2000 }),
    height: fc.integer({ min: 1, max: 2000 }),
  });

  it('keeps the aspect ratio and stays inside the box at every rotation', () => {
    fc.assert(
      fc.property(size, size, fc.integer({ min: 0, max: 359 }), fc.boolean(), (art, box, rotation, real) => {
        const drawn = stickerSize(art, box, rotation, real);
        expect(drawn.width / drawn.height).toBeCloseTo(art.width / art.height, 6);
        const bounds = rotatedBounds(drawn, rotation);
        expect(bounds.width).toBeLessThanOrEqual(box.width + 1e-6);
        expect(bounds.height).toBeLessThanOrEqual(box.height + 1e-6);
      }),
    );
  });

  it('fills the box on one side when not true to scale', () => {
    fc.assert(
      fc.property(size, size, (art, box) => {
        const drawn = stickerSize(art, box);
        expect(Math.max(drawn.width / box.width, drawn.height / box.height)).toBeCloseTo(1, 6);
      }),
    );
  });

  it('draws Rechengeld at its real size in any frame rounded up to grid cells', () => {
    // Coins at 5 px/mm (1 ct 16.25 mm ... 2 € 25.75 mm), notes at 2 px/mm (5 € 120x62 mm ... 200 € 153x77 mm).
    const coins = [81, 94, 106, 99, 111, 121, 116, 129];
    for (const d of coins) {
      const frame = {
        width: Math.max(100, Math.ceil(d / 10) * 10),
        height: Math.max(80, Math.ceil(d / 10) * 10),
      };
      expect(stickerSize({ width: d, height: d }, frame, 0, true)).toEqual({ width: d, height: d });
    }
    expect(stickerSize({ width: 240, height: 124 }, { width: 240, height: 130 }, 0, true)).toEqual({
      width: 240,
      height: 124,
    });
    // Twice the frame: twice the size, so two enlarged coins keep their proportion too.
    expect(stickerSize({ width: 116, height: 116 }, { width: 240, height: 240 }, 0, true).width).toBe(232);
    expect(stickerSize({ width: 129, height: 129 }, { width: 260, height: 260 }, 0, true).width).toBe(258);
  });

  it('draws a flag 4:3, or square in the 1:1 variant', () => {
    expect(flagArt({ width: 240, height: 180 }, '4x3')).toEqual({ width: 240, height: 180 });
    expect(flagArt({ width: 240, height: 180 }, '1x1')).toEqual({ width: 180, height: 180 });
    // 4:3 centred in the square 200x200 frame.
    expect(stickerSize({ width: 240, height: 180 }, { width: 200, height: 200 })).toEqual({
      width: 200,
      height: 150,
    });
  });
});

describe('labels and the gallery', () => {
  it('gives animals their article unless switched off', () => {
    expect(stickerLabel({ title: 'Igel', label: 'der Igel' }, true)).toBe('der Igel');
    expect(stickerLabel({ title: 'Igel', label: 'der Igel' }, false)).toBe('Igel');
    expect(stickerLabel({ title: 'Polen', label: 'Polen' }, true)).toBe('Polen');
  });

  const folders = [
    { path: 'lob-und-symbole', title: 'Lob & Symbole', attribution: 'A' },
    { path: 'tiere', title: 'Tiere', attribution: 'B' },
    { path: 'flaggen', title: 'Flaggen', attribution: 'A' },
  ];
  const items = [
    { folder: 'tiere/wald', folderTitle: 'Tiere / Wald' },
    { folder: 'tiere/haustiere', folderTitle: 'Tiere / Haustiere' },
    { folder: 'tiere/wald', folderTitle: 'Tiere / Wald' },
    { folder: 'flaggen/europa', folderTitle: 'Flaggen / Europa' },
  ];

  it('shows "Alle" and every folder for Sticker, the own folder and its subfolders for a family', () => {
    expect(galleryTabs(null, folders, items).map((t) => t.path)).toEqual([
      null,
      'lob-und-symbole',
      'tiere',
      'flaggen',
    ]);
    expect(galleryTabs('tiere', folders, items)).toEqual([
      { path: 'tiere', title: 'Tiere' },
      { path: 'tiere/wald', title: 'Wald' },
      { path: 'tiere/haustiere', title: 'Haustiere' },
    ]);
  });

  it('shows the licence line of the shown folder, every distinct one under "Alle"', () => {
    expect(licenceLines(folders, 'tiere/wald')).toEqual(['B']);
    expect(licenceLines(folders, 'flaggen')).toEqual(['A']);
    expect(licenceLines(folders, null)).toEqual(['A', 'B']);
  });
});
