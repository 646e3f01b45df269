/**
 * One Chromium per spec file, and pages signed in on it. Call at the top level of a spec:
 *
 *   const session = useBrowser();                       launches before the file's tests, closes after
 *   const { page } = await session.signedIn();          1280x800, signed in as DEMO.anna
 *   await session.signedIn({ width: 1024, height: 768 }, { account: DEMO.ben, hasTouch: true })
 *   await session.signedIn(DESKTOP, { blockThirdParty: true })   requests outside the app fail
 *   await session.open(options)                         a fresh page that is not signed in
 *   session.browser, session.baseUrl
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
}

export interface Opened {
  context: BrowserContext;
  page: Page;
}

export const DESKTOP: Viewport = { width: 1280, height: 800 };

export function useBrowser() {
  const baseUrl = inject('baseUrl');
  let launched: Browser | undefined;

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
    { account = DEMO.anna, blockThirdParty = false, ...options }: SignInOptions = {},
  ): Promise<Opened> => {
    const opened = await open({ viewport, ...options });
    if (blockThirdParty) {
      const origin = new URL(baseUrl).origin;
      await opened.context.route(
        (url) => url.origin !== origin,
        (route) => route.abort(),
      );
    }
    await signInAs(opened.page, account);
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
