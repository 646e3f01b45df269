import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect, useRef } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useElementSize } from './use-element-size.ts';

/** A ResizeObserver whose reports the test sends (`report`), as the browser does after its layout. */
class FakeResizeObserver {
  static last: FakeResizeObserver | undefined;
  readonly targets = new Set<Element>();
  constructor(readonly callback: ResizeObserverCallback) {
    FakeResizeObserver.last = this;
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  report(targets: Element[]) {
    this.callback(
      targets.map((target) => ({ target }) as ResizeObserverEntry),
      this as unknown as ResizeObserver,
    );
  }
}

function Box({ name, onRender }: { name: string; onRender: (name: string, width: number) => void }) {
  const { ref, size } = useElementSize<HTMLDivElement>();
  onRender(name, size.width);
  return (
    <div ref={ref} data-testid={name}>
      {size.width}x{size.height}
    </div>
  );
}

/** A neighbour whose layout effect writes to the page (as fitted text does). */
function Writer({ onWrite }: { onWrite: () => void }) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    if (ref.current) ref.current.style.fontSize = '20px';
    onWrite();
  }, [onWrite]);
  return <span ref={ref} />;
}

const widths: Record<string, number> = { a: 120.4, b: 300, c: 90 };

describe('useElementSize', () => {
  let events: string[] = [];
  const onRender = (name: string, width: number) => events.push(`render ${name} ${width}`);

  beforeAll(() => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  });
  afterAll(() => vi.unstubAllGlobals());
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
  });
  afterEach(() => {
    // The check after the frame (nothing left for it once everything was reported).
    act(() => vi.runAllTimers());
    vi.restoreAllMocks();
    vi.useRealTimers();
    events = [];
  });

  function mockSizes() {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      events.push(`read ${this.dataset.testid}`);
      return widths[this.dataset.testid ?? ''] ?? 0;
    });
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(80);
  }

  it("reads nothing in the commit; the observer's first report measures every element and renders them before it returns", async () => {
    mockSizes();
    await act(async () => {
      render(
        <>
          <Box name="a" onRender={onRender} />
          <Writer onWrite={() => events.push('write')} />
          <Box name="b" onRender={onRender} />
        </>,
      );
    });
    // No layout read in the commit (each one laid a lazily rendered board item out on its own).
    expect(events).toEqual(['render a 0', 'render b 0', 'write']);
    const observer = FakeResizeObserver.last as FakeResizeObserver;
    const a = screen.getByTestId('a');
    const b = screen.getByTestId('b');
    expect([...observer.targets]).toEqual([a, b]);
    events = [];
    // Synchronously in the observer's callback (before the browser paints): all reads, then one render pass.
    observer.report([a, b]);
    expect(a.textContent).toBe('120x80');
    expect(b.textContent).toBe('300x80');
    expect(events).toEqual(['read a', 'read b', 'render a 120', 'render b 300']);
  });

  it('gives an element the observer did not report (not rendered, e.g. outside a lazy board) its size once the frame is done', async () => {
    mockSizes();
    await act(async () => {
      render(<Box name="c" onRender={onRender} />);
    });
    const c = screen.getByTestId('c');
    expect(c.textContent).toBe('0x0');
    await act(async () => {
      vi.runAllTimers();
    });
    expect(c.textContent).toBe('90x80');
  });

  it('follows later changes of the size, and stops with the element', async () => {
    mockSizes();
    const { unmount } = await act(async () => render(<Box name="a" onRender={onRender} />));
    const observer = FakeResizeObserver.last as FakeResizeObserver;
    const a = screen.getByTestId('a');
    act(() => observer.report([a]));
    expect(a.textContent).toBe('120x80');
    widths.a = 200;
    await act(async () => observer.report([a]));
    expect(a.textContent).toBe('200x80');
    widths.a = 120.4;
    unmount();
    expect(observer.targets.has(a)).toBe(false);
  });
});
