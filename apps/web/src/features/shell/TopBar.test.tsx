import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { TopBar } from './TopBar.tsx';

// The top bar's own rule is tested here; its parts with server queries are stood in for.
vi.mock('../desktops/DesktopNavigation.tsx', () => ({ DesktopNavigation: () => <nav>desktops</nav> }));
vi.mock('./AccountMenu.tsx', () => ({ AccountMenu: () => null }));
vi.mock('../online/OnlineIndicator.tsx', () => ({ OnlineIndicator: () => null }));
vi.mock('../board/SaveStatus.tsx', () => ({ SaveStatus: () => <output>save-status</output> }));

function renderAt(path: string) {
  const element = <TopBar onOpenBackground={() => {}} />;
  const router = createMemoryRouter(
    ['/', '/desktops/:name?', '/meine-dateien', '/admin/:page'].map((p) => ({ path: p, element })),
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('TopBar', () => {
  it.each(['/', '/desktops/Mathe'])('shows the board controls on the board (%s)', (path) => {
    renderAt(path);
    expect(screen.getByText('save-status')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hintergrund ändern' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ton an' })).toBeTruthy();
  });

  it.each(['/meine-dateien', '/admin/menues'])('leaves saving, background and sound off %s', (path) => {
    renderAt(path);
    expect(screen.queryByText('save-status')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hintergrund ändern' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ton an' })).toBeNull();
    expect(screen.getByRole('link', { name: 'TAFINO – zur Startseite' })).toBeTruthy();
  });
});
