import { describe, expect, it } from 'vitest';
import { flagsStickerDefinition } from './definition.ts';

describe('FlagsSticker (catalogue 1.7)', () => {
  it('is frameless, keeps its aspect ratio and "+" places a copy beside it', () => {
    expect(flagsStickerDefinition.frameless).toBe(true);
    expect(flagsStickerDefinition.preserveAspectRatio).toBe(true);
    expect(flagsStickerDefinition.placesAnother).toBe('copy');
  });
});
