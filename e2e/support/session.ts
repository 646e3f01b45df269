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
 * Pass `fresh: true` for a test that must sign in itself.
 */
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

export function useBrowser() {
  const baseUrl = inject('baseUrl');
  let launched: Browser | undefined;
  /** Storage right after each account's first sign-in in this file (by e-mail). */
  const signedInStates = new Map<string, StorageState>();

  beforeAll(async () => {
    launched = await launchBrowser();
  });

  afterAll(async () => {
    await launched?.close();
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
      if (!fresh && !options.storageState)
        signedInStates.set(account.email, withoutHint(await opened.context.storageState()));
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
