import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../lib/api.ts';
import { loadWidgetDefinitions, WIDGET_MANIFESTS } from '../../widgets/registry.ts';
import { fakeElementSize, sharedDesktopFixture } from '../embed/test-fixtures.ts';
import { ReadOnlyBoard } from './ReadOnlyBoard.tsx';
import { useBoardStore } from './store/board-store.ts';

describe('ReadOnlyBoard', () => {
  // The embed loads its widgets' definitions with the shared desktop (fetchSharedDesktop).
  beforeAll(() => loadWidgetDefinitions(WIDGET_MANIFESTS.map((manifest) => manifest.type)));

  let restoreSize: () => void;
  const fetch = vi.fn<typeof globalThis.fetch>();
  beforeEach(() => {
    restoreSize = fakeElementSize();
    fetch.mockReset();
    configureApi({ fetch });
  });
  afterEach(() => restoreSize());

  function renderBoard() {
    const { desktop, widgets } = sharedDesktopFixture();
    return render(<ReadOnlyBoard desktop={desktop} widgets={widgets} edition="PrimaryGradeLevel" />);
  }

  it('shows the widgets at their layout positions without any chrome', async () => {
    renderBoard();
    const note = await screen.findByRole('region', { name: 'Notiz' });
    const timer = await screen.findByRole('region', { name: 'Timer' });
    expect(note.style.left).toBe('20px');
    expect(note.style.top).toBe('30px');
    expect(timer.style.left).toBe('400px');
    expect(await within(note).findByText('Hallo Klasse 3b')).toBeTruthy();
    await within(timer).findByText('5:00');
    for (const name of ['Entfernen', 'Einstellungen', 'Sperren', 'Vergrößern', 'Mehr']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(document.querySelector('.widget-frame, .react-grid-layout, .board-resize-handle')).toBeNull();
  });

  it('does not let the note be edited', async () => {
    renderBoard();
    const text = await screen.findByText('Hallo Klasse 3b');
    expect(text.closest('button')).toBeNull();
    fireEvent.click(text);
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('shows the stored state with no control that changes it; nothing reaches the store or the server', async () => {
    renderBoard();
    const timer = await screen.findByRole('region', { name: 'Timer' });
    await within(timer).findByText('5:00');
    for (const name of ['Start', 'Pause', 'Zurücksetzen', 'Eine Minute mehr', 'Eine Minute weniger']) {
      expect(within(timer).queryByRole('button', { name })).toBeNull();
    }
    expect(within(timer).queryAllByRole('button')).toEqual([]);
    expect(useBoardStore.getState().widgets).toEqual({});
    expect(fetch).not.toHaveBeenCalled();
  });

  it('scales the whole logical board into the visible area, as the signed-in board does', async () => {
    renderBoard();
    const surface = await screen.findByTestId('read-only-surface');
    const scale = Number(surface.dataset.scale);
    const width = Number.parseFloat(surface.style.width);
    const height = Number.parseFloat(surface.style.height);
    // The fake frame is 300x240: the board (wider than that) is shrunk until it fits both ways.
    expect(scale).toBeGreaterThan(0);
    expect(scale).toBeLessThan(1);
    expect(width * scale).toBeLessThanOrEqual(300.5);
    expect(height * scale).toBeLessThanOrEqual(240.5);
    expect(Math.abs(width * scale - 300) < 0.5 || Math.abs(height * scale - 240) < 0.5).toBe(true);
    expect(surface.style.transform).toMatch(/^scale\(0\.\d+\)$/);
    await within(await screen.findByRole('region', { name: 'Timer' })).findByText('5:00');
  });
});
