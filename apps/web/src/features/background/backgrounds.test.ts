import { describe, expect, it } from 'vitest';
import {
  BACKGROUND_COLORS,
  BACKGROUND_IMAGES,
  backgroundImageBySlug,
  paletteFromSetting,
  readDesktopBackground,
  resolveBackground,
  resolveDesktopBackground,
} from './backgrounds.ts';

describe('desktop background', () => {
  it('has at least four self-hosted images; the first is the default', () => {
    expect(BACKGROUND_IMAGES.length).toBeGreaterThanOrEqual(4);
    for (const image of BACKGROUND_IMAGES) expect(image.url).toMatch(/^\/backgrounds\/[a-z-]+\.svg$/);
    expect(backgroundImageBySlug(undefined)).toBe(BACKGROUND_IMAGES[0]);
    expect(backgroundImageBySlug('gibt-es-nicht')).toBe(BACKGROUND_IMAGES[0]);
    expect(backgroundImageBySlug('chalkboard').slug).toBe('chalkboard');
  });

  it('uses the colour when one is set, else the image of the slug', () => {
    expect(resolveBackground('chalkboard', '#dcebf7')).toEqual({ kind: 'color', color: '#dcebf7' });
    expect(resolveBackground('chalkboard', null)).toMatchObject({
      kind: 'image',
      image: { slug: 'chalkboard' },
    });
    expect(resolveBackground('chalkboard', '  ')).toMatchObject({
      kind: 'image',
      image: { slug: 'chalkboard' },
    });
    expect(resolveBackground(null, undefined)).toMatchObject({ kind: 'image', image: BACKGROUND_IMAGES[0] });
  });
});

describe('background palette (Desktop.Style.BackgroundColors)', () => {
  it('reads the colours from the setting, with the catalogue label for known ones', () => {
    const palette = paletteFromSetting(JSON.stringify(['#DCEBF7', '#123456', 'red', 7, '#dcebf7']));
    expect(palette).toEqual([
      { value: '#dcebf7', labelKey: 'shell.background.colors.lightBlue' },
      { value: '#123456', labelKey: null },
    ]);
  });

  it('falls back to the built-in palette when the setting is missing or damaged', () => {
    for (const value of [null, undefined, '', 'kein json', '{}', '[]', '["blau"]']) {
      expect(paletteFromSetting(value).map((c) => c.value)).toEqual(BACKGROUND_COLORS.map((c) => c.value));
    }
  });
});

describe('a desktop keeps its own background', () => {
  it("uses the desktop's choice over the user's settings", () => {
    expect(resolveDesktopBackground({ background: { color: '#2f4f3e' } }, 'sky', '#ffffff')).toEqual({
      kind: 'color',
      color: '#2f4f3e',
    });
    expect(resolveDesktopBackground({ background: { imageSlug: 'sky' } }, 'paper', '#ffffff')).toMatchObject({
      kind: 'image',
      image: { slug: 'sky' },
    });
  });

  it('falls back to the user settings (the default for new desktops) without a valid choice', () => {
    for (const extra of [undefined, null, {}, { background: 'sky' }, { background: { color: ' ' } }]) {
      expect(readDesktopBackground(extra as Record<string, unknown> | null | undefined)).toBeUndefined();
      expect(resolveDesktopBackground(extra as Record<string, unknown> | null, 'grid', null)).toMatchObject({
        kind: 'image',
        image: { slug: 'grid' },
      });
    }
    expect(resolveDesktopBackground({ desktopLayoutMeta: [] }, 'grid', '#dcebf7')).toEqual({
      kind: 'color',
      color: '#dcebf7',
    });
  });
});
