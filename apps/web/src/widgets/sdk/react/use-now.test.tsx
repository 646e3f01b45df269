import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNow } from './use-now.ts';

function Probe({
  quantum,
  active = true,
  onRender,
}: {
  quantum: number;
  active?: boolean;
  onRender: () => void;
}) {
  const now = useNow(active, quantum);
  onRender();
  return <p>{now}</p>;
}

describe('useNow', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'requestAnimationFrame'] });
    vi.setSystemTime(new Date('2026-11-25T08:00:00.250Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('re-renders once per quantum, on time, and asks for no animation frames', () => {
    const raf = vi.spyOn(globalThis, 'requestAnimationFrame');
    const seconds = vi.fn();
    const tenths = vi.fn();
    render(
      <>
        <Probe quantum={1000} onRender={seconds} />
        <Probe quantum={100} onRender={tenths} />
      </>,
    );
    const afterMount = { seconds: seconds.mock.calls.length, tenths: tenths.mock.calls.length };
    // In steps of 100 ms: act renders once per step (the updates of one step are batched).
    for (let step = 0; step < 30; step++) {
      act(() => {
        vi.advanceTimersByTime(100);
      });
    }
    expect(seconds.mock.calls.length - afterMount.seconds).toBe(3);
    expect(tenths.mock.calls.length - afterMount.tenths).toBe(30);
    expect(raf).not.toHaveBeenCalled();
  });

  it('renders once when it mounts, again only when a quantum turns over before its effect runs', () => {
    /** Mounts a probe while the clock reads `atRender` first and `atEffect` afterwards. */
    const mountWith = (atRender: string, atEffect: string) => {
      let reads = 0;
      const spy = vi.spyOn(Date, 'now').mockImplementation(() => {
        reads += 1;
        return Date.parse(reads === 1 ? atRender : atEffect);
      });
      const renders = vi.fn();
      const view = render(<Probe quantum={1000} onRender={renders} />);
      spy.mockRestore();
      return { renders: renders.mock.calls.length, shown: Number(view.container.textContent) };
    };
    // The same second: nothing new to show.
    expect(mountWith('2026-11-25T08:00:00.250Z', '2026-11-25T08:00:00.300Z')).toEqual({
      renders: 1,
      shown: Date.parse('2026-11-25T08:00:00.250Z'),
    });
    // 08:00:00.999 while rendering, 08:00:01.000 in the effect: the new second shows.
    expect(mountWith('2026-11-25T08:00:00.999Z', '2026-11-25T08:00:01.000Z')).toEqual({
      renders: 2,
      shown: Date.parse('2026-11-25T08:00:01.000Z'),
    });
  });

  it('follows a jump of the clock within a second, also with a quantum of a minute', () => {
    const renders = vi.fn();
    const view = render(<Probe quantum={60_000} onRender={renders} />);
    const shown = () => Number(view.container.textContent);
    const before = shown();
    vi.setSystemTime(new Date('2026-11-25T10:00:00.000Z'));
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(shown()).toBeGreaterThan(before + 60_000);
  });

  it('stops when nothing is active', () => {
    const renders = vi.fn();
    const view = render(<Probe quantum={1000} onRender={renders} />);
    view.rerender(<Probe quantum={1000} active={false} onRender={renders} />);
    const before = renders.mock.calls.length;
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(renders.mock.calls.length).toBe(before);
    expect(vi.getTimerCount()).toBe(0);
  });
});
