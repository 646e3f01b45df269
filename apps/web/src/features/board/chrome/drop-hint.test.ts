import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GHOST_SETTLE_MS, setDropBlocked, useDropBlocked } from './DropHint.tsx';

const a = { x: 2, y: 3, w: 10, h: 8 };
const b = { x: 12, y: 3, w: 10, h: 8 };

describe('drop ghost', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    setDropBlocked(null);
    vi.useRealTimers();
  });

  it('reports the occupied place at once and shows the ghost once the pointer rests there', () => {
    setDropBlocked(a);
    expect(useDropBlocked.getState().place).toEqual(a);
    expect(useDropBlocked.getState().shown).toBeNull();
    vi.advanceTimersByTime(GHOST_SETTLE_MS);
    expect(useDropBlocked.getState().shown).toEqual(a);
  });

  it('keeps the ghost hidden while the pointer sweeps from place to place', () => {
    setDropBlocked(a);
    vi.advanceTimersByTime(GHOST_SETTLE_MS - 10);
    setDropBlocked(b);
    vi.advanceTimersByTime(GHOST_SETTLE_MS - 10);
    expect(useDropBlocked.getState().shown).toBeNull();
    vi.advanceTimersByTime(10);
    expect(useDropBlocked.getState().shown).toEqual(b);
  });

  it('hides the ghost as soon as the place is free or moves, and an equal place changes nothing', () => {
    setDropBlocked(a);
    vi.advanceTimersByTime(GHOST_SETTLE_MS);
    setDropBlocked({ ...a });
    expect(useDropBlocked.getState().shown).toEqual(a);
    setDropBlocked(b);
    expect(useDropBlocked.getState().shown).toBeNull();
    vi.advanceTimersByTime(GHOST_SETTLE_MS);
    setDropBlocked(null);
    expect(useDropBlocked.getState()).toEqual({ place: null, shown: null });
    vi.advanceTimersByTime(GHOST_SETTLE_MS);
    expect(useDropBlocked.getState().shown).toBeNull();
  });
});
