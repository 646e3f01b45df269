/**
 * Licensed symbol packs (issue 16, catalogue 1.6): the admin reaches "Symbolpakete" from the account
 * menu, a refused zip shows the server's German message, a pack made by the test installs with
 * progress and activates; the signed-in board reads it (the widget bar follows its name) and its
 * files load from the signed URL, never without one; teachers get no admin page; removal asks first
 * and takes the files with it. Screenshots go to SCREENSHOT_DIR (default /tmp).
 */
import fs from 'node:fs/promises';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeZip } from '../apps/server/test/helpers/zip.ts';
import { board, openFreshBoard } from './board-helpers.ts';
import { startSharing } from './share-helpers.ts';
import { DEMO, shell } from './support/pages.ts';
import { useBrowser } from './support/session.ts';
import { saved } from './widget-helpers.ts';

const session = useBrowser();
const SCREENSHOTS = process.env.SCREENSHOT_DIR ?? '/tmp';

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#000"/></svg>';

async function packZip(id: string, name: string, svg = SVG): Promise<Buffer> {
  const png = await sharp({ create: { width: 48, height: 48, channels: 3, background: '#2255aa' } })
    .png()
    .toBuffer();
  const manifest = {
    id,
    name,
    version: '1.0',
    license: 'Testlizenz',
    attribution: 'Symbole: Test',
    symbols: {
      'material.scissors': { file: 'schere.png', keywords: ['Schere'] },
      'weekday.monday': { file: 'montag.svg', keywords: ['Montag'] },
    },
  };
  return makeZip([
    { name: 'manifest.json', data: JSON.stringify(manifest) },
    { name: 'schere.png', data: png },
    { name: 'montag.svg', data: svg },
  ]);
}

async function openPacksPage(page: Page) {
  const menu = await shell(page).openAccountMenu();
  await menu.getByRole('menuitem', { name: 'Symbolpakete' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/symbole');
  await page.getByRole('heading', { level: 1, name: 'Symbolpakete' }).waitFor();
}

describe('Symbolpakete', () => {
  it('admin installs, activates and removes a pack made by the test; the board reads it', async () => {
    const stamp = Date.now().toString(36);
    const packName = `Testpaket ${stamp}`;
    const { page } = await session.signedIn(undefined, { account: DEMO.admin });
    await shell(page).accountButton.waitFor();
    await openPacksPage(page);
    const upload = page.getByTestId('symbol-pack-upload');
    const item = page.getByTestId('symbol-pack').filter({ hasText: packName });

    try {
      // A refused zip: the server's German message on the page, nothing installed.
      const evil = await packZip(
        `e2e-${stamp}`,
        packName,
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      );
      await upload.setInputFiles({ name: 'boese.zip', mimeType: 'application/zip', buffer: evil });
      const error = page.getByTestId('symbol-pack-error');
      await error.waitFor();
      expect(await error.textContent()).toContain('enthält Skripte oder Ereignis-Attribute');
      expect(await item.count()).toBe(0);

      // The good pack: listed, then active.
      await upload.setInputFiles({
        name: 'paket.zip',
        mimeType: 'application/zip',
        buffer: await packZip(`e2e-${stamp}`, packName),
      });
      await item.waitFor();
      expect(await item.textContent()).toContain('2 Symbole');
      expect(await error.count()).toBe(0);
      await item.getByRole('button', { name: 'Aktivieren' }).click();
      await item.getByText('Aktiv', { exact: true }).waitFor();
      await expect
        .poll(() => page.getByTestId('symbol-pack-active').textContent())
        .toBe(`Aktiv: „${packName}“. Fehlende Symbole kommen aus dem Standardpaket.`);
      for (const button of await item.getByRole('button').all()) {
        expect((await button.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
      }
      await fs.mkdir(SCREENSHOTS, { recursive: true });
      await page.screenshot({ path: `${SCREENSHOTS}/symbol-packs-1280x800.png` });

      // The board asks for the active pack (the widget bar names follow it) ...
      const activeAnswer = page.waitForResponse((r) => r.url().endsWith('/api/symbol-packs/active'));
      activeAnswer.catch(() => {});
      const desktop = await openFreshBoard(page, 'Symbolpaket');
      const active = (await (await activeAnswer).json()) as {
        pack: { baseUrl: string; manifest: { name: string; symbols: Record<string, { file: string }> } };
      };
      expect(active.pack.manifest.name).toBe(packName);
      // The five "(Symbole)" types carry the pack's name instead (once the bar has the pack).
      const tiles = page.locator('.widget-bar__button span');
      await expect
        .poll(async () => (await tiles.allTextContents()).filter((n) => n.endsWith(`(${packName})`)))
        .toEqual(
          ['Stundenplan', 'Sozialformen', 'Arbeitsaufträge', 'Material', 'Kalender'].map(
            (n) => `${n} (${packName})`,
          ),
        );
      expect((await tiles.allTextContents()).filter((n) => n.endsWith('(Symbole)'))).toEqual([]);

      // A card on the board draws the pack's symbol; the same board shared into /iframe shows the
      // default pack and never asks for the licensed one (also for a signed-in teacher).
      const frame = await board(page).add('Material');
      const chooser = page.getByRole('dialog', { name: 'Karte wählen' });
      await chooser.getByRole('button', { name: 'Schere', exact: true }).click();
      await expect.poll(() => chooser.count()).toBe(0);
      const img = frame.locator('.card__symbol img').first();
      await expect.poll(() => img.getAttribute('data-symbol-pack')).toBe(`e2e-${stamp}`);
      expect(await img.getAttribute('src')).toMatch(/^\/api\/symbol-packs\/files\//);
      await expect
        .poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0))
        .toBe(true);
      await saved(page);
      const { code, dialog: shareDialog } = await startSharing(page, desktop);
      await shareDialog.getByRole('button', { name: 'Schließen' }).first().click();
      const packRequests: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/api/symbol-packs')) packRequests.push(r.url());
      });
      await page.goto(`/iframe?code=${code}`);
      const embedded = page.locator('.card__symbol img').first();
      await expect.poll(() => embedded.getAttribute('data-symbol-pack')).toBe('open-symbols');
      expect(packRequests).toEqual([]);
      await page.goto('/');
      await board(page).ready();

      // ... and its files load from the signed URL alone; without sign-in there is no pack.
      const fileUrl = `${active.pack.baseUrl}${active.pack.manifest.symbols['weekday.monday']!.file}`;
      const anonymous = await session.open();
      const file = await anonymous.page.request.get(fileUrl);
      expect(file.status()).toBe(200);
      expect(file.headers()['content-type']).toBe('image/png');
      expect((await anonymous.page.request.get('/api/symbol-packs/active')).status()).toBe(401);

      // A teacher has no menu entry and no admin page.
      const teacher = await session.signedIn();
      await shell(teacher.page).accountButton.waitFor();
      const menu = await shell(teacher.page).openAccountMenu();
      expect(await menu.getByRole('menuitem', { name: 'Symbolpakete' }).count()).toBe(0);
      await teacher.page.keyboard.press('Escape');
      await teacher.page.goto('/admin/symbole');
      // The admin area answers everyone else with the 404 page.
      await teacher.page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' }).waitFor();
      expect(await teacher.page.getByTestId('symbol-pack-upload').count()).toBe(0);
      await teacher.context.close();

      // Removal asks first, then the pack and its files are gone.
      await openPacksPage(page);
      await item.getByRole('button', { name: 'Entfernen' }).click();
      const dialog = page.getByRole('dialog', { name: 'Symbolpaket entfernen' });
      await dialog.getByRole('button', { name: 'Entfernen' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => item.count()).toBe(0);
      expect((await anonymous.page.request.get(fileUrl)).status()).toBe(404);
      await anonymous.context.close();
    } finally {
      // Later specs must see no active pack: remove whatever this test installed (also after a failure).
      await page.goto('/admin/symbole');
      await page.getByRole('heading', { level: 1, name: 'Symbolpakete' }).waitFor();
      const leftovers = page.getByTestId('symbol-pack').filter({ hasText: 'Testpaket ' });
      for (let n = await leftovers.count(); n > 0; n--) {
        await leftovers.first().getByRole('button', { name: 'Entfernen' }).click();
        const confirm = page.getByRole('dialog', { name: 'Symbolpaket entfernen' });
        await confirm.getByRole('button', { name: 'Entfernen' }).click();
        await confirm.waitFor({ state: 'hidden' });
        await expect.poll(() => leftovers.count()).toBe(n - 1);
      }
    }
  });
});
