/**
 * Dateien and Speicher (issue 20, spec section 7): an admin uploads a file to the tenant's public
 * files in the admin area (with a progress bar), finds it by the server-side search, reads it back
 * as a teacher of the tenant, and deletes it after the confirmation; the Speicher page lists the
 * containers. Screenshots (1280x800 and 1024x768) go to FILES_SHOTS when set.
 */
import fs from 'node:fs/promises';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO } from './support/pages.ts';
import { useBrowser, type Viewport } from './support/session.ts';

const session = useBrowser();
const SHOTS = process.env.FILES_SHOTS;

async function shoot(page: Page, name: string, viewport: Viewport) {
  if (!SHOTS) return;
  await fs.mkdir(SHOTS, { recursive: true });
  await page.setViewportSize(viewport);
  await page.screenshot({ path: `${SHOTS}/${name}-${viewport.width}x${viewport.height}.png` });
}

describe('Dateien and Speicher', () => {
  it('an admin uploads a file in "Dateien", sees it listed, and deletes it after confirming', async () => {
    const stamp = Date.now().toString(36);
    const fileName = `Aushang ${stamp}.png`;
    const image = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#2266aa' } })
      .png()
      .toBuffer();
    const { page } = await session.signedIn(undefined, { account: DEMO.admin });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${session.baseUrl}/admin/dateien`);
    await page.getByRole('heading', { level: 1, name: 'Dateien' }).waitFor();
    const browser = page.getByTestId('file-browser');
    await browser.waitFor();
    const row = page.getByTestId('file-browser-row').filter({ hasText: fileName });

    // Upload: the chunked upload's answer, then the row in the list.
    const stored = page.waitForResponse((r) => r.url().endsWith('/api/files/public/upload'));
    await page
      .getByTestId('file-browser-upload')
      .setInputFiles({ name: fileName, mimeType: 'image/png', buffer: image });
    const answer = await stored;
    expect(answer.status()).toBe(200);
    expect(await answer.json()).toMatchObject({
      completed: true,
      file: { name: fileName, size: image.length },
    });
    await row.waitFor();
    expect(await row.textContent()).toContain('1 kB');

    // The search runs on the server: only matching names come back.
    const searched = page.waitForResponse(
      (r) => r.url().includes('/api/files/public/search') && r.url().includes(stamp),
    );
    await page.getByTestId('file-browser-search').fill(stamp);
    expect((await (await searched).json()).items.map((i: { name: string }) => i.name)).toEqual([fileName]);
    await expect.poll(() => page.getByTestId('file-browser-row').count()).toBe(1);
    for (const button of await row.getByRole('button').all()) {
      expect((await button.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    }
    await shoot(page, 'admin-files', { width: 1280, height: 800 });
    await shoot(page, 'admin-files', { width: 1024, height: 768 });

    // Every teacher of the tenant reads the public file.
    const teacher = await session.signedIn();
    const read = await teacher.page.evaluate(async (name) => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'));
      const token = key ? (JSON.parse(localStorage.getItem(key) ?? '{}').access_token as string) : '';
      const res = await fetch(`/api/files/public/${encodeURIComponent(name)}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return {
        status: res.status,
        type: res.headers.get('content-type'),
        size: (await res.arrayBuffer()).byteLength,
      };
    }, fileName);
    expect(read).toEqual({ status: 200, type: 'image/png', size: image.length });
    await teacher.context.close();

    // Deleting asks first; cancelling keeps the file, confirming removes it.
    await row.getByTestId('file-browser-delete').click();
    const dialog = page.getByRole('dialog', { name: 'Löschen bestätigen' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(`Soll die Datei „${fileName}“ endgültig gelöscht werden?`);
    await shoot(page, 'admin-files-delete', { width: 1024, height: 768 });
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await row.count()).toBe(1);
    await row.getByTestId('file-browser-delete').click();
    const removed = page.waitForResponse(
      (r) => r.request().method() === 'DELETE' && r.url().includes('/api/files/public?'),
    );
    await dialog.getByTestId('confirm-delete').click();
    expect((await removed).status()).toBe(204);
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => row.count()).toBe(0);
    await page.getByText(`Kein Eintrag passt zu „${stamp}“.`).waitFor();

    // An own private file gets a link that opens it without sign-in.
    const privateName = `Privat ${stamp}.png`;
    await page.getByRole('button', { name: 'Meine privaten Dateien' }).click();
    const privateStored = page.waitForResponse((r) => r.url().endsWith('/api/files/private/upload'));
    await page
      .getByTestId('file-browser-upload')
      .setInputFiles({ name: privateName, mimeType: 'image/png', buffer: image });
    expect((await privateStored).status()).toBe(200);
    const privateRow = page.getByTestId('file-browser-row').filter({ hasText: privateName });
    await privateRow.getByRole('button', { name: `„${privateName}“ teilen` }).click();
    const shareDialog = page.getByRole('dialog', { name: 'Link zum Teilen' });
    const link = await shareDialog.getByTestId('share-link').inputValue();
    expect(link).toMatch(/\/api\/files\/share\/[A-Za-z0-9_-]{32}$/);
    const anonymous = await session.open();
    const opened = await anonymous.page.request.get(link);
    expect(opened.status()).toBe(200);
    expect((await opened.body()).equals(image)).toBe(true);
    await anonymous.context.close();
    await shareDialog.getByRole('button', { name: 'Schließen', exact: true }).last().click();
    await shareDialog.waitFor({ state: 'hidden' });
    await privateRow.getByTestId('file-browser-delete').click();
    await dialog.getByTestId('confirm-delete').click();
    await expect.poll(() => privateRow.count()).toBe(0);

    // Speicher: a new container is listed, holds a folder, and goes after the confirmation.
    const container = `Archiv ${stamp}`;
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${session.baseUrl}/admin/speicher`);
    await page.getByRole('heading', { level: 1, name: 'Speicher' }).waitFor();
    await page.getByRole('button', { name: 'Neuer Container' }).click();
    const create = page.getByRole('dialog', { name: 'Neuer Container' });
    await create.getByLabel('Name des Containers').fill('CON');
    await create.getByRole('button', { name: 'Container anlegen' }).click();
    await create.getByText('Der Name ist reserviert', { exact: false }).waitFor();
    await create.getByLabel('Name des Containers').fill(container);
    await create.getByRole('button', { name: 'Container anlegen' }).click();
    await create.waitFor({ state: 'hidden' });
    const item = page.getByTestId('storage-container').filter({ hasText: container });
    await item.waitFor();
    await shoot(page, 'admin-storage', { width: 1280, height: 800 });
    await shoot(page, 'admin-storage', { width: 1024, height: 768 });

    await item.getByRole('button', { name: `Container „${container}“ öffnen` }).click();
    await page.getByRole('heading', { level: 1, name: `Speicher: ${container}` }).waitFor();
    await page.getByRole('button', { name: 'Neuer Ordner' }).click();
    const folderDialog = page.getByRole('dialog', { name: 'Neuer Ordner' });
    await folderDialog.getByLabel('Name des Ordners').fill('Fotos');
    await folderDialog.getByRole('button', { name: 'Ordner anlegen' }).click();
    await page.getByTestId('file-browser-row').filter({ hasText: 'Fotos' }).waitFor();
    await shoot(page, 'admin-storage-objects', { width: 1024, height: 768 });
    await page.getByRole('button', { name: 'Alle Container' }).click();

    await item.getByRole('button', { name: `Container „${container}“ löschen` }).click();
    const confirm = page.getByRole('dialog', { name: 'Container löschen' });
    await confirm.getByTestId('confirm-delete').click();
    await confirm.waitFor({ state: 'hidden' });
    await expect.poll(() => item.count()).toBe(0);
  });
});
