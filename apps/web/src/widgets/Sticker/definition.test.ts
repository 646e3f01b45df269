import { describe, expect, it } from 'vitest';
import { stickerDefinition } from './definition.ts';

describe('Sticker (catalogue 1.7)', () => {
  it('is frameless, keeps its aspect ratio and "+" places a copy beside it', () => {
    expect(stickerDefinition.frameless).toBe(true);
    expect(stickerDefinition.preserveAspectRatio).toBe(true);
    expect(stickerDefinition.placesAnother).toBe('copy');
  });
});
