import { describe, expect, it } from 'vitest';
import { animalStickerDefinition } from './definition.ts';

describe('AnimalSticker (catalogue 1.7)', () => {
  it('is frameless, keeps its aspect ratio and "+" places a copy beside it', () => {
    expect(animalStickerDefinition.frameless).toBe(true);
    expect(animalStickerDefinition.preserveAspectRatio).toBe(true);
    expect(animalStickerDefinition.placesAnother).toBe('copy');
  });
});
