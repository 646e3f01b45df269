import type { CDPSession, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { board, openFreshBoard } from './board-helpers.ts';
import { drawU, expectU } from './draw-helpers.ts';
import { pixelsOf } from './support/pixels.ts';
import { DESKTOP, useBrowser } from './support/session.ts';
import { boxOf, saved } from './widget-helpers.ts';

const session = useBrowser();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const YOUTUBE =
  /(^|\.)(youtube\.com|youtube-nocookie\.com|youtu\.be|ytimg\.com|googlevideo\.com|ggpht\.com)$/;

const signedIn = () => session.signedIn(DESKTOP, { blockThirdParty: true });

/** A 1 s, 8 kHz mono WAV of a quiet tone. */
function wav(): Buffer {
  const rate = 8_000;
  const samples = rate;
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++)
    data.writeInt16LE(Math.round(Math.sin((i / rate) * 2 * Math.PI * 440) * 3000), i * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

async function uploadInto(
  page: Page,
  frame: Locator,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    frame.getByRole('button', { name: 'Datei hochladen', exact: true }).click(),
  ]);
  await chooser.setFiles(file);
}

describe('Media ("Medien")', () => {
  it('uploads a PNG with a visible progress bar; it shows as an image (assetType Image) after a reload', async () => {
    const { context, page } = await signedIn();
    try {
      await openFreshBoard(page, 'Medien');
      const b = board(page);
      const frame = await b.add('Medien');
      // Slow the answer down so the progress bar can be seen (the bytes still go to the real server).
      await page.route('**/api/tafino/userAsset', async (route) => {
        await sleep(1_200);
        await route.continue();
      });
      const png = await sharp({
        create: { width: 64, height: 48, channels: 3, background: { r: 220, g: 40, b: 40 } },
      })
        .png()
        .toBuffer();
      await uploadInto(page, frame, { name: 'Rot.png', mimeType: 'image/png', buffer: png });
      const bar = frame.getByRole('progressbar', { name: 'Wird hochgeladen …' });
      await bar.waitFor();
      expect(await bar.isVisible()).toBe(true);
      const image = frame.locator('img.media__image');
      await image.waitFor();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
      await saved(page);

      await page.reload();
      await b.ready();
      const reloaded = b.widget('Medien');
      const again = reloaded.locator('img.media__image');
      await again.waitFor();
      await expect.poll(() => again.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
      await expect(reloaded.locator('.media-root').getAttribute('data-asset-type')).resolves.toBe('Image');
      await expect(again.getAttribute('alt')).resolves.toBe('Rot.png');
      // The title (the file name until edited) shows in the header, and in the handle's name.
      await expect(reloaded.locator('.widget-frame__subtitle').textContent()).resolves.toBe('Rot.png');
      await expect(b.handle(reloaded).getAttribute('aria-label')).resolves.toBe(
        'Medien: Rot.png – zum Verschieben ziehen',
      );
      // A tap on the picture opens focus ('Vergrößern').
      await reloaded.getByRole('button', { name: 'Rot.png vergrößern' }).click();
      await page.getByRole('button', { name: 'Schließen' }).first().waitFor();
    } finally {
      await context.close();
    }
  });

  it('sends no request to YouTube before the placeholder is tapped', async () => {
    const { context, page } = await signedIn();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    const toYoutube = () => requests.filter((url) => YOUTUBE.test(new URL(url).hostname));
    try {
      await openFreshBoard(page, 'Video');
      const frame = await board(page).add('Medien');
      await frame.getByRole('button', { name: 'Link einfügen', exact: true }).click();
      await frame.getByLabel('Link (https://…)').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
      await frame.getByRole('button', { name: 'Übernehmen', exact: true }).click();
      const placeholder = frame.getByTestId('media-consent');
      await placeholder.waitFor();
      await expect(placeholder.textContent()).resolves.toContain(
        'Video von youtube.com laden? Dabei werden Daten an den Anbieter übertragen.',
      );
      await saved(page);
      await page.reload();
      await board(page).ready();
      const reloaded = board(page).widget('Medien');
      await reloaded.getByTestId('media-consent').waitFor();
      await sleep(1_000);
      expect(toYoutube()).toEqual([]);
      await expect(reloaded.locator('iframe').count()).resolves.toBe(0);

      await reloaded.getByTestId('media-consent').click();
      const iframe = reloaded.locator('iframe');
      await iframe.waitFor();
      await expect(iframe.getAttribute('src')).resolves.toBe(
        'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      );
      await expect(iframe.getAttribute('sandbox')).resolves.toContain('allow-scripts');
      await expect.poll(() => toYoutube().length).toBeGreaterThan(0);
      expect(toYoutube().every((url) => new URL(url).hostname.endsWith('youtube-nocookie.com'))).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('still shows "Abspielen" for audio at a height of 80 px', async () => {
    const { context, page } = await signedIn();
    try {
      await openFreshBoard(page, 'Audio');
      const b = board(page);
      const frame = await b.add('Medien');
      await uploadInto(page, frame, { name: 'Ton.wav', mimeType: 'audio/wav', buffer: wav() });
      const play = frame.getByRole('button', { name: 'Abspielen' });
      await play.waitFor();
      await expect(frame.locator('.media-root').getAttribute('data-asset-type')).resolves.toBe('Audio');
      // Shift+ArrowUp shrinks by one cell (10 px) down to the minimum height of 80 px.
      await b.handle(frame).focus();
      for (let i = 0; i < 20; i++) await page.keyboard.press('Shift+ArrowUp');
      await expect.poll(async () => Math.round((await boxOf(b.item(frame))).height)).toBe(80);
      // The 80 px frame leaves a body of about 34 px under the 32 px header: the button must fit inside it.
      const bodyBox = await boxOf(frame.locator('.widget-frame__body'));
      const playBox = await boxOf(play);
      expect(await play.isVisible()).toBe(true);
      await expect(play.getByText('Abspielen', { exact: true }).isVisible()).resolves.toBe(true);
      expect(playBox.y).toBeGreaterThanOrEqual(bodyBox.y);
      expect(playBox.y + playBox.height).toBeLessThanOrEqual(bodyBox.y + bodyBox.height + 0.5);
      expect(playBox.height).toBeGreaterThanOrEqual(24);
      expect(playBox.width).toBeGreaterThanOrEqual(44);
      // The title and the progress bar still fit beside it (the header shows the title too).
      const title = frame.locator('.widget-frame__body').getByText('Ton.wav', { exact: true });
      expect(await title.isVisible()).toBe(true);
      const titleBox = await boxOf(title);
      expect(titleBox.y + titleBox.height).toBeLessThanOrEqual(bodyBox.y + bodyBox.height + 0.5);
    } finally {
      await context.close();
    }
  });
});

async function strokeCount(surface: Locator): Promise<number> {
  return Number(await surface.getAttribute('data-strokes'));
}

async function touchLine(cdp: CDPSession, x: number, y: number, dx: number, dy: number) {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let i = 1; i <= 8; i++)
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: x + (dx * i) / 8, y: y + (dy * i) / 8 }],
    });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

describe('Draw ("Zeichnen")', () => {
  it('draws with mouse, touch, pen and two fingers at once; strokes survive a reload; Kariert; Alles löschen', async () => {
    const { context, page } = await signedIn();
    try {
      await openFreshBoard(page, 'Zeichnen');
      const b = board(page);
      const frame = await b.add('Zeichnen');
      const surface = frame.getByTestId('draw-surface');
      const s = await boxOf(surface);

      // Mouse.
      await page.mouse.move(s.x + 30, s.y + 30);
      await page.mouse.down();
      for (let i = 1; i <= 10; i++) await page.mouse.move(s.x + 30 + i * 15, s.y + 30 + i * 5);
      await page.mouse.up();
      await expect.poll(() => strokeCount(surface)).toBe(1);

      // Touch.
      const cdp = await context.newCDPSession(page);
      await touchLine(cdp, s.x + 40, s.y + 120, 150, 0);
      await expect.poll(() => strokeCount(surface)).toBe(2);

      // Pen with pressure.
      const pen = (
        type: 'mousePressed' | 'mouseMoved' | 'mouseReleased',
        x: number,
        y: number,
        force: number,
      ) =>
        cdp.send('Input.dispatchMouseEvent', {
          type,
          x,
          y,
          button: 'left',
          buttons: type === 'mouseReleased' ? 0 : 1,
          clickCount: 1,
          pointerType: 'pen',
          force,
        });
      await pen('mousePressed', s.x + 300, s.y + 40, 0.2);
      for (let i = 1; i <= 10; i++)
        await pen('mouseMoved', s.x + 300 + i * 10, s.y + 40 + i * 12, 0.2 + i * 0.07);
      await pen('mouseReleased', s.x + 400, s.y + 160, 0);
      await expect.poll(() => strokeCount(surface)).toBe(3);

      // Two fingers at once (allowMultiTouch is on by default).
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchStart',
        touchPoints: [
          { x: s.x + 60, y: s.y + 180, id: 1 },
          { x: s.x + 260, y: s.y + 180, id: 2 },
        ],
      });
      for (let i = 1; i <= 6; i++)
        await cdp.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: [
            { x: s.x + 60 + i * 12, y: s.y + 180 + i * 4, id: 1 },
            { x: s.x + 260 + i * 12, y: s.y + 180 - i * 4, id: 2 },
          ],
        });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await expect.poll(() => strokeCount(surface)).toBe(5);
      await expect(surface.locator('path').count()).resolves.toBe(5);
      // Painted, not only stored: the mouse line's middle is dark, a corner nobody drew on is not.
      const painted = await pixelsOf(surface);
      expect(painted.inkShare({ x: 30 + 75 - 4, y: 30 + 25 - 4, width: 9, height: 9 })).toBeGreaterThan(0.3);
      expect(painted.inkShare({ x: s.width - 40, y: s.height - 40, width: 30, height: 30 })).toBe(0);

      await saved(page);
      await page.reload();
      await b.ready();
      const reloaded = b.widget('Zeichnen');
      const surface2 = reloaded.getByTestId('draw-surface');
      await expect.poll(() => strokeCount(surface2)).toBe(5);
      await expect(surface2.locator('path').count()).resolves.toBe(5);

      // 'Kariert' from the 100x80 previews applies the grid.
      await reloaded.getByRole('button', { name: 'Hintergrund', exact: true }).click();
      const picker = reloaded.getByRole('radiogroup', { name: 'Hintergrund' });
      const preview = picker.locator('[data-slug="squared"] img');
      await preview.waitFor();
      await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(100);
      await expect(preview.evaluate((img: HTMLImageElement) => img.naturalHeight)).resolves.toBe(80);
      await picker.getByText('Kariert', { exact: true }).click();
      await expect.poll(() => reloaded.locator('.draw').getAttribute('data-background')).toBe('squared');
      await expect(surface2.evaluate((el) => getComputedStyle(el).backgroundImage)).resolves.toContain(
        'squared',
      );

      // 'Alles löschen': cancel keeps the strokes, confirm clears them.
      const before = await strokeCount(surface2);
      await reloaded.getByRole('button', { name: 'Alles löschen' }).click();
      const dialog = reloaded.getByRole('alertdialog', { name: 'Alles löschen?' });
      await dialog.getByRole('button', { name: 'Abbrechen' }).click();
      expect(await strokeCount(surface2)).toBe(before);
      await reloaded.getByRole('button', { name: 'Alles löschen' }).click();
      await dialog.getByRole('button', { name: 'Löschen', exact: true }).click();
      await expect.poll(() => strokeCount(surface2)).toBe(0);
      await expect(surface2.locator('path').count()).resolves.toBe(0);
      // Gone from the screen too (a thin grid line may cross the spot, a stroke covers it).
      const mouseLine = { x: 30 + 75 - 4, y: 30 + 25 - 4, width: 9, height: 9 };
      await expect.poll(async () => (await pixelsOf(surface2)).inkShare(mouseLine)).toBeLessThan(0.3);
      // 'Rückgängig' brings them back.
      await reloaded.getByRole('button', { name: 'Rückgängig' }).click();
      await expect.poll(() => strokeCount(surface2)).toBe(before);
      await expect.poll(async () => (await pixelsOf(surface2)).inkShare(mouseLine)).toBeGreaterThan(0.3);
      await reloaded.getByRole('button', { name: 'Wiederholen' }).click();
      await expect.poll(() => strokeCount(surface2)).toBe(0);

      await saved(page);
      await page.reload();
      await b.ready();
      await expect.poll(() => strokeCount(b.widget('Zeichnen').getByTestId('draw-surface'))).toBe(0);
      await expect(b.widget('Zeichnen').locator('.draw').getAttribute('data-background')).resolves.toBe(
        'squared',
      );
    } finally {
      await context.close();
    }
  });
});

describe('Draw ("Zeichnen"): what is painted', () => {
  it('a curved stroke (a U drawn by a finger) is painted as a line, not as a filled shape, also after a reload', async () => {
    const { context, page } = await signedIn();
    try {
      await openFreshBoard(page, 'Kurve');
      const b = board(page);
      const frame = await b.add('Zeichnen');
      const surface = frame.getByTestId('draw-surface');
      const u = await drawU(page, surface);
      await expect.poll(() => strokeCount(surface)).toBe(1);
      const drawn = await pixelsOf(surface);
      drawn.save('/tmp/draw-u-board.png');
      expectU(drawn, u);

      await saved(page);
      await page.reload();
      await b.ready();
      const reloaded = b.widget('Zeichnen').getByTestId('draw-surface');
      await expect.poll(() => strokeCount(reloaded)).toBe(1);
      expectU(await pixelsOf(reloaded), u);
    } finally {
      await context.close();
    }
  });
});

describe('FlipCard ("Wendekarte")', () => {
  it('front "Hund" / back "dog": a tap shows "dog", still after a reload', async () => {
    const { context, page } = await signedIn();
    try {
      await openFreshBoard(page, 'Wendekarte');
      const b = board(page);
      const frame = await b.add('Wendekarte');
      await frame.getByRole('button', { name: 'Einstellungen', exact: true }).click();
      const panel = page.getByRole('complementary', { name: 'Einstellungen: Wendekarte' });
      const front = panel.getByRole('tab', { name: 'Vorderseite' });
      await front.waitFor();
      await expect(front.getAttribute('aria-selected')).resolves.toBe('true');
      await panel.getByRole('tabpanel').getByLabel('Text').fill('Hund');
      await panel.getByRole('tab', { name: 'Rückseite' }).click();
      await panel.getByRole('tabpanel').getByLabel('Text').fill('dog');
      await panel.getByRole('radio', { name: 'Gelb' }).check();
      await panel.getByRole('button', { name: 'Fertig' }).click();

      const card = frame.getByTestId('flip-card');
      const face = (root: Locator, text: string) =>
        root.getByTestId('flip-card-text').filter({ hasText: new RegExp(`^${text}$`) });
      await expect.poll(() => face(frame, 'Hund').isVisible()).toBe(true);
      expect(await face(frame, 'dog').isVisible()).toBe(false);
      await card.click();
      await expect.poll(() => face(frame, 'dog').isVisible()).toBe(true);
      await expect.poll(() => face(frame, 'Hund').isVisible()).toBe(false);
      await expect(frame.locator('[data-side="back"]').getAttribute('data-color')).resolves.toBe('yellow');

      await saved(page);
      await page.reload();
      await b.ready();
      const reloaded = b.widget('Wendekarte');
      await expect.poll(() => face(reloaded, 'dog').isVisible()).toBe(true);
      expect(await face(reloaded, 'Hund').isVisible()).toBe(false);
      await expect(reloaded.getByTestId('flip-card').getAttribute('aria-label')).resolves.toBe(
        'Rückseite: dog. Tippen zum Umdrehen',
      );

      // '+' places the next card of the set beside it, blank, with its settings open.
      const before = await reloaded.boundingBox();
      await b.action(reloaded, 'Weitere Wendekarte daneben');
      await expect.poll(() => b.widgets().count()).toBe(2);
      const next = b.widget('Wendekarte', 1);
      const nextPanel = page.getByRole('complementary', { name: 'Einstellungen: Wendekarte' });
      await nextPanel.getByRole('tabpanel').getByLabel('Text').fill('Katze');
      await nextPanel.getByRole('button', { name: 'Fertig' }).click();
      await expect.poll(() => face(next, 'Katze').isVisible()).toBe(true);
      const after = await next.boundingBox();
      if (!after || !before) throw new Error('cards not visible');
      // Right beside it (the next grid cells), same row and size.
      expect(after.x).toBeGreaterThanOrEqual(before.x + before.width);
      expect(after.x).toBeLessThan(before.x + before.width + 20);
      expect([Math.round(after.y), Math.round(after.width), Math.round(after.height)]).toEqual([
        Math.round(before.y),
        Math.round(before.width),
        Math.round(before.height),
      ]);
    } finally {
      await context.close();
    }
  });
});
