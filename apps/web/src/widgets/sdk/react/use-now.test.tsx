import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNow } from './use-now.ts';

describe('useNow', () => {
  beforeEach(() =>
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'Date', 'requestAnimationFrame', 'cancelAnimationFrame'],
      now: new Date('2026-03-02T08:00:00.250Z'),
    }),
  );
  afterEach(() => vi.useRealTimers());

  it('updates once per quantum, at its start, with one timer and no animation-frame loop', () => {
    const frames = vi.spyOn(globalThis, 'requestAnimationFrame');
    const { result, unmount } = renderHook(() => useNow(true, 1000));
    const start = result.current;
    // No frame loop: only the timer to the next whole second is pending.
    expect(vi.getTimerCount()).toBe(1);
    act(() => vi.advanceTimersByTime(749));
    expect(result.current).toBe(start);
    expect(vi.getTimerCount()).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(Date.parse('2026-03-02T08:00:01.000Z'));
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current).toBe(Date.parse('2026-03-02T08:00:04.000Z'));
    expect(vi.getTimerCount()).toBe(1);
    expect(frames).not.toHaveBeenCalled();
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('wakes for the shortest quantum and stays idle while inactive', () => {
    const minute = renderHook(() => useNow(true, 60_000));
    const tenths = renderHook(() => useNow(true, 100));
    const paused = renderHook(() => useNow(false, 100));
    const start = paused.result.current;
    act(() => vi.advanceTimersByTime(50));
    expect(tenths.result.current).toBe(Date.parse('2026-03-02T08:00:00.300Z'));
    expect(minute.result.current).toBe(start);
    expect(paused.result.current).toBe(start);
    minute.unmount();
    tenths.unmount();
    paused.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
