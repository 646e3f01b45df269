import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../lib/api.ts';
import { fakeFetch } from '../sharing/test-fixtures.ts';
import { IframePage } from './IframePage.tsx';
import { fakeElementSize, sharedDesktopFixture } from './test-fixtures.ts';

const BY_CODE = 'GET /api/platform/desktops/by-share-code';
const NOT_FOUND = 'Diese Tafel wurde nicht gefunden.';

function setup(url: string, routes: Parameters<typeof fakeFetch>[0] = {}) {
  const server = fakeFetch(routes);
  const onUnauthorized = vi.fn();
  configureApi({
    fetch: server.fetch,
    getAccessToken: () => undefined,
    getTenant: () => null,
    onUnauthorized,
  });
  const client = new QueryClient();
  const router = createMemoryRouter([{ path: '/iframe', element: <IframePage /> }], {
    initialEntries: [url],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return server;
}

describe('IframePage (/iframe)', () => {
  let restoreSize: () => void;
  beforeEach(() => {
    restoreSize = fakeElementSize();
    document.title = 'TAFINO';
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    restoreSize();
    vi.restoreAllMocks();
  });

  it('shows the shared desktop read-only, with its name as title and a description', async () => {
    const server = setup('/iframe?code=abcd-efgh', {
      [`${BY_CODE}/ABCDEFGH`]: () => [200, sharedDesktopFixture()],
    });
    expect(await screen.findByText('Hallo Klasse 3b')).toBeTruthy();
    expect(server.calls.map((c) => c.path)).toEqual(['/api/platform/desktops/by-share-code/ABCDEFGH']);
    expect(screen.getByRole('heading', { level: 1, name: 'Geteilte Tafel „Mathe 3b“' })).toBeTruthy();
    expect(document.title).toBe('Mathe 3b | TAFINO');
    expect(document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toMatch(
      /geteilte TAFINO-Tafel zum Ansehen/,
    );
    const main = screen.getByRole('main');
    expect(within(main).queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Entfernen' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Einstellungen' })).toBeNull();
    const timer = screen.getByRole('region', { name: 'Timer' });
    // Read-only: the timer shows its time, with no Start (issue 13, item 5).
    await within(timer).findByText('5:00');
    expect(within(timer).queryByRole('button', { name: 'Start' })).toBeNull();
    expect(server.calls).toHaveLength(1);
  });

  it('says clearly when a code is unknown', async () => {
    setup('/iframe?code=ABCDEFGH', {
      [`${BY_CODE}/ABCDEFGH`]: () => [
        404,
        {
          error: {
            code: 'Tafino:ShareCodeNotFound',
            message: 'Zu diesem Code wurde keine geteilte Tafel gefunden.',
          },
        },
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: NOT_FOUND })).toBeTruthy();
    expect(document.title).toBe('Geteilte Tafel | TAFINO');
  });

  it('does not ask the server about a code that cannot exist', async () => {
    const server = setup('/iframe?code=not-a-code');
    expect(await screen.findByRole('heading', { level: 1, name: NOT_FOUND })).toBeTruthy();
    expect(server.calls).toEqual([]);
  });

  it('explains how to get a code when none is given', async () => {
    const server = setup('/iframe');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hier fehlt der Code einer Tafel' }),
    ).toBeTruthy();
    expect(screen.getByText(/„Als Einbettung \(nur ansehen\)“/)).toBeTruthy();
    expect(server.calls).toEqual([]);
  });

  it('asks to wait after too many attempts', async () => {
    setup('/iframe?code=ABCDEFGH', {
      [`${BY_CODE}/ABCDEFGH`]: () => [429, { error: { message: 'Zu viele' } }],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Zu viele Versuche' })).toBeTruthy();
  });

  it('offers a retry when the server cannot be reached', async () => {
    let fail = true;
    setup('/iframe?code=ABCDEFGH', {
      [`${BY_CODE}/ABCDEFGH`]: () => (fail ? [503, {}] : [200, sharedDesktopFixture('Wieder da')]),
    });
    const retry = await screen.findByRole('button', { name: 'Erneut versuchen' }, { timeout: 5000 });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('Wieder da')).toBeTruthy();
  });
});
