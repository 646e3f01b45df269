/**
 * Compression in a real browser (issue 21): Chromium asks for brotli, the server sends the web
 * build's precompressed copies (scripts/precompress.mjs) and the page works as before.
 */
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser.ts';
import { DEMO, shell, signInAs } from './support/pages.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

interface Loaded {
  url: string;
  type: string;
  encoding: string | undefined;
  /** Decoded length. */
  bytes: number;
  /** Body bytes as received. */
  wire: number;
}

/** Every script, stylesheet and document of the app's origin the page loads from now on. */
function recordLoads(page: Page): Loaded[] {
  const loads: Loaded[] = [];
  page.on('response', async (response: Response) => {
    const type = response.request().resourceType();
    if (!response.url().startsWith(baseUrl) || !['script', 'stylesheet', 'document'].includes(type)) return;
    try {
      const [body, sizes, headers] = await Promise.all([
        response.body(),
        response.request().sizes(),
        response.allHeaders(),
      ]);
      loads.push({
        url: new URL(response.url()).pathname,
        type,
        encoding: headers['content-encoding'],
        bytes: body.length,
        wire: sizes.responseBodySize,
      });
    } catch {}
  });
  return loads;
}

describe('compressed responses in Chromium', () => {
  it('the signed-in shell loads its scripts and styles as brotli and shows the signed-in shell', async () => {
    const { context, page } = await newPage(browser, baseUrl, { viewport: { width: 1280, height: 800 } });
    try {
      await signInAs(page, DEMO.anna);
      const loads = recordLoads(page);
      await page.goto('/', { waitUntil: 'networkidle' });
      await shell(page).accountButton.waitFor();
      await page.screenshot({ path: '/tmp/compression-shell.png' });

      const large = loads.filter((load) => load.type !== 'document' && load.bytes > 1024);
      expect(large.length).toBeGreaterThan(3);
      for (const load of large) {
        expect([load.url, load.encoding]).toEqual([load.url, 'br']);
        expect(load.wire).toBeLessThan(load.bytes);
      }
      // The largest file (the libraries' chunk) takes under a third of its size on the wire.
      const largest = [...large].sort((a, b) => b.bytes - a.bytes)[0]!;
      expect(largest.wire).toBeLessThan(largest.bytes / 3);
    } finally {
      await context.close();
    }
  });

  it('the prerendered landing page arrives compressed and shows its content', async () => {
    const { context, page } = await newPage(browser, baseUrl, { viewport: { width: 1280, height: 800 } });
    try {
      const loads = recordLoads(page);
      await page.goto('/landing', { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.screenshot({ path: '/tmp/compression-landing.png' });
      const document = loads.find((load) => load.type === 'document');
      expect(document?.encoding).toBe('br');
      expect(document!.wire).toBeLessThan(document!.bytes / 2);
    } finally {
      await context.close();
    }
  });
});
