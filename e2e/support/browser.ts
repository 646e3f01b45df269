/**
 * Chromium for browser tests: Debian's /usr/bin/chromium driven by playwright-core (no downloaded browsers).
 *
 *   launchBrowser()                         a headless Chromium
 *   newPage(browser, baseUrl, options?)     a fresh context (own storage) and page with baseURL set
 */
import { existsSync } from 'node:fs';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}. Install it with 'apt-get install -y chromium' or set CHROMIUM_PATH.`,
    );
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

export interface NewPageOptions extends BrowserContextOptions {
  /** Mark the 'Neuigkeiten' hint as read so it does not cover the shell (default true). */
  hintRead?: boolean;
}

export async function newPage(
  browser: Browser,
  baseUrl: string,
  { hintRead = true, ...options }: NewPageOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'de-DE', ...options });
  if (hintRead) {
    await context.addInitScript(() => {
      if (!localStorage.getItem('tafino.userHint')) {
        localStorage.setItem(
          'tafino.userHint',
          JSON.stringify({ isUserHintRead: true, storedVersion: '9999.0.0' }),
        );
      }
    });
  }
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}
