import { describe, expect, it } from 'vitest';
import { shapesAndSurfacesDefinition } from './definition.ts';

describe('ShapesAndSurfaces (catalogue 1.7)', () => {
  it('is frameless, keeps its aspect ratio and "+" places a copy beside it', () => {
    expect(shapesAndSurfacesDefinition.frameless).toBe(true);
    expect(shapesAndSurfacesDefinition.preserveAspectRatio).toBe(true);
    expect(shapesAndSurfacesDefinition.placesAnother).toBe('copy');
  });
});
