import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAreas } from '../../../i18n/index.ts';
import { LoadFailed, PAGE_SIZE, Pager } from './FileBrowser.tsx';

beforeAll(() => loadAreas(['storage']));
afterEach(cleanup);

describe('Pager', () => {
  it('is not shown for a single page', () => {
    const { container } = render(<Pager skip={0} total={PAGE_SIZE} onSkip={() => {}} />);
    expect(container.innerHTML).toBe('');
  });

  it('shows the range and moves a page back and forth, disabled at the ends', () => {
    const onSkip = vi.fn();
    const { rerender } = render(<Pager skip={0} total={PAGE_SIZE + 5} onSkip={onSkip} />);
    expect(screen.getByRole('navigation', { name: 'Seiten' }).textContent).toContain(
      `1–${PAGE_SIZE} von ${PAGE_SIZE + 5}`,
    );
    const back = screen.getByRole('button', { name: 'Zurück' }) as HTMLButtonElement;
    const next = screen.getByRole('button', { name: 'Weiter' }) as HTMLButtonElement;
    expect(back.disabled).toBe(true);
    fireEvent.click(next);
    expect(onSkip).toHaveBeenLastCalledWith(PAGE_SIZE);
    rerender(<Pager skip={PAGE_SIZE} total={PAGE_SIZE + 5} onSkip={onSkip} />);
    expect(screen.getByText(`${PAGE_SIZE + 1}–${PAGE_SIZE + 5} von ${PAGE_SIZE + 5}`)).toBeTruthy();
    expect(next.disabled).toBe(true);
    fireEvent.click(back);
    expect(onSkip).toHaveBeenLastCalledWith(0);
  });
});

describe('LoadFailed', () => {
  it('shows a German message for an unknown failure and retries', () => {
    const onRetry = vi.fn();
    render(<LoadFailed error={new Error('boom')} onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('Der Inhalt konnte nicht geladen werden.');
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
