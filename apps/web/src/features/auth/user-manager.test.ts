import { ErrorResponse, type UserManager } from 'oidc-client-ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renewUser } from './oidc-client.ts';
import {
  configureAuth,
  getAccessToken,
  getAuthState,
  getCurrentUserId,
  loadUserManager,
  MemoryStorage,
  type OidcClientModule,
  onAccessTokenExpired,
  onUserLoaded,
  RENEW_BEFORE_EXPIRY_S,
  RENEW_RETRY_MS,
  resetAuth,
} from './user-manager.ts';

const OIDC = { authority: 'https://tafel.example.org/oidc', clientId: 'tafino-web', scope: 'openid' };
const KEY = 'oidc.user:https://tafel.example.org/oidc:tafino-web';
const NOW = Date.UTC(2026, 10, 25, 8, 0, 0);
const nowSeconds = () => Math.floor(Date.now() / 1000);

function storedUser(accessToken: string, expiresIn: number, refreshToken: string | null = 'r1') {
  return JSON.stringify({
    id_token: 'id',
    session_state: null,
    access_token: accessToken,
    refresh_token: refreshToken ?? undefined,
    token_type: 'Bearer',
    scope: 'openid',
    profile: { sub: 'user-1', name: 'Anna Becker' },
    expires_at: nowSeconds() + expiresIn,
  });
}

/** A stand-in for oidc-client-ts's UserManager: signinSilent stores a renewed user as the library does. */
function fakeClient(storage: Storage, renew: () => Promise<'stored' | Error> = async () => 'stored') {
  const loaded: (() => void)[] = [];
  const unloaded: (() => void)[] = [];
  let renewals = 0;
  const manager = {
    signinSilent: vi.fn(async () => {
      const outcome = await renew();
      if (outcome instanceof Error) throw outcome;
      renewals += 1;
      storage.setItem(KEY, storedUser(`renewed-${renewals}`, 3600));
      for (const listener of loaded) listener();
      return {};
    }),
    removeUser: vi.fn(async () => {
      storage.removeItem(KEY);
      for (const listener of unloaded) listener();
    }),
    events: {
      addUserLoaded: (listener: () => void) => loaded.push(listener),
      addUserUnloaded: (listener: () => void) => unloaded.push(listener),
    },
  };
  const createUserManager = vi.fn(() => manager as unknown as UserManager);
  const loadClient = vi.fn(async () => ({ createUserManager, renewUser }) as unknown as OidcClientModule);
  return { manager, createUserManager, loadClient };
}

describe('the stored user without the OIDC library', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    resetAuth();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('reads the user oidc-client-ts stored, synchronously, without loading the library', async () => {
    const storage = new MemoryStorage();
    storage.setItem(KEY, storedUser('a1', 3600));
    const { loadClient } = fakeClient(storage);
    configureAuth(OIDC, 'https://tafel.example.org', { storage, loadClient });
    const state = getAuthState();
    expect(state.isAuthenticated).toBe(true);
    expect(state.isLoading).toBe(false);
    expect(state.user?.profile.name).toBe('Anna Becker');
    expect(state.user?.expired).toBe(false);
    expect(await getAccessToken()).toBe('a1');
    expect(await getCurrentUserId()).toBe('user-1');
    expect(loadClient).not.toHaveBeenCalled();
  });

  it('is signed out without a stored user, for another client, or for a damaged entry', async () => {
    const storage = new MemoryStorage();
    storage.setItem('oidc.user:https://tafel.example.org/oidc:other-client', storedUser('x', 3600));
    configureAuth(OIDC, 'https://tafel.example.org', { storage });
    expect(getAuthState().user).toBeNull();
    storage.setItem(KEY, '{kaputt');
    configureAuth(OIDC, 'https://tafel.example.org', { storage });
    expect(getAuthState().isAuthenticated).toBe(false);
    expect(await getAccessToken()).toBeUndefined();
  });

  it('reports an expired access token as expired and gives no token', async () => {
    const storage = new MemoryStorage();
    storage.setItem(KEY, storedUser('old', -60));
    configureAuth(OIDC, 'https://tafel.example.org', { storage });
    expect(getAuthState().user?.expired).toBe(true);
    expect(getAuthState().isAuthenticated).toBe(false);
    expect(await getAccessToken()).toBeUndefined();
  });

  it(`renews ${RENEW_BEFORE_EXPIRY_S} s before expiry by loading the library then, and again for the renewed token`, async () => {
    const storage = new MemoryStorage();
    storage.setItem(KEY, storedUser('a1', 300));
    const { manager, loadClient } = fakeClient(storage);
    const renewed: string[] = [];
    onUserLoaded((user) => renewed.push(user.access_token));
    configureAuth(OIDC, 'https://tafel.example.org', { storage, loadClient });

    await vi.advanceTimersByTimeAsync((300 - RENEW_BEFORE_EXPIRY_S) * 1000 - 1);
    expect(loadClient).not.toHaveBeenCalled();
    expect(manager.signinSilent).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(manager.signinSilent).toHaveBeenCalledTimes(1);
    expect(renewed).toEqual(['renewed-1']);
    expect(await getAccessToken()).toBe('renewed-1');

    // The renewed token lives an hour: the next renewal follows a minute before its end.
    await vi.advanceTimersByTimeAsync((3600 - RENEW_BEFORE_EXPIRY_S) * 1000 - 1);
    expect(manager.signinSilent).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(manager.signinSilent).toHaveBeenCalledTimes(2);
    expect(renewed).toEqual(['renewed-1', 'renewed-2']);
    expect(loadClient).toHaveBeenCalledTimes(1);
  });

  it('renews after one second when less than a minute is left', async () => {
    const storage = new MemoryStorage();
    storage.setItem(KEY, storedUser('a1', 30));
    const { manager, loadClient } = fakeClient(storage);
    configureAuth(OIDC, 'https://tafel.example.org', { storage, loadClient });
    await vi.advanceTimersByTimeAsync(999);
    expect(manager.signinSilent).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(manager.signinSilent).toHaveBeenCalledTimes(1);
  });

  it('retries a failed renewal every few seconds and reports expiry when none succeeds', async () => {
    const storage = new MemoryStorage();
    storage.setItem(KEY, storedUser('a1', 70));
    const { manager, loadClient } = fakeClient(storage, async () => new TypeError('Failed to fetch'));
    const expired = vi.fn();
    onAccessTokenExpired(expired);
    configureAuth(OIDC, 'https://tafel.example.org', { storage, loadClient });

    await vi.advanceTimersByTimeAsync(10_000);
    expect(manager.signinSilent).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(RENEW_RETRY_MS);
    expect(manager.signinSilent).toHaveBeenCalledTimes(2);
    expect(expired).not.toHaveBeenCalled();
    // 70 s after boot the token expires; one second later the listeners hear of it.
    await vi.advanceTimersByTimeAsync(71_000 - 10_000 - RENEW_RETRY_MS - 1);
    expect(expired).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(expired).toHaveBeenCalledTimes(1);
    const calls = manager.signinSilent.mock.calls.length;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(manager.signinSilent).toHaveBeenCalledTimes(calls);
  });

  it('does not retry when the provider refuses the refresh token (the session ends at expiry)', async () => {
    const storage = new MemoryStorage();
    storage.setItem(KEY, storedUser('a1', 120));
    const refusal = new ErrorResponse({ error: 'invalid_grant' });
    const { manager, loadClient } = fakeClient(storage, async () => refusal);
    const expired = vi.fn();
    onAccessTokenExpired(expired);
    configureAuth(OIDC, 'https://tafel.example.org', { storage, loadClient });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(manager.signinSilent).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('does not renew without a refresh token, but still reports expiry', async () => {
    const storage = new MemoryStorage();
    storage.setItem(KEY, storedUser('a1', 120, null));
    const { loadClient } = fakeClient(storage);
    const expired = vi.fn();
    onAccessTokenExpired(expired);
    configureAuth(OIDC, 'https://tafel.example.org', { storage, loadClient });
    await vi.advanceTimersByTimeAsync(121_000);
    expect(loadClient).not.toHaveBeenCalled();
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('follows the library: a removed user signs the page out and stops the timers', async () => {
    const storage = new MemoryStorage();
    storage.setItem(KEY, storedUser('a1', 300));
    const { manager, loadClient, createUserManager } = fakeClient(storage);
    const expired = vi.fn();
    onAccessTokenExpired(expired);
    configureAuth(OIDC, 'https://tafel.example.org', { storage, loadClient });
    const loaded = await loadUserManager();
    expect(createUserManager).toHaveBeenCalledWith(OIDC, 'https://tafel.example.org', storage);
    expect(await loadUserManager()).toBe(loaded);
    await loaded.removeUser();
    expect(getAuthState().user).toBeNull();
    await vi.advanceTimersByTimeAsync(400_000);
    expect(manager.signinSilent).not.toHaveBeenCalled();
    expect(expired).not.toHaveBeenCalled();
  });
});
