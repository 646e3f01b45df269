import { readFileSync } from 'node:fs';
import jsQR from 'jsqr';
import type { Locator, Request } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { board, openFreshBoard } from './board-helpers.ts';
import { useBrowser } from './support/session.ts';
import { boxOf, chooseEdition, enlarge, openSettings, saved } from './widget-helpers.ts';

// QR-Code (catalogue 3.4): a URL or text becomes a code generated in the browser; the rendered pixels
// decode back to the entered content, and no request is made while generating it.

const session = useBrowser();
const { baseUrl } = session;
const { signedIn } = session;
const URL_CONTENT = 'https://www.example.org/unterricht/mathe?thema=brueche&stunde=3';

/** Decodes a PNG with jsQR: the text the code holds, or null. */
async function decodePng(png: Buffer): Promise<string | null> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const found = jsQR(
    new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
    info.width,
    info.height,
  );
  return found?.data ?? null;
}

/** Decodes what the browser painted for the widget's code. */
async function decodeShown(frame: Locator): Promise<string | null> {
  return decodePng(await frame.getByTestId('qr-code').screenshot({ animations: 'disabled', scale: 'css' }));
}

async function closeSettings(panel: Locator) {
  await panel.getByRole('button', { name: 'Fertig' }).click();
}

describe('QR-Code', () => {
  it('decodes to the entered URL, without a request while generating, and survives a reload', async () => {
    const { context, page } = await signedIn();
    try {
      await openFreshBoard(page, 'QR');
      const b = board(page);
      const frame = await b.add('QR-Code');
      // Default 200x200, no content yet: a hint, no code.
      const item = await boxOf(b.item(frame));
      expect(Math.round(item.width)).toBe(200);
      expect(Math.round(item.height)).toBe(200);
      await frame.getByText('Noch kein Inhalt').waitFor();
      expect(await frame.getByTestId('qr-code').count()).toBe(0);

      const panel = await openSettings(page, frame, 'QR-Code');
      const requests: Request[] = [];
      page.on('request', (request) => requests.push(request));
      await panel.getByLabel('Link oder Text (bis 500 Zeichen)').fill(URL_CONTENT);
      await frame.getByTestId('qr-code').waitFor();
      // Generated locally: nothing but the board's own saving goes over the network.
      await saved(page);
      const origin = new URL(baseUrl).origin;
      const other = requests.filter(
        (r) => new URL(r.url()).origin !== origin || !['fetch', 'xhr'].includes(r.resourceType()),
      );
      expect(other.map((r) => r.url())).toEqual([]);
      expect(requests.every((r) => r.method() !== 'GET' || !/qr/i.test(r.url()))).toBe(true);
      await closeSettings(panel);

      await expect.poll(() => decodeShown(frame)).toBe(URL_CONTENT);
      // Black on white with the quiet zone: the code's corners are white, the finder pattern black.
      const shot = await sharp(await frame.getByTestId('qr-code').screenshot({ scale: 'css' }))
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const at = (x: number, y: number) => shot.data[(y * shot.info.width + x) * 3] ?? -1;
      expect(at(1, 1)).toBeGreaterThan(240);
      const side = await frame
        .locator('.qr-widget__svg')
        .evaluate((svg) => Number(svg.getAttribute('viewBox')?.split(' ')[2]));
      const module = shot.info.width / side;
      // The outer ring of the top-left finder pattern starts after the 4 quiet modules.
      expect(at(Math.round(module * 4.5), Math.round(module * 4.5))).toBeLessThan(30);
      expect(at(Math.round(module * 3.5), Math.round(module * 4.5))).toBeGreaterThan(240);
      // The shortened content shows underneath, inside the frame.
      const text = frame.locator('.qr-widget__text');
      expect(await text.textContent()).toMatch(/^https:\/\/www\.example\.org\/.*…$/);
      const body = await boxOf(frame);
      const textBox = await boxOf(text);
      expect(textBox.y + textBox.height).toBeLessThanOrEqual(body.y + body.height);

      await page.reload();
      await b.ready();
      const again = b.widget('QR-Code');
      await expect.poll(() => decodeShown(again)).toBe(URL_CONTENT);
    } finally {
      await context.close();
    }
  });

  it('uses the chosen error correction, hides the content text on request', async () => {
    const { context, page } = await signedIn();
    try {
      await openFreshBoard(page, 'QR Stufe');
      const b = board(page);
      const frame = await b.add('QR-Code');
      const panel = await openSettings(page, frame, 'QR-Code');
      await panel.getByLabel('Link oder Text (bis 500 Zeichen)').fill('Seite 42, Aufgabe 3b');
      await frame.getByTestId('qr-code').waitFor();
      const modules = () =>
        frame
          .locator('.qr-widget__svg')
          .evaluate((svg) => Number(svg.getAttribute('viewBox')?.split(' ')[2]));
      const atM = await modules();
      await panel.getByText('Sehr hoch (H)').click();
      await expect.poll(modules).toBeGreaterThan(atM);
      await panel.getByText('Inhalt unter dem Code anzeigen').click();
      await expect.poll(() => frame.locator('.qr-widget__text').count()).toBe(0);
      await closeSettings(panel);
      await saved(page);
      await expect.poll(() => decodeShown(frame)).toBe('Seite 42, Aufgabe 3b');
    } finally {
      await context.close();
    }
  });

  it('a tap opens focus for scanning from the back row; "Als Bild speichern" saves a decodable PNG', async () => {
    const { context, page } = await signedIn({ width: 1920, height: 1080 });
    try {
      await openFreshBoard(page, 'QR Fokus');
      const b = board(page);
      const frame = await b.add('QR-Code');
      const panel = await openSettings(page, frame, 'QR-Code');
      await panel.getByLabel('Link oder Text (bis 500 Zeichen)').fill(URL_CONTENT);
      await closeSettings(panel);
      await saved(page);
      await frame.getByTestId('qr-code').click();
      const focus = page.getByRole('dialog', { name: 'QR-Code' });
      const code = focus.getByTestId('qr-code');
      await code.waitFor();
      // Scannable from the back row: most of the viewport's height.
      expect((await boxOf(code)).height).toBeGreaterThan(700);
      expect(await decodePng(await code.screenshot({ scale: 'css' }))).toBe(URL_CONTENT);
      await focus.screenshot({ path: '/tmp/qr-focus.png' });
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        focus.getByRole('button', { name: 'Als Bild speichern' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('qr-code.png');
      const png = readFileSync(await download.path());
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect(await decodePng(png)).toBe(URL_CONTENT);
    } finally {
      await context.close();
    }
  });

  it('is offered in both editions and legible at default and enlarged size', async () => {
    const { context, page } = await signedIn({ width: 1920, height: 1080 });
    try {
      for (const edition of ['Grundschule', 'Sekundarstufe'] as const) {
        await openFreshBoard(page, `QR ${edition}`);
        const b = board(page);
        const frame = await b.add('QR-Code');
        const panel = await openSettings(page, frame, 'QR-Code');
        await panel.getByLabel('Link oder Text (bis 500 Zeichen)').fill(URL_CONTENT);
        await closeSettings(panel);
        await saved(page);
        await frame.screenshot({ path: `/tmp/qr-${edition}-default.png` });
        await expect.poll(() => decodeShown(frame)).toBe(URL_CONTENT);
        // Enlarged with the resize handle: the code grows with the frame and stays inside it.
        await enlarge(page, frame, 300, 300);
        await saved(page);
        const code = await boxOf(frame.getByTestId('qr-code'));
        const body = await boxOf(frame);
        expect(code.width).toBeGreaterThan(350);
        expect(code.y + code.height).toBeLessThanOrEqual(body.y + body.height);
        expect(code.x + code.width).toBeLessThanOrEqual(body.x + body.width);
        await frame.screenshot({ path: `/tmp/qr-${edition}-large.png` });
        await expect.poll(() => decodeShown(frame)).toBe(URL_CONTENT);
        if (edition === 'Grundschule') await chooseEdition(page, 'Sekundarstufe');
      }
    } finally {
      await chooseEdition(page, 'Grundschule').catch(() => undefined);
      await context.close();
    }
  });
});
