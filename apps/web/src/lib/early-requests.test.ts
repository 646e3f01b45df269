import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, configureApi } from './api.ts';
import {
  CURRENT_DESKTOP_KEY,
  CURRENT_DESKTOP_NAME_KEY,
  clearEarlyResponses,
  EARLY_RESPONSE_TTL_MS,
  rememberedShownDesktop,
  sendEarlyRequests,
  shownDesktopId,
  storedAccessToken,
  takeEarlyResponse,
} from './early-requests.ts';

const NOW = Date.UTC(2026, 10, 25, 8, 0, 0);
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function storageWith(entries: Record<string, string>): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    key: (i: number) => [...map.keys()][i] ?? null,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    clear: () => map.clear(),
  };
}

const user = (token: string, expiresInS: number) =>
  JSON.stringify({ access_token: token, expires_at: NOW / 1000 + expiresInS, token_type: 'Bearer' });

const DESKTOPS = [
  { id: 'd-1', name: 'Mathe' },
  { id: 'd-2', name: 'Deutsch 3b' },
];

describe('early requests', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    clearEarlyResponses();
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (input) =>
      String(input).endsWith('/by-user') ? json({ items: DESKTOPS }) : json({ items: [String(input)] }),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const context = (storage: Storage, pathname: string) => ({
    storage,
    fetch: fetchMock,
    pathname,
    nowMs: NOW,
    menuFramework: 'tafino-web',
  });
  const sentPaths = () => fetchMock.mock.calls.map((call) => String(call[0]));

  it('reads the token of exactly one unexpired stored user', () => {
    expect(storedAccessToken(storageWith({ 'oidc.user:a:b': user('t-1', 60) }), NOW)).toBe('t-1');
    expect(storedAccessToken(storageWith({ 'oidc.user:a:b': user('t-1', -1) }), NOW)).toBeUndefined();
    expect(storedAccessToken(storageWith({ 'oidc.user:a:b': 'kein json' }), NOW)).toBeUndefined();
    expect(storedAccessToken(storageWith({}), NOW)).toBeUndefined();
    expect(
      storedAccessToken(
        storageWith({ 'oidc.user:a:b': user('t-1', 60), 'oidc.user:c:d': user('t-2', 60) }),
        NOW,
      ),
    ).toBeUndefined();
  });

  it('finds the desktop the page will show', () => {
    expect(shownDesktopId('/desktops/Deutsch%203b', DESKTOPS, null)).toBe('d-2');
    expect(shownDesktopId('/desktops/Physik', DESKTOPS, null)).toBeUndefined();
    expect(shownDesktopId('/desktops/%E0%A4%A', DESKTOPS, null)).toBeUndefined();
    expect(shownDesktopId('/', DESKTOPS, 'd-2')).toBe('d-2');
    expect(shownDesktopId('/', DESKTOPS, 'gone')).toBe('d-1');
    expect(shownDesktopId('/admin/users', DESKTOPS, 'd-2')).toBeUndefined();
  });

  it('sends nothing without a signed-in user', () => {
    expect(sendEarlyRequests(context(storageWith({}), '/'))).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the first reads with the token, then the shown desktop’s widget list', async () => {
    const storage = storageWith({ 'oidc.user:a:b': user('t-1', 600), [CURRENT_DESKTOP_KEY]: 'd-1' });
    expect(sendEarlyRequests(context(storage, '/desktops/Deutsch%203b'))).toBe(true);
    expect(sentPaths()).toEqual([
      '/api/platform/desktops/by-user',
      '/api/setting-management/settings/by-current-user',
      '/api/platform/menus/by-current-user?Framework=tafino-web',
    ]);
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit & { headers: Record<string, string> };
    expect(init.headers.Authorization).toBe('Bearer t-1');
    await vi.waitFor(() => expect(sentPaths()).toContain('/api/platform/desktops/d-2/widgets'));
  });

  it('knows the remembered desktop is shown again on / and under its own name only', () => {
    const remembered = { id: 'd-2', name: 'Deutsch 3b' };
    expect(rememberedShownDesktop('/', remembered)).toBe('d-2');
    expect(rememberedShownDesktop('/desktops/Deutsch%203b', remembered)).toBe('d-2');
    expect(rememberedShownDesktop('/desktops/Deutsch%203b/', remembered)).toBe('d-2');
    expect(rememberedShownDesktop('/desktops/Mathe', remembered)).toBeUndefined();
    expect(rememberedShownDesktop('/desktops/%E0%A4%A', remembered)).toBeUndefined();
    expect(rememberedShownDesktop('/desktops/Deutsch%203b', { id: 'd-2', name: null })).toBeUndefined();
    expect(rememberedShownDesktop('/', { id: null, name: null })).toBeUndefined();
    expect(rememberedShownDesktop('/admin', remembered)).toBeUndefined();
  });

  it('sends the remembered desktop’s widget list at once, beside the desktop list', async () => {
    const storage = storageWith({
      'oidc.user:a:b': user('t-1', 600),
      [CURRENT_DESKTOP_KEY]: 'd-2',
      [CURRENT_DESKTOP_NAME_KEY]: 'Deutsch 3b',
    });
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation((input) =>
      String(input).endsWith('/by-user')
        ? new Promise<Response>((resolve) => {
            answer = resolve;
          })
        : Promise.resolve(json({ items: [String(input)] })),
    );
    expect(sendEarlyRequests(context(storage, '/desktops/Deutsch%203b'))).toBe(true);
    // Before the desktop list has answered.
    expect(sentPaths()).toContain('/api/platform/desktops/d-2/widgets');
    answer(json({ items: DESKTOPS }));
    await new Promise((r) => setTimeout(r, 0));
    // The list names the same desktop: nothing more goes out.
    expect(sentPaths().filter((p) => p.endsWith('/widgets'))).toEqual(['/api/platform/desktops/d-2/widgets']);
    expect(takeEarlyResponse('/api/platform/desktops/d-2/widgets', 't-1')).toBeDefined();
  });

  it('sends the right widget list once the desktop list shows the guess was wrong', async () => {
    // The remembered desktop was deleted: `/` shows the first one.
    const storage = storageWith({
      'oidc.user:a:b': user('t-1', 600),
      [CURRENT_DESKTOP_KEY]: 'gone',
      [CURRENT_DESKTOP_NAME_KEY]: 'Alt',
    });
    expect(sendEarlyRequests(context(storage, '/'))).toBe(true);
    expect(sentPaths()).toContain('/api/platform/desktops/gone/widgets');
    await vi.waitFor(() => expect(sentPaths()).toContain('/api/platform/desktops/d-1/widgets'));
    expect(sentPaths().filter((p) => p.endsWith('/widgets'))).toEqual([
      '/api/platform/desktops/gone/widgets',
      '/api/platform/desktops/d-1/widgets',
    ]);
  });

  it('sends no widget list on other pages of the shell, and nothing outside the shell', async () => {
    const storage = storageWith({ 'oidc.user:a:b': user('t-1', 600) });
    expect(sendEarlyRequests(context(storage, '/admin/users'))).toBe(true);
    await Promise.resolve();
    await new Promise((r) => setTimeout(r, 0));
    expect(sentPaths()).toHaveLength(3);
    for (const elsewhere of ['/iframe', '/login', '/logout', '/signin', '/landing', '/administration']) {
      expect(sendEarlyRequests(context(storage, elsewhere))).toBe(false);
    }
    expect(sendEarlyRequests(context(storage, '/meine-dateien'))).toBe(true);
    expect(sentPaths()).toHaveLength(6);
  });

  it('answers the API client once, and only for the token it was sent with', async () => {
    configureApi({ fetch: fetchMock, getAccessToken: () => 't-1', baseUrl: '' });
    sendEarlyRequests(context(storageWith({ 'oidc.user:a:b': user('t-1', 600) }), '/admin'));
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await expect(api.get('/api/platform/desktops/by-user')).resolves.toEqual({ items: DESKTOPS });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    // The second call goes out again (an early answer is handed out once).
    await api.get('/api/platform/desktops/by-user');
    expect(fetchMock).toHaveBeenCalledTimes(4);
    // Another token: the early answer is not used.
    configureApi({ getAccessToken: () => 't-2' });
    await api.get('/api/setting-management/settings/by-current-user');
    expect(fetchMock).toHaveBeenCalledTimes(5);
    const init = fetchMock.mock.calls[4]?.[1] as RequestInit & { headers: Record<string, string> };
    expect(init.headers.Authorization).toBe('Bearer t-2');
  });

  it('turns a failed early request into the client’s usual error', async () => {
    configureApi({ fetch: fetchMock, getAccessToken: () => 't-1', baseUrl: '' });
    fetchMock.mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    sendEarlyRequests(context(storageWith({ 'oidc.user:a:b': user('t-1', 600) }), '/admin'));
    await expect(api.get('/api/platform/desktops/by-user')).rejects.toMatchObject({ status: 0 });
  });

  it('drops an answer nobody took', () => {
    vi.useFakeTimers();
    sendEarlyRequests(context(storageWith({ 'oidc.user:a:b': user('t-1', 600) }), '/admin'));
    vi.advanceTimersByTime(EARLY_RESPONSE_TTL_MS + 1);
    expect(takeEarlyResponse('/api/platform/desktops/by-user', 't-1')).toBeUndefined();
  });
});
