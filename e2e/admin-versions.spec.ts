/**
 * Versionen (issue 20, spec section 7): the host admin publishes a Web version with a note in the
 * admin area and uploads a file to it in chunks; one chunk's connection breaks and the upload goes
 * on from where the server stands. A teacher who had read the previous note sees the new one in
 * 'Neuigkeiten' on the next visit, once. The version is deleted after a confirmation (and in any
 * case at the end), so other specs (user-hint.spec.ts) see the built-in note again.
 * Screenshots (1280x800 and 1024x768) go to VERSIONS_SHOTS when set.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, shell } from './support/pages.ts';
import { useBrowser, type Viewport } from './support/session.ts';

const session = useBrowser();
const SHOTS = process.env.VERSIONS_SHOTS;
const VERSION = '50.2.0';
const TITLE = 'Die Lupe ist da';
const NOTE = 'Neu: Die Lupe vergrößert jeden Teil der Tafel.';
const HINT_KEY = 'tafino.userHint';

/** The shell is up and two frames have passed: the hint, if due, opened in the same commit's effect. */
async function shellSettled(page: Page) {
  await shell(page).accountButton.waitFor();
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

async function shoot(page: Page, name: string, viewport: Viewport) {
  if (!SHOTS) return;
  await fs.mkdir(SHOTS, { recursive: true });
  await page.setViewportSize(viewport);
  await page.locator('.admin__content').evaluate((el) => el.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}-${viewport.width}x${viewport.height}.png` });
}

/** Deletes the test's version with the page's own token (200-class or 404 when already gone). */
async function deleteVersion(page: Page): Promise<number> {
  return page.evaluate(async (version) => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'));
    const token = key ? (JSON.parse(localStorage.getItem(key) ?? '{}').access_token as string) : '';
    const res = await fetch(`/api/platform/versions?Version=${version}&PlatformType=Web`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    return res.status;
  }, VERSION);
}

/** 9 MB of deterministic bytes: three chunks of at most 4 MiB. */
function fileBytes(): Buffer {
  const out = Buffer.alloc(9_000_000);
  for (let i = 0; i < out.length; i += 4) out.writeUInt32LE((i * 2654435761) >>> 0, i);
  return out;
}

describe('Versionen', () => {
  it('an admin publishes a version note and a teacher’s next visit shows it in "Neuigkeiten"', async () => {
    const config = await (await fetch(`${session.baseUrl}/api/abp/application-configuration`)).json();
    const builtVersion = config.runtimeConfig.appVersion as string;
    expect(config.runtimeConfig.updateNote ?? null).toBeNull();

    // A teacher who has read the note of the running version: no dialog on this visit.
    const teacher = await session.signedIn(undefined, { hintRead: false });
    await teacher.page.evaluate(
      ([key, version]) =>
        localStorage.setItem(key, JSON.stringify({ isUserHintRead: true, storedVersion: version })),
      [HINT_KEY, builtVersion] as const,
    );
    await teacher.page.reload();
    const hint = teacher.page.getByRole('dialog', { name: 'Neuigkeiten' });
    await shellSettled(teacher.page);
    expect(await hint.count()).toBe(0);

    const admin = await session.signedIn(undefined, { account: DEMO.admin });
    const { page } = admin;
    try {
      await page.goto(`${session.baseUrl}/admin/versionen`);
      await page.getByRole('heading', { level: 1, name: 'Versionen' }).waitFor();

      // A version number the server refuses shows its German message.
      await page.getByLabel('Version', { exact: true }).fill('zwei');
      await page.getByLabel('Titel', { exact: true }).fill(TITLE);
      await page.getByRole('button', { name: 'Veröffentlichen' }).click();
      await expect
        .poll(() => page.locator('.versions-create [role="alert"]').textContent())
        .toContain('Die Version besteht aus Zahlen mit Punkten');

      await page.getByLabel('Version', { exact: true }).fill(VERSION);
      await page.getByLabel('Plattform').first().selectOption('Web');
      await page.getByLabel('Neuigkeiten').fill(NOTE);
      const created = page.waitForResponse(
        (r) => r.url().endsWith('/api/platform/versions') && r.request().method() === 'POST',
      );
      await page.getByRole('button', { name: 'Veröffentlichen' }).click();
      expect((await created).status()).toBe(200);
      const item = page.locator(`.versions-list__item[data-version="${VERSION}"]`);
      await item.waitFor();
      expect(await item.textContent()).toContain(TITLE);

      // A file in three chunks; the second chunk's connection breaks once, and the upload goes on.
      let broken = 0;
      await page.route('**/api/platform/version/file/append?*', async (route) => {
        if (new URL(route.request().url()).searchParams.get('CurrentByte') !== '0' && broken === 0) {
          broken++;
          await route.abort('connectionreset');
        } else await route.continue();
      });
      await item.getByRole('button', { name: '0 Dateien' }).click();
      const data = fileBytes();
      const done = page.waitForResponse(
        (r) =>
          r.url().includes('/file/append') && r.status() === 200 && r.url().includes('CurrentByte=8388608'),
      );
      await item.locator('input[type="file"]').setInputFiles({
        name: 'tafino-lupe.zip',
        mimeType: 'application/zip',
        buffer: data,
      });
      const last = await (await done).json();
      expect(last).toMatchObject({
        complete: true,
        size: data.length,
        sha256: createHash('sha256').update(data).digest('hex'),
      });
      expect(broken).toBe(1);
      await expect.poll(() => item.getByRole('status').textContent()).toContain('vollständig angekommen');
      expect(await item.locator('progress').getAttribute('value')).toBe('100');
      await expect.poll(() => item.locator('.versions-files').textContent()).toContain('Vollständig');
      await page.unroute('**/api/platform/version/file/append?*');
      await shoot(page, 'versionen', { width: 1280, height: 800 });
      await shoot(page, 'versionen', { width: 1024, height: 768 });
      if (SHOTS) {
        for (const viewport of [
          { width: 1280, height: 800 },
          { width: 1024, height: 768 },
        ]) {
          await page.setViewportSize(viewport);
          await item.scrollIntoViewIfNeeded();
          await page.screenshot({
            path: `${SHOTS}/versionen-datei-${viewport.width}x${viewport.height}.png`,
          });
        }
      }
      await page.setViewportSize({ width: 1280, height: 800 });

      // The teacher's next visit: the published note, once.
      await teacher.page.reload();
      await hint.waitFor();
      expect(await hint.textContent()).toContain(TITLE);
      expect(await hint.textContent()).toContain(NOTE);
      expect(
        await teacher.page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), HINT_KEY),
      ).toEqual({
        isUserHintRead: false,
        storedVersion: VERSION,
      });
      if (SHOTS) await teacher.page.screenshot({ path: `${SHOTS}/neuigkeiten-1280x800.png` });
      await hint.getByRole('button', { name: 'Verstanden' }).click();
      await hint.waitFor({ state: 'hidden' });
      await teacher.page.reload();
      await shellSettled(teacher.page);
      expect(await hint.count()).toBe(0);

      // Deleting asks first; afterwards the built-in note and version are back.
      await item.getByRole('button', { name: 'Löschen' }).click();
      const confirm = page.getByRole('dialog', { name: 'Version löschen?' });
      expect(await confirm.textContent()).toContain('mit ihrer Datei endgültig gelöscht');
      await confirm.getByRole('button', { name: 'Löschen' }).click();
      await item.waitFor({ state: 'detached' });
      const after = await (await fetch(`${session.baseUrl}/api/abp/application-configuration`)).json();
      expect(after.runtimeConfig.appVersion).toBe(builtVersion);
      expect(after.runtimeConfig.updateNote).toBeNull();
    } finally {
      expect([204, 404]).toContain(await deleteVersion(page));
      await admin.context.close();
      await teacher.context.close();
    }
  });
});
