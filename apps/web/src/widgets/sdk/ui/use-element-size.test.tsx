import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect, useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useElementSize } from './use-element-size.ts';

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

describe('useElementSize', () => {
  afterEach(() => vi.restoreAllMocks());

  it("measures the elements mounted in one commit together, after the commit's writes", async () => {
    const events: string[] = [];
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      events.push(`read ${this.dataset.testid}`);
      return this.dataset.testid === 'a' ? 120.4 : 300;
    });
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(80);
    const onRender = (name: string, width: number) => events.push(`render ${name} ${width}`);
    await act(async () => {
      render(
        <>
          <Box name="a" onRender={onRender} />
          <Writer onWrite={() => events.push('write')} />
          <Box name="b" onRender={onRender} />
        </>,
      );
    });
    expect(screen.getByTestId('a').textContent).toBe('120x80');
    expect(screen.getByTestId('b').textContent).toBe('300x80');
    // Read after every write of the commit (one layout, not one per element), then one render pass.
    expect(events).toEqual([
      'render a 0',
      'render b 0',
      'write',
      'read a',
      'read b',
      'render a 120',
      'render b 300',
    ]);
  });
});
