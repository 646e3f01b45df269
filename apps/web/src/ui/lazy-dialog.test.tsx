import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyDialog, useOpenedOnce } from './lazy-dialog.tsx';

function Probe({ open, label }: { open: boolean; label: string }) {
  return <p>{`${label}: ${open ? 'offen' : 'zu'}`}</p>;
}

describe('lazyDialog and useOpenedOnce', () => {
  it('loads the dialog only on its first opening and keeps it mounted after closing', async () => {
    const load = vi.fn(async () => Probe);
    const Lazy = lazyDialog(load);
    function Host({ open }: { open: boolean }) {
      const opened = useOpenedOnce(open);
      return opened ? <Lazy open={open} label="Teilen" /> : null;
    }
    const view = render(<Host open={false} />);
    view.rerender(<Host open={false} />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText(/Teilen/)).toBeNull();

    view.rerender(<Host open />);
    expect(await screen.findByText('Teilen: offen')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);

    view.rerender(<Host open={false} />);
    expect(screen.getByText('Teilen: zu')).toBeTruthy();
    view.rerender(<Host open />);
    expect(screen.getByText('Teilen: offen')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
