import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProgressController, estimatedProgress, type ProgressState } from './progress.ts';

describe('estimatedProgress', () => {
  it('starts at 0, grows, and stays below 100', () => {
    expect(estimatedProgress(5000, 0)).toBe(0);
    const values = [500, 1000, 2500, 5000, 20_000, 1e9].map((t) => estimatedProgress(5000, t));
    for (let i = 1; i < values.length; i++) expect(values[i]!).toBeGreaterThan(values[i - 1]!);
    expect(values.at(-1)!).toBeLessThan(100);
  });

  it('reaches about 70 % after the duration (5000 ms)', () => {
    expect(estimatedProgress(5000, 5000)).toBeCloseTo(70.48, 1);
  });
});

describe('progress controller (throttle 200 ms, duration 5000 ms)', () => {
  let states: ProgressState[];
  let controller: ReturnType<typeof createProgressController>;
  const last = () => states.at(-1);

  beforeEach(() => {
    vi.useFakeTimers();
    states = [];
    controller = createProgressController((s) => states.push(s), {
      timers: {
        setTimeout: (fn, ms) => setTimeout(fn, ms),
        clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
        setInterval: (fn, ms) => setInterval(fn, ms),
        clearInterval: (id) => clearInterval(id as ReturnType<typeof setInterval>),
        now: () => Date.now(),
      },
    });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('stays hidden for loads shorter than the throttle', () => {
    controller.start();
    vi.advanceTimersByTime(150);
    controller.finish();
    vi.advanceTimersByTime(2000);
    expect(states.some((s) => s.visible)).toBe(false);
  });

  it('shows after 200 ms and estimates progress over time', () => {
    controller.start();
    vi.advanceTimersByTime(199);
    expect(states.some((s) => s.visible)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(last()?.visible).toBe(true);
    const early = last()!.value;
    vi.advanceTimersByTime(2000);
    expect(last()!.value).toBeGreaterThan(early);
    expect(last()!.value).toBeLessThan(100);
  });

  it('completes to 100 and then hides', () => {
    controller.start();
    vi.advanceTimersByTime(300);
    controller.finish();
    expect(last()).toMatchObject({ visible: true, value: 100, failed: false });
    vi.advanceTimersByTime(1000);
    expect(last()).toMatchObject({ visible: false, value: 0 });
  });

  it('counts parallel loads and finishes with the last one', () => {
    controller.start();
    controller.start();
    vi.advanceTimersByTime(300);
    controller.finish();
    expect(last()?.value).not.toBe(100);
    controller.finish();
    expect(last()?.value).toBe(100);
    expect(controller.running).toBe(0);
  });

  it('turns red after a failed request, even a fast one', () => {
    controller.start();
    vi.advanceTimersByTime(50);
    controller.finish(true);
    expect(last()).toMatchObject({ visible: true, failed: true });
  });

  it('stays red when any of several parallel loads failed', () => {
    controller.start();
    controller.start();
    controller.finish(true);
    controller.finish(false);
    expect(last()?.failed).toBe(true);
  });

  it('stays red for 1.5 s even when the next load starts at once (e.g. a list reload)', () => {
    controller.start();
    controller.finish(true);
    controller.start();
    expect(last()?.failed).toBe(true);
    vi.advanceTimersByTime(300);
    controller.finish();
    expect(last()).toMatchObject({ visible: true, failed: true });
    vi.advanceTimersByTime(1300);
    expect(last()).toMatchObject({ visible: false, failed: false });
  });

  it('is no longer red for a load that starts after the hold time', () => {
    controller.start();
    controller.finish(true);
    vi.advanceTimersByTime(2000);
    expect(last()).toMatchObject({ visible: false, failed: false });
    controller.start();
    vi.advanceTimersByTime(300);
    expect(last()).toMatchObject({ visible: true, failed: false });
  });

  it('ignores extra finish calls', () => {
    controller.finish();
    expect(states).toEqual([]);
    expect(controller.running).toBe(0);
  });
});
