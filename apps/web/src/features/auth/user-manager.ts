/**
 * The signed-in user, read synchronously from the storage oidc-client-ts writes
 * ('oidc.user:<authority>:<client_id>'), so a page open needs no OIDC library. oidc-client-ts itself
 * (oidc-client.ts) is loaded only to sign in, complete /signin, sign out and renew the access token.
 *
 *   configureAuth(oidc, origin)   at boot: reads the stored user and schedules its renewal
 *   loadUserManager()             the oidc-client-ts UserManager (code flow + PKCE S256, redirect /signin,
 *                                 post-logout /logout), loaded and created on first use
 *   getAuthState(), subscribeAuth(listener)   the state useAuth() shows
 *   signinRedirect()              starts the code flow at the provider
 *   onUserLoaded(cb)              a new or renewed user was stored (e.g. renew the live channel's token)
 *   onAccessTokenExpired(cb)      the access token expired without renewal (SessionWatcher: /logout)
 *   forgetUser()                  removes the stored user locally
 *   getAccessToken()              the current, unexpired access token or undefined (used by lib/api.ts)
 *   getCurrentUserId()            the signed-in user's id (scopes the board's outbox)
 *
 * Renewal by refresh token: RENEW_BEFORE_EXPIRY_S before the access token expires (after 1 s when
 * less is left) the library is loaded and redeems the refresh token (signinSilent); a failure other
 * than the provider's refusal is retried every RENEW_RETRY_MS while the token is valid. One second
 * after expiry without a renewed token, onAccessTokenExpired's listeners run. Timers are re-armed from
 * the clock when the page becomes visible again (a suspended laptop does not advance them).
 */
import type { RuntimeConfig } from '@tafino/shared';
import type { IdTokenClaims, UserManager } from 'oidc-client-ts';

export const RENEW_BEFORE_EXPIRY_S = 60;
export const RENEW_RETRY_MS = 5_000;
/** setTimeout's longest delay; longer ones are re-armed when they fire. */
const MAX_DELAY_MS = 2 ** 31 - 1;

/** The user as oidc-client-ts stores it (User.toStorageString), with its `expired` flag. */
export interface AuthUser {
  access_token: string;
  refresh_token?: string;
  id_token?: string;
  token_type: string;
  scope?: string;
  session_state: string | null;
  profile: IdTokenClaims;
  /** Seconds since the epoch. */
  expires_at?: number;
  readonly expired: boolean | undefined;
}

export interface AuthState {
  user: AuthUser | null;
  isAuthenticated: boolean;
  /** Always false: the stored user is read synchronously at boot (kept for the pages' loading checks). */
  isLoading: boolean;
  /** 'signinRedirect' while the browser is being sent to the provider. */
  activeNavigator: 'signinRedirect' | undefined;
}

/** What oidc-client.ts exports (its module is loaded on first use). */
export type OidcClientModule = typeof import('./oidc-client.ts');

export interface AuthOptions {
  /** Where the user is kept; default localStorage, or memory where the browser denies it (the /iframe embed). */
  storage?: Storage;
  /** Loads oidc-client.ts (replaced in tests). */
  loadClient?: () => Promise<OidcClientModule>;
}

interface Config {
  oidc: RuntimeConfig['oidc'];
  origin: string;
  storage: Storage;
  key: string;
  loadClient: () => Promise<OidcClientModule>;
}

/** Storage in memory, for a browser that denies localStorage (e.g. the /iframe embed in a third-party frame). */
export class MemoryStorage implements Storage {
  private readonly data = new Map<string, string>();
  get length(): number {
    return this.data.size;
  }
  clear(): void {
    this.data.clear();
  }
  getItem(key: string): string | null {
    return this.data.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.data.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.data.delete(key);
  }
  setItem(key: string, value: string): void {
    this.data.set(key, String(value));
  }
}

function browserStorage(): Storage {
  try {
    const storage = window.localStorage;
    if (storage) return storage;
  } catch {
    // denied (third-party frame, privacy settings)
  }
  return new MemoryStorage();
}

const SIGNED_OUT: AuthState = {
  user: null,
  isAuthenticated: false,
  isLoading: false,
  activeNavigator: undefined,
};

let config: Config | undefined;
let state: AuthState = SIGNED_OUT;
let clientPromise: Promise<OidcClientModule> | undefined;
let managerPromise: Promise<UserManager> | undefined;
let renewTimer: ReturnType<typeof setTimeout> | undefined;
let expiredTimer: ReturnType<typeof setTimeout> | undefined;
let renewing: Promise<void> | undefined;
const stateListeners = new Set<() => void>();
const userLoadedListeners = new Set<(user: AuthUser) => void>();
const expiredListeners = new Set<() => void>();

const epochSeconds = () => Math.floor(Date.now() / 1000);

function toAuthUser(data: Omit<AuthUser, 'expired'>): AuthUser {
  return {
    ...data,
    get expired() {
      return data.expires_at === undefined ? undefined : data.expires_at - epochSeconds() <= 0;
    },
  };
}

/** The stored user, or null when there is none or it cannot be read. */
function readUser(): AuthUser | null {
  if (!config) return null;
  try {
    const text = config.storage.getItem(config.key);
    if (!text) return null;
    const data = JSON.parse(text) as Omit<AuthUser, 'expired'> | null;
    if (!data || typeof data !== 'object' || typeof data.access_token !== 'string') return null;
    return toAuthUser({ ...data, session_state: data.session_state ?? null, profile: data.profile ?? {} });
  } catch {
    return null;
  }
}

function setState(next: Partial<AuthState>): void {
  const merged = { ...state, ...next };
  state = { ...merged, isAuthenticated: merged.user ? !merged.user.expired : false };
  for (const listener of stateListeners) listener();
}

/** Re-reads the stored user (after the library stored or removed it) and re-arms the timers. */
function refresh(): AuthUser | null {
  const user = readUser();
  setState({ user });
  schedule();
  return user;
}

function clearTimers(): void {
  clearTimeout(renewTimer);
  clearTimeout(expiredTimer);
  renewTimer = undefined;
  expiredTimer = undefined;
}

/** Calls `run` at the epoch second `at` (never sooner than `minSeconds` from now). */
function at(epoch: number, minSeconds: number, run: () => void): ReturnType<typeof setTimeout> {
  const delayMs = Math.max(epoch - Date.now() / 1000, minSeconds) * 1000;
  if (delayMs > MAX_DELAY_MS) return setTimeout(schedule, MAX_DELAY_MS);
  return setTimeout(run, delayMs);
}

/** Arms the renewal (RENEW_BEFORE_EXPIRY_S before expiry) and the expiry timer for the current user. */
function schedule(): void {
  clearTimers();
  const user = state.user;
  if (!user?.access_token || user.expires_at === undefined) return;
  if (user.refresh_token && user.expires_at > epochSeconds())
    renewTimer = at(user.expires_at - RENEW_BEFORE_EXPIRY_S, 1, () => {
      renewTimer = undefined;
      void renew();
    });
  expiredTimer = at(user.expires_at + 1, 1, () => {
    expiredTimer = undefined;
    for (const listener of [...expiredListeners]) listener();
  });
}

/** Renews the access token with the refresh token; retries a failure (not a refusal) while it is valid. */
function renew(): Promise<void> {
  renewing ??= (async () => {
    let outcome: 'renewed' | 'refused' | 'failed';
    try {
      const [manager, client] = await Promise.all([loadUserManager(), loadClientModule()]);
      outcome = await client.renewUser(manager);
    } catch (error) {
      console.warn('[auth] token renewal could not start', error);
      outcome = 'failed';
    }
    const user = state.user;
    if (outcome === 'failed' && user?.refresh_token && user.expired === false && !renewTimer) {
      renewTimer = setTimeout(() => {
        renewTimer = undefined;
        void renew();
      }, RENEW_RETRY_MS);
    }
  })().finally(() => {
    renewing = undefined;
  });
  return renewing;
}

function loadClientModule(): Promise<OidcClientModule> {
  if (!config) return Promise.reject(new Error('Auth not configured'));
  clientPromise ??= config.loadClient().catch((error: unknown) => {
    clientPromise = undefined;
    throw error;
  });
  return clientPromise;
}

/** Reads the stored user and schedules its renewal; call once at boot, before rendering. */
export function configureAuth(
  oidc: RuntimeConfig['oidc'],
  origin: string,
  { storage = browserStorage(), loadClient = () => import('./oidc-client.ts') }: AuthOptions = {},
): void {
  config = { oidc, origin, storage, key: `oidc.user:${oidc.authority}:${oidc.clientId}`, loadClient };
  clientPromise = undefined;
  managerPromise = undefined;
  refresh();
}

/** Forgets the configuration and the user (unit tests). */
export function resetAuth(): void {
  clearTimers();
  config = undefined;
  clientPromise = undefined;
  managerPromise = undefined;
  renewing = undefined;
  state = SIGNED_OUT;
  stateListeners.clear();
  userLoadedListeners.clear();
  expiredListeners.clear();
}

if (typeof document !== 'undefined')
  document.addEventListener('visibilitychange', () => {
    if (config && document.visibilityState === 'visible' && !renewing) schedule();
  });

/** The oidc-client-ts UserManager, loaded and created on first use; its user changes update this store. */
export function loadUserManager(): Promise<UserManager> {
  const current = config;
  if (!current) return Promise.reject(new Error('Auth not configured'));
  managerPromise ??= loadClientModule()
    .then(({ createUserManager }) => {
      const manager = createUserManager(current.oidc, current.origin, current.storage);
      manager.events.addUserLoaded(() => {
        const user = refresh();
        if (user) for (const listener of [...userLoadedListeners]) listener(user);
      });
      manager.events.addUserUnloaded(() => {
        refresh();
      });
      return manager;
    })
    .catch((error: unknown) => {
      managerPromise = undefined;
      throw error;
    });
  return managerPromise;
}

export function getAuthState(): AuthState {
  return state;
}

export function subscribeAuth(listener: () => void): () => void {
  stateListeners.add(listener);
  return () => stateListeners.delete(listener);
}

export function onUserLoaded(listener: (user: AuthUser) => void): () => void {
  userLoadedListeners.add(listener);
  return () => userLoadedListeners.delete(listener);
}

export function onAccessTokenExpired(listener: () => void): () => void {
  expiredListeners.add(listener);
  return () => expiredListeners.delete(listener);
}

/** Sends the browser to the provider's sign-in (code flow + PKCE S256). */
export async function signinRedirect(): Promise<void> {
  setState({ activeNavigator: 'signinRedirect' });
  try {
    const manager = await loadUserManager();
    await manager.signinRedirect();
  } finally {
    setState({ activeNavigator: undefined });
  }
}

/** Loads the OIDC library ahead of a sign-in click (the /login page). */
export function preloadOidcClient(): void {
  void loadClientModule().catch(() => undefined);
}

/** Removes the stored user here (when the library cannot be loaded to sign out). */
export function forgetUser(): void {
  if (!config) return;
  try {
    config.storage.removeItem(config.key);
  } catch {
    // storage gone: the state below is what counts for this page
  }
  refresh();
}

/** The signed-in user's id (the token's subject), undefined when signed out. */
export async function getCurrentUserId(): Promise<string | undefined> {
  return state.user?.profile.sub || undefined;
}

/** The access token of the signed-in user, undefined when signed out or expired. */
export async function getAccessToken(): Promise<string | undefined> {
  const user = state.user;
  if (!user || user.expired) return undefined;
  return user.access_token;
}
