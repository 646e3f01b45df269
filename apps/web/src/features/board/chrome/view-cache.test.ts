import { describe, expect, it } from 'vitest';
import { loadedView, preloadViews } from './view-cache.ts';

describe('view cache', () => {
  it('holds the views of the preloaded types, so the host renders them without suspending', async () => {
    expect(loadedView('Clock')).toBeUndefined();
    await preloadViews(['Clock', 'Clock', 'Timer']);
    expect(typeof loadedView('Clock')).toBe('function');
    expect(typeof loadedView('Timer')).toBe('function');
    expect(loadedView('Dice')).toBeUndefined();
  });

  it('resolves for types it does not know (the host shows them as unsupported)', async () => {
    await expect(preloadViews(['NoSuchWidget'])).resolves.toBeUndefined();
    expect(loadedView('NoSuchWidget')).toBeUndefined();
  });
});
