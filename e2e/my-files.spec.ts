/**
 * "Meine Dateien" (issue 13): reached from the account menu; a file uploaded through the screen
 * appears with its size and moves the upload-limit bar, can be renamed, shows the widgets and
 * desktops that use it, and is deleted after a confirmation that says what happens to them.
 * Screenshots at 1920x1080 and 1024x768 go to /tmp (SCREENSHOT_DIR).
 */
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { board, openFreshBoard } from './board-helpers.ts';
import { shell } from './support/pages.ts';
import { useBrowser, type Viewport } from './support/session.ts';

const session = useBrowser();
const SCREENSHOTS = process.env.SCREENSHOT_DIR ?? '/tmp';

async function signedIn(viewport: Viewport, hasTouch = false) {
  const { page } = await session.signedIn(viewport, { hasTouch });
  await shell(page).accountButton.waitFor();
  return page;
}

function myFiles(page: Page) {
  const quota = page.getByRole('meter', { name: 'Belegter Speicher' });
  return {
    heading: page.getByRole('heading', { level: 1, name: 'Meine Dateien' }),
    quota,
    /** Bytes the bar shows as used. */
    async used(): Promise<number> {
      return Number(await quota.getAttribute('aria-valuenow'));
    },
    item(name: string): Locator {
      return page.getByTestId('my-file').filter({ has: page.getByRole('heading', { name, exact: true }) });
    },
    async open() {
      const menu = await shell(page).openAccountMenu();
      await menu.getByRole('menuitem', { name: 'Meine Dateien' }).click();
      await page.waitForURL((url) => url.pathname === '/meine-dateien');
      await this.heading.waitFor();
      await quota.waitFor();
      // The figures once the usage has loaded (no value before).
      await page.locator('[data-testid="quota-bar"][aria-valuenow]').waitFor();
      await expect.poll(() => quota.getAttribute('aria-valuetext')).toMatch(/belegt/);
    },
  };
}

async function png(width: number, height: number, color: { r: number; g: number; b: number }) {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

describe('Meine Dateien', () => {
  it('uploads through the screen, renames, shows where a file is used, deletes it; the bar follows', async () => {
    const page = await signedIn({ width: 1024, height: 768 }, true);
    const stamp = Date.now().toString(36);

    // A Media widget on a fresh desktop uses a file uploaded on the board.
    const desktop = await openFreshBoard(page, 'Dateien');
    const b = board(page);
    const frame = await b.add('Medien');
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      frame.getByRole('button', { name: 'Datei hochladen', exact: true }).click(),
    ]);
    const boardFile = `Tafelbild-${stamp}.png`;
    await chooser.setFiles({
      name: boardFile,
      mimeType: 'image/png',
      buffer: await png(80, 60, { r: 30, g: 90, b: 200 }),
    });
    await frame.locator('img.media__image').waitFor();
    await b.waitSaved();

    const files = myFiles(page);
    await files.open();
    const before = await files.used();

    // Upload through the screen: the file appears with its size and the bar grows by it.
    const uploaded = `Igel-${stamp}.png`;
    const bytes = await png(240, 180, { r: 200, g: 120, b: 40 });
    await page
      .getByTestId('my-files-upload')
      .setInputFiles({ name: uploaded, mimeType: 'image/png', buffer: bytes });
    const item = files.item(uploaded);
    await item.waitFor();
    await expect(item.getByText('Nicht verwendet').count()).resolves.toBe(1);
    await expect(item.locator('img.my-files__preview').count()).resolves.toBe(1);
    await expect.poll(() => files.used()).toBeGreaterThan(before);
    const afterUpload = await files.used();

    // Rename: the new name, the extension kept.
    await item.getByRole('button', { name: `„${uploaded}“ umbenennen` }).click();
    const rename = page.getByRole('dialog', { name: 'Datei umbenennen' });
    await rename.getByLabel('Neuer Name').fill(`Igel im Herbst ${stamp}`);
    await rename.getByRole('button', { name: 'Speichern' }).click();
    await rename.waitFor({ state: 'hidden' });
    const renamed = files.item(`Igel im Herbst ${stamp}.png`);
    await renamed.waitFor();
    expect(await files.item(uploaded).count()).toBe(0);

    // Retag: the tags show on the item and the search finds the file by them.
    await renamed.getByRole('button', { name: `Schlagwörter von „Igel im Herbst ${stamp}.png“` }).click();
    const tags = page.getByRole('dialog', { name: 'Schlagwörter' });
    await tags.getByLabel('Schlagwörter, durch Kommas getrennt').fill(`Sachkunde, Herbst-${stamp}`);
    await tags.getByRole('button', { name: 'Speichern' }).click();
    await tags.waitFor({ state: 'hidden' });
    await renamed.locator('.my-files__tag', { hasText: `Herbst-${stamp}` }).waitFor();

    // Replace: new bytes under the same entry; the bar follows the size difference.
    const bigger = await png(480, 360, { r: 10, g: 160, b: 90 });
    const beforeReplace = await files.used();
    const [replaceChooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      renamed.getByRole('button', { name: `„Igel im Herbst ${stamp}.png“ ersetzen` }).click(),
    ]);
    await replaceChooser.setFiles({ name: 'neu.png', mimeType: 'image/png', buffer: bigger });
    await expect.poll(() => files.used()).not.toBe(beforeReplace);
    // The chosen name stays.
    expect(await renamed.count()).toBe(1);
    expect(await files.used()).toBe(beforeReplace - (afterUpload - before) + bigger.length);

    // Search finds it by name; the board's file shows the widget and desktop that use it.
    const search = page.getByLabel('Dateien durchsuchen');
    await search.fill(stamp);
    await expect.poll(() => page.getByTestId('my-file').count()).toBe(2);
    const used = files.item(boardFile);
    await expect.poll(() => used.getByTestId('file-usage').textContent()).toBe(`1 Widget auf „${desktop}“`);

    // Touch targets of the main actions are at least 44 px.
    for (const button of await renamed.getByRole('button').all()) {
      const box = await button.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
    }
    await page.screenshot({ path: `${SCREENSHOTS}/my-files-1024x768.png` });

    // Delete the used file: the confirmation says what happens to the widget; the bar shrinks.
    const beforeDelete = await files.used();
    await used.getByRole('button', { name: `„${boardFile}“ löschen` }).click();
    const confirm = page.getByRole('dialog', { name: 'Datei löschen?' });
    await expect(confirm.getByTestId('delete-consequences').textContent()).resolves.toBe(
      `1 Widget auf „${desktop}“ zeigt danach den Hinweis „Diese Datei ist nicht mehr verfügbar.“`,
    );
    await page.screenshot({ path: `${SCREENSHOTS}/my-files-delete-1024x768.png` });
    await confirm.getByRole('button', { name: 'Endgültig löschen' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await used.waitFor({ state: 'detached' });
    await expect.poll(() => files.used()).toBeLessThan(beforeDelete);
    const afterDelete = await files.used();

    // Delete the uploaded one as well (unused: the confirmation says so); the bar gives back its size.
    await renamed.getByRole('button', { name: `„Igel im Herbst ${stamp}.png“ löschen` }).click();
    await confirm.getByText('Die Datei wird in keinem Widget verwendet.').waitFor();
    await confirm.getByRole('button', { name: 'Endgültig löschen' }).click();
    await renamed.waitFor({ state: 'detached' });
    await expect.poll(() => files.used()).toBe(afterDelete - bigger.length);

    // The board's widget shows the placeholder when it loads the file again (a fresh page: the
    // open document still holds the decoded picture in its memory cache).
    await shell(page).switchDesktop(desktop);
    await page.reload();
    await b.ready();
    await b.widget('Medien').getByText('Diese Datei ist nicht mehr verfügbar.').waitFor();
  });

  it('lists class lists, edits one with the class-list dialog and deletes it', async () => {
    const page = await signedIn({ width: 1024, height: 768 }, true);
    const classCode = `K${Date.now().toString(36).slice(-5)}`;
    // The board stores a class list through the pupil-names route; do the same with the page's token.
    const status = await page.evaluate(
      async ({ classCode }) => {
        const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'));
        const token = key ? JSON.parse(localStorage.getItem(key) ?? '{}').access_token : '';
        const res = await fetch(`/api/files/pupil-names/${classCode}?productEdition=PrimaryGradeLevel`, {
          method: 'PUT',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ text: 'Ali\nBea' }),
        });
        return res.status;
      },
      { classCode },
    );
    expect(status).toBe(200);

    const files = myFiles(page);
    await files.open();
    const list = files.item(`Klasse ${classCode.toLowerCase()}`);
    await list.waitFor();
    await expect(list.getByTestId('file-usage').textContent()).resolves.toBe(
      `Klassenliste der Klasse ${classCode.toLowerCase()}`,
    );
    await list.getByRole('button', { name: `Klassenliste ${classCode.toLowerCase()} bearbeiten` }).click();
    const dialog = page.getByRole('dialog', { name: `Klassenliste ${classCode.toLowerCase()}` });
    const names = dialog.getByLabel('Namen der Schülerinnen und Schüler, einer pro Zeile');
    await expect.poll(() => names.inputValue()).toBe('Ali\nBea');
    await names.fill('Ali\nBea\nCem');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await list.getByRole('button', { name: `„Klasse ${classCode.toLowerCase()}“ löschen` }).click();
    const confirm = page.getByRole('dialog', { name: 'Datei löschen?' });
    await confirm
      .getByText(`Die Klassenliste der Klasse ${classCode.toLowerCase()} ist danach leer`)
      .waitFor();
    await confirm.getByRole('button', { name: 'Endgültig löschen' }).click();
    await list.waitFor({ state: 'detached' });
  });

  it('fits a 1920x1080 whiteboard', async () => {
    const page = await signedIn({ width: 1920, height: 1080 });
    const files = myFiles(page);
    await files.open();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SCREENSHOTS}/my-files-1920x1080.png` });
  });
});
