import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  armDropFeedback,
  beginDropGhost,
  dismissDropRejected,
  endDropGhost,
  GHOST_SETTLE_FRAMES,
  GHOST_SETTLE_MS,
  REJECTED_MS,
  setDropBlocked,
  setDropLanding,
  useDropBlocked,
} from './DropHint.tsx';

const a = { x: 2, y: 3, w: 10, h: 8 };
const b = { x: 12, y: 3, w: 10, h: 8 };

/** The settle time passes, then the given number of animation frames. */
function rest(frames = GHOST_SETTLE_FRAMES): void {
  vi.advanceTimersByTime(GHOST_SETTLE_MS);
  for (let i = 0; i < frames; i++) vi.advanceTimersToNextFrame();
}

describe('drop ghost', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    endDropGhost();
    vi.useRealTimers();
  });

  it('reports the occupied place at once and shows the ghost once the pointer rests there', () => {
    setDropBlocked(a);
    expect(useDropBlocked.getState().place).toEqual(a);
    expect(useDropBlocked.getState().shown).toBeNull();
    rest();
    expect(useDropBlocked.getState().shown).toEqual(a);
  });

  it('keeps the ghost hidden while the pointer sweeps from place to place', () => {
    setDropBlocked(a);
    vi.advanceTimersByTime(GHOST_SETTLE_MS - 10);
    setDropBlocked(b);
    vi.advanceTimersByTime(GHOST_SETTLE_MS - 10);
    expect(useDropBlocked.getState().shown).toBeNull();
    vi.advanceTimersByTime(10);
    for (let i = 0; i < GHOST_SETTLE_FRAMES; i++) vi.advanceTimersToNextFrame();
    expect(useDropBlocked.getState().shown).toEqual(b);
  });

  it('keeps it hidden on a device that draws a frame slower than the settle time while the pointer sweeps', () => {
    setDropBlocked(a);
    // The settle time passes before the next frame; that frame brings the next place.
    vi.advanceTimersByTime(GHOST_SETTLE_MS);
    vi.advanceTimersToNextFrame();
    setDropBlocked(b);
    vi.advanceTimersByTime(GHOST_SETTLE_MS);
    vi.advanceTimersToNextFrame();
    expect(useDropBlocked.getState().shown).toBeNull();
    vi.advanceTimersToNextFrame();
    expect(useDropBlocked.getState().shown).toEqual(b);
  });

  it('hides the ghost as soon as the place is free or moves, and an equal place changes nothing', () => {
    setDropBlocked(a);
    rest();
    setDropBlocked({ ...a });
    expect(useDropBlocked.getState().shown).toEqual(a);
    setDropBlocked(b);
    expect(useDropBlocked.getState().shown).toBeNull();
    vi.advanceTimersByTime(GHOST_SETTLE_MS);
    setDropBlocked(null);
    expect(useDropBlocked.getState()).toMatchObject({ place: null, shown: null });
    rest();
    expect(useDropBlocked.getState().shown).toBeNull();
  });

  it('lays the ghost out once per drag, at the widget, and moves it only when it shows', () => {
    beginDropGhost({ x: 40, y: 5, w: 10, h: 8 });
    expect(useDropBlocked.getState()).toMatchObject({
      size: { w: 10, h: 8 },
      at: { x: 40, y: 5 },
      shown: null,
    });
    // A sweep over occupied places leaves the hidden ghost where it is.
    setDropBlocked(a);
    setDropBlocked(b);
    expect(useDropBlocked.getState().at).toEqual({ x: 40, y: 5 });
    rest();
    expect(useDropBlocked.getState()).toMatchObject({ shown: b, at: { x: b.x, y: b.y } });
    // Hidden again on a free place, where it showed last.
    setDropBlocked(null);
    expect(useDropBlocked.getState()).toMatchObject({ shown: null, at: { x: b.x, y: b.y } });
    expect(useDropBlocked.getState().size).toEqual({ w: 10, h: 8 });
    endDropGhost();
    // The elements stay, hidden, at the widget's size: the next drag of that widget changes no element's size.
    expect(useDropBlocked.getState()).toMatchObject({ place: null, shown: null, dragging: false });
    expect(useDropBlocked.getState().size).toEqual({ w: 10, h: 8 });
  });

  it('takes the size of the widget that may be dragged next before the drag, and keeps it for the same size', () => {
    armDropFeedback({ w: 12, h: 9 });
    const armed = useDropBlocked.getState().size;
    expect(armed).toEqual({ w: 12, h: 9 });
    armDropFeedback({ w: 12, h: 9 });
    beginDropGhost({ x: 3, y: 4, w: 12, h: 9 });
    // The same object: nothing renders the elements at a new size when the armed widget's drag starts.
    expect(useDropBlocked.getState().size).toBe(armed);
    expect(useDropBlocked.getState()).toMatchObject({
      dragging: true,
      landing: { x: 3, y: 4 },
      at: { x: 3, y: 4 },
    });
    armDropFeedback({ w: 20, h: 10 });
    expect(useDropBlocked.getState().size).toEqual({ w: 20, h: 10 });
  });

  it('says where the widget went after a drop on an occupied place, for a while or until the next drag', () => {
    beginDropGhost({ x: 0, y: 0, w: 10, h: 8 });
    endDropGhost(true);
    expect(useDropBlocked.getState()).toMatchObject({ rejected: true, dragging: false, place: null });
    vi.advanceTimersByTime(REJECTED_MS - 1);
    expect(useDropBlocked.getState().rejected).toBe(true);
    vi.advanceTimersByTime(1);
    expect(useDropBlocked.getState().rejected).toBe(false);
    endDropGhost(true);
    beginDropGhost({ x: 0, y: 0, w: 10, h: 8 });
    expect(useDropBlocked.getState().rejected).toBe(false);
    // The old timer does not hide a later message early.
    endDropGhost(true);
    vi.advanceTimersByTime(REJECTED_MS - 1);
    expect(useDropBlocked.getState().rejected).toBe(true);
    endDropGhost();
    expect(useDropBlocked.getState().rejected).toBe(false);
    endDropGhost(true);
    dismissDropRejected();
    expect(useDropBlocked.getState().rejected).toBe(false);
  });

  it('moves the landing place only when the free place changes', () => {
    beginDropGhost({ x: 0, y: 0, w: 10, h: 8 });
    setDropLanding({ x: 5, y: 6 });
    const landing = useDropBlocked.getState().landing;
    expect(landing).toEqual({ x: 5, y: 6 });
    setDropLanding({ x: 5, y: 6 });
    expect(useDropBlocked.getState().landing).toBe(landing);
    endDropGhost();
    expect(useDropBlocked.getState().dragging).toBe(false);
  });
});
