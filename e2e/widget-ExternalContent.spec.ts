import jsQR from 'jsqr';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { board, openFreshBoard } from './board-helpers.ts';
import { DEMO, signInAs } from './support/pages.ts';
import { useBrowser } from './support/session.ts';
import { boxOf, chooseEdition, enlarge, saved } from './widget-helpers.ts';

// Webinhalt (catalogue 3.4): a pasted URL or embed code becomes a sandboxed frame of the declared size,
// behind a consent placeholder that names the domain; a page that refuses framing is offered in a new
// tab or as a QR code. The server's check is answered here (its SSRF rules have their own tests), and
// the embedded site is a stand-in page: no request leaves the machine.

const session = useBrowser();
const { baseUrl } = session;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const PAGE = 'https://learningapps.org/watch?v=pjk4f3ovn20';
const CODE = `<iframe src="${PAGE}" style="border:0px;width:100%;height:500px" width="800" height="500" onload="alert(1)" allowfullscreen></iframe>`;
const STAND_IN = `<!doctype html><html><body style="margin:0;font:48px sans-serif;background:#ffe082">
<h1 style="margin:20px">LearningApps</h1><p style="margin:20px">Ordne die Tiere zu!</p></body></html>`;

interface Opened {
  context: BrowserContext;
  page: Page;
  /** Requests the browser made to learningapps.org. */
  siteRequests: string[];
  /** URLs the server was asked to check. */
  checks: string[];
}

async function signedIn(
  verdict: 'embeddable' | 'refused' = 'embeddable',
  viewport = { width: 1280, height: 800 },
): Promise<Opened> {
  const opened = await session.open({ viewport });
  const siteRequests: string[] = [];
  const checks: string[] = [];
  const origin = new URL(baseUrl).origin;
  await opened.context.route(
    (url) => url.origin !== origin,
    (route) => {
      const url = new URL(route.request().url());
      if (url.hostname !== 'learningapps.org') return route.abort();
      siteRequests.push(url.href);
      return route.fulfill({ status: 200, contentType: 'text/html', body: STAND_IN });
    },
  );
  await opened.context.route(`${origin}/api/embed-check`, async (route) => {
    checks.push((route.request().postDataJSON() as { url: string }).url);
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ status: verdict }),
    });
  });
  await signInAs(opened.page, DEMO.anna);
  return { ...opened, siteRequests, checks };
}

async function paste(frame: Locator, text: string) {
  await frame.getByLabel('Link (https://…) oder Einbettungscode').fill(text);
  await frame.getByRole('button', { name: 'Übernehmen', exact: true }).click();
}

describe('Webinhalt', () => {
  it('offers "Rückgängig" for the size its embed code gave it: the previous frame again', async () => {
    const { context, page } = await signedIn();
    try {
      await openFreshBoard(page, 'Webinhalt Größe');
      const b = board(page);
      const frame = await b.add('Webinhalt');
      await paste(frame, CODE);
      await expect.poll(async () => Math.round((await boxOf(b.item(frame))).width)).toBeGreaterThan(800);
      const toast = page.getByRole('status').filter({ hasText: 'Größe von „Webinhalt“ angepasst' });
      await toast.getByRole('button', { name: 'Rückgängig' }).click();
      await expect.poll(async () => Math.round((await boxOf(b.item(frame))).width)).toBe(360);
      expect(Math.round((await boxOf(b.item(frame))).height)).toBe(240);
      await saved(page);
      await page.reload();
      await b.ready();
      expect(Math.round((await boxOf(b.item(b.widget('Webinhalt')))).width)).toBe(360);
    } finally {
      await context.close();
    }
  });

  it('makes an 800x500 sandboxed frame from embed code, with no request to the site before "Laden"', async () => {
    const { context, page, siteRequests, checks } = await signedIn();
    try {
      await openFreshBoard(page, 'Webinhalt');
      const b = board(page);
      const frame = await b.add('Webinhalt');
      // 0x0 in the catalogue: the default container, 360x240.
      const item = await boxOf(b.item(frame));
      expect([Math.round(item.width), Math.round(item.height)]).toEqual([360, 240]);
      await paste(frame, CODE);

      const placeholder = frame.getByTestId('embed-consent');
      await placeholder.waitFor();
      // Catalogue 1.3: the frame takes the declared size; its body (below the header) is 800x500,
      // rounded up to the board's 10 px cells.
      const body =
        (widget = frame) =>
        () =>
          widget
            .locator('.widget-host')
            .evaluate((host) => [host.clientWidth, host.clientHeight] as [number, number]);
      const declared = ([w, h]: [number, number]) => w >= 800 && w < 810 && h >= 500 && h < 510;
      await expect.poll(async () => declared(await body()())).toBe(true);
      await frame.screenshot({ path: '/tmp/embed-800x500.png' });
      await expect(placeholder.textContent()).resolves.toContain('Inhalt von learningapps.org laden');
      await expect.poll(() => checks).toEqual([PAGE]);
      await saved(page);
      await frame.screenshot({ path: '/tmp/embed-consent.png' });

      // Also after a reload: the placeholder, no frame, nothing sent to the site.
      await page.reload();
      await b.ready();
      const reloaded = b.widget('Webinhalt');
      await reloaded.getByTestId('embed-consent').waitFor();
      await sleep(1_000);
      expect(siteRequests).toEqual([]);
      expect(await reloaded.locator('iframe').count()).toBe(0);

      await reloaded.getByRole('button', { name: /Laden$/ }).click();
      const iframe = reloaded.locator('iframe');
      await iframe.waitFor();
      expect(await iframe.getAttribute('src')).toBe(PAGE);
      expect([await iframe.getAttribute('width'), await iframe.getAttribute('height')]).toEqual([
        '800',
        '500',
      ]);
      expect(await iframe.getAttribute('sandbox')).toBe(
        'allow-scripts allow-same-origin allow-forms allow-popups',
      );
      // Nothing else of the embed code is taken.
      expect(await iframe.getAttribute('onload')).toBeNull();
      expect(await iframe.getAttribute('style')).not.toContain('border');
      await expect.poll(() => siteRequests.length).toBeGreaterThan(0);
      // The 800x500 page keeps its proportions inside the widget.
      const shown = await boxOf(iframe);
      expect(shown.width / shown.height).toBeCloseTo(1.6, 1);
      // Unscaled: the page fills the body (less than a cell left over).
      const host = await boxOf(reloaded.locator('.widget-host'));
      expect(host.width - shown.width).toBeLessThan(10);
      expect(declared(await body(reloaded)())).toBe(true);
      await expect(iframe.contentFrame().getByText('Ordne die Tiere zu!').isVisible()).resolves.toBe(true);
      await saved(page);

      // "Neu laden" is in the header (catalogue 3.4) and loads the page again.
      const before = siteRequests.length;
      expect(
        await reloaded.locator('.widget-frame__body').getByRole('button', { name: 'Neu laden' }).count(),
      ).toBe(0);
      await reloaded.locator('.widget-frame__header').getByRole('button', { name: 'Neu laden' }).click();
      await reloaded.locator('.widget-frame__header').screenshot({ path: '/tmp/embed-header.png' });
      await expect.poll(() => siteRequests.length).toBeGreaterThan(before);

      // The lesson state (consent) survives a reload.
      await page.reload();
      await b.ready();
      await b.widget('Webinhalt').locator('iframe').waitFor();
      expect(await b.widget('Webinhalt').getByTestId('embed-consent').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('offers a new tab and a QR code for a page that refuses embedding', async () => {
    const { context, page, siteRequests } = await signedIn('refused');
    try {
      await openFreshBoard(page, 'Webinhalt');
      const frame = await board(page).add('Webinhalt');
      await paste(frame, PAGE);
      await frame.getByText('Diese Seite erlaubt keine Einbettung').waitFor();
      const open = frame.getByRole('link', { name: 'In neuem Tab öffnen' });
      expect(await open.getAttribute('href')).toBe(PAGE);
      expect(await open.getAttribute('target')).toBe('_blank');
      expect(await open.getAttribute('rel')).toContain('noopener');
      await frame.screenshot({ path: '/tmp/embed-refused.png' });
      await frame.getByRole('button', { name: 'Als QR-Code zeigen' }).click();
      const code = frame.getByRole('img', { name: 'QR-Code für die Seite auf learningapps.org' });
      await code.waitFor();
      const { data, info } = await sharp(await code.screenshot({ scale: 'css' }))
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const decoded = jsQR(
        new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
        info.width,
        info.height,
      );
      expect(decoded?.data).toBe(PAGE);
      expect(siteRequests).toEqual([]);
      expect(await frame.locator('iframe').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('refuses what is no https page and takes nothing from other markup', async () => {
    const { context, page, checks } = await signedIn();
    try {
      await openFreshBoard(page, 'Webinhalt');
      const frame = await board(page).add('Webinhalt');
      await paste(frame, '<script>alert(1)</script>');
      await frame.getByRole('alert').waitFor();
      await paste(frame, 'javascript:alert(1)');
      await frame.getByRole('alert').waitFor();
      expect(checks).toEqual([]);
      expect(await frame.getByTestId('embed-consent').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('is offered and legible in both editions, at its default size and enlarged', async () => {
    const { context, page } = await signedIn('embeddable', { width: 1920, height: 1080 });
    try {
      for (const edition of ['Grundschule', 'Sekundarstufe'] as const) {
        await openFreshBoard(page, `Webinhalt ${edition}`);
        const b = board(page);
        const frame = await b.add('Webinhalt');
        await frame.screenshot({ path: `/tmp/embed-${edition}-empty.png` });
        await paste(frame, CODE);
        await frame.getByTestId('embed-consent').click();
        await frame.locator('iframe').waitFor();
        await saved(page);
        await frame.screenshot({ path: `/tmp/embed-${edition}-default.png` });
        await enlarge(page, frame, 500, 300);
        await saved(page);
        const enlarged = await boxOf(frame.locator('iframe'));
        const body = await boxOf(frame);
        expect(enlarged.width).toBeGreaterThan(700);
        expect(enlarged.width / enlarged.height).toBeCloseTo(1.6, 1);
        expect(enlarged.x + enlarged.width).toBeLessThanOrEqual(body.x + body.width + 1);
        expect(enlarged.y + enlarged.height).toBeLessThanOrEqual(body.y + body.height + 1);
        await frame.screenshot({ path: `/tmp/embed-${edition}-enlarged.png` });
        if (edition === 'Grundschule') await chooseEdition(page, 'Sekundarstufe');
      }
    } finally {
      await chooseEdition(page, 'Grundschule').catch(() => undefined);
      await context.close();
    }
  });
});
