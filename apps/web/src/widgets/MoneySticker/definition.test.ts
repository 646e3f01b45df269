import { describe, expect, it } from 'vitest';
import { moneyStickerDefinition } from './definition.ts';

describe('MoneySticker (catalogue 1.7)', () => {
  it('is frameless, keeps its aspect ratio and "+" places a copy beside it', () => {
    expect(moneyStickerDefinition.frameless).toBe(true);
    expect(moneyStickerDefinition.preserveAspectRatio).toBe(true);
    expect(moneyStickerDefinition.placesAnother).toBe('copy');
  });
});
