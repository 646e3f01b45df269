/**
 * One Chromium per spec file, and pages signed in on it. Call at the top level of a spec:
 *
 *   const session = useBrowser();                       launches before the file's tests, closes after
 *   const { page } = await session.signedIn();          1280x800, signed in as DEMO.anna
 *   await session.signedIn({ width: 1024, height: 768 }, { account: DEMO.ben, hasTouch: true })
 *   await session.signedIn(DESKTOP, { blockThirdParty: true })   requests outside the app fail
 *   await session.open(options)                         a fresh page that is not signed in
 *   session.browser, session.baseUrl
 *
 * The first `signedIn` of an account in a file signs in through the provider's real form; later ones
 * reuse the storage captured right after that sign-in (cookies and the OIDC user in localStorage), so
 * each test still starts from a freshly signed-in page without a round trip through the provider.
 * Pass `fresh: true` for a test that must sign in itself. After the file, every account signed in has its
 * default edition again (through the API), whatever its tests left.
 */
import { SettingNames } from '@tafino/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchBrowser, type NewPageOptions, newPage } from './browser.ts';
import { DEMO, type DemoAccount, signInAs } from './pages.ts';

export interface Viewport {
  width: number;
  height: number;
}

export interface SignInOptions extends NewPageOptions {
  /** Who signs in (default DEMO.anna). */
  account?: DemoAccount;
  /** Answers every request outside the app with an error (no third-party traffic from tests). */
  blockThirdParty?: boolean;
  /** Sign in through the provider even when this file already holds a signed-in state for the account. */
  fresh?: boolean;
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** The snapshot without the 'Neuigkeiten' read mark: each page's `hintRead` option decides it, as on a fresh sign-in. */
function withoutHint(state: StorageState): StorageState {
  return {
    ...state,
    origins: state.origins.map((origin) => ({
      ...origin,
      localStorage: origin.localStorage.filter((entry) => entry.name !== 'tafino.userHint'),
    })),
  };
}

export interface Opened {
  context: BrowserContext;
  page: Page;
}

export const DESKTOP: Viewport = { width: 1280, height: 800 };

/** The access token of the OIDC user in a storage snapshot (oidc-client-ts's 'oidc.user:…' entry). */
function accessTokenOf(state: StorageState): string | undefined {
  for (const origin of state.origins) {
    const entry = origin.localStorage.find((item) => item.name.startsWith('oidc.user:'));
    if (entry) return (JSON.parse(entry.value) as { access_token?: string }).access_token;
  }
  return undefined;
}

/**
 * Gives an account its default edition back (removes its own choice), through the API: a spec that
 * switches to Sekundarstufe and fails to switch back in the page must not leave the next spec file there.
 */
async function resetEdition(baseUrl: string, email: string, token: string): Promise<void> {
  const response = await fetch(`${baseUrl}/api/setting-management/settings/change-current-user-single`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: SettingNames.ProductEdition, value: null }),
  });
  if (response.status !== 204)
    throw new Error(`Could not reset the edition of ${email}: ${response.status} ${await response.text()}`);
}

export function useBrowser() {
  const baseUrl = inject('baseUrl');
  let launched: Browser | undefined;
  /** Storage right after each account's first sign-in in this file (by e-mail). */
  const signedInStates = new Map<string, StorageState>();
  /** The last access token of each account signed in through the provider in this file (by e-mail). */
  const tokens = new Map<string, string>();

  beforeAll(async () => {
    launched = await launchBrowser();
  });

  afterAll(async () => {
    try {
      for (const [email, token] of tokens) await resetEdition(baseUrl, email, token);
    } finally {
      await launched?.close();
    }
  });

  const browser = (): Browser => {
    if (!launched) throw new Error('the browser is launched in beforeAll');
    return launched;
  };

  /** A fresh context and page (own storage), not signed in. */
  const open = (options: NewPageOptions = {}): Promise<Opened> => newPage(browser(), baseUrl, options);

  /** A fresh context and page at `viewport`, signed in as `account` (default DEMO.anna). */
  const signedIn = async (
    viewport: Viewport = DESKTOP,
    { account = DEMO.anna, blockThirdParty = false, fresh = false, ...options }: SignInOptions = {},
  ): Promise<Opened> => {
    const reuse = fresh || options.storageState ? undefined : signedInStates.get(account.email);
    const opened = await open({ viewport, ...options, ...(reuse ? { storageState: reuse } : {}) });
    if (blockThirdParty) {
      const origin = new URL(baseUrl).origin;
      await opened.context.route(
        (url) => url.origin !== origin,
        (route) => route.abort(),
      );
    }
    if (reuse) {
      await opened.page.goto('/');
      await opened.page.waitForURL((url) => !['/login', '/landing', '/signin'].includes(url.pathname));
    } else {
      await signInAs(opened.page, account);
      const state = await opened.context.storageState();
      const token = accessTokenOf(state);
      if (token) tokens.set(account.email, token);
      if (!fresh && !options.storageState) signedInStates.set(account.email, withoutHint(state));
    }
    return opened;
  };

  return {
    baseUrl,
    /** The file's browser (only inside tests and hooks). */
    get browser(): Browser {
      return browser();
    },
    open,
    signedIn,
  };
}
