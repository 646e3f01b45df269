import { describe, expect, it } from 'vitest';
import { BACKGROUND_IMAGES, backgroundImageBySlug, resolveBackground } from './backgrounds.ts';

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
