/**
 * Menüs (issue 20, spec sections 6 and 7): the admin opens the admin area (navigation from
 * menus/by-current-user), finds "Webinhalt" (widget type ExternalContent) with the server's search
 * on the "Menüs" page and takes it from the teacher role; a teacher's widget bar no longer offers
 * it, while a board's existing widgets and the other widget types stay. A teacher gets the 404 page
 * for /admin. The teacher role's entries are put back at the end (also after a failure), so later
 * specs see every widget. Screenshots (1280x800 and 1024x768) go to MENUS_SHOTS when set.
 */
import fs from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { board, openFreshBoard } from './board-helpers.ts';
import { DEMO, shell } from './support/pages.ts';
import { useBrowser, type Viewport } from './support/session.ts';

const session = useBrowser();
const SHOTS = process.env.MENUS_SHOTS;
const MENUS = '/api/platform/menus';

async function shoot(page: Page, name: string, viewport: Viewport) {
  if (!SHOTS) return;
  await fs.mkdir(SHOTS, { recursive: true });
  await page.setViewportSize(viewport);
  await page.screenshot({ path: `${SHOTS}/${name}-${viewport.width}x${viewport.height}.png` });
}

/** Calls the API with the page's own token. */
async function api(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'));
      const token = key
        ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token
        : '';
      const res = await fetch(path, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        body: body !== undefined ? JSON.stringify(body) : undefined,
      });
      const text = await res.text();
      return { status: res.status, json: text ? (JSON.parse(text) as unknown) : null };
    },
    { method, path, body },
  );
}

const teacherEntries = async (page: Page) => {
  const res = await api(page, 'GET', `${MENUS}/by-role?Role=teacher&Framework=tafino-web`);
  expect(res.status).toBe(200);
  return (res.json as { items: { id: string; name: string }[] }).items;
};

describe('Menüs', () => {
  it('an admin hides "Webinhalt" for teachers; a teacher’s widget bar no longer offers it', async () => {
    const { page } = await session.signedIn(undefined, { account: DEMO.admin });
    await shell(page).accountButton.waitFor();
    const before = await teacherEntries(page);
    expect(before.map((m) => m.name)).toContain('Widget.ExternalContent');
    try {
      // The admin area from the account menu: the navigation lists the shipped pages.
      const account = await shell(page).openAccountMenu();
      await account.getByRole('menuitem', { name: 'Verwaltung' }).click();
      await page.waitForURL((url) => url.pathname === '/admin');
      const nav = page.getByRole('navigation', { name: 'Verwaltung' });
      for (const name of ['Menüs', 'Layouts', 'Datenwörterbuch', 'Versionen', 'Einstellungen', 'Symbole'])
        await nav.getByRole('link', { name, exact: true }).waitFor();
      await shoot(page, 'admin', { width: 1280, height: 800 });
      await shoot(page, 'admin', { width: 1024, height: 768 });
      await page.setViewportSize({ width: 1280, height: 800 });

      await nav.getByRole('link', { name: 'Menüs', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/admin/menues');
      await page.getByRole('heading', { level: 1, name: 'Menüs' }).waitFor();
      expect(await page.getByTestId('menus-role').inputValue()).toBe('teacher');
      await shoot(page, 'admin-menus', { width: 1280, height: 800 });
      await shoot(page, 'admin-menus', { width: 1024, height: 768 });
      await page.setViewportSize({ width: 1280, height: 800 });

      // The server searches: one entry for "Webinhalt", ticked for teachers.
      await page.getByTestId('menus-search').fill('Webinhalt');
      const rows = page.locator('.menus-page__item');
      await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(1);
      const web = page.locator('[data-menu-name="Widget.ExternalContent"]').getByRole('checkbox');
      expect(await web.isChecked()).toBe(true);
      await web.uncheck();
      await page.getByRole('button', { name: 'Speichern' }).click();
      await page.getByText('Die Freigaben wurden gespeichert.').waitFor();
      const after = await teacherEntries(page);
      expect(after.map((m) => m.name)).not.toContain('Widget.ExternalContent');
      expect(after).toHaveLength(before.length - 1);

      // A single account: found by the server's search; Jonas has no entries of his own.
      await page.getByRole('radio', { name: 'Benutzer' }).check();
      await page.getByTestId('menus-user-search').fill('Weber');
      await page.getByRole('button', { name: /Jonas Weber/ }).click();
      await page.getByText('Freigaben für Jonas Weber.', { exact: false }).waitFor();
      await expect.poll(() => web.count(), { timeout: 10_000 }).toBe(1);
      await expect.poll(() => web.isChecked()).toBe(false);
      await shoot(page, 'admin-menus-user', { width: 1024, height: 768 });
      await page.setViewportSize({ width: 1280, height: 800 });

      // A teacher's bar: no "Webinhalt", the other widgets as before.
      const teacher = await session.signedIn(undefined, { account: DEMO.jonas });
      try {
        await openFreshBoard(teacher.page, 'Menüs');
        const bar = board(teacher.page).bar;
        await expect
          .poll(() => bar.getByRole('button', { name: 'Webinhalt', exact: true }).count(), {
            timeout: 10_000,
          })
          .toBe(0);
        expect(await bar.getByRole('button', { name: 'Timer', exact: true }).count()).toBe(1);
        // The admin area is not there for a teacher.
        await teacher.page.goto('/admin/menues');
        await teacher.page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' }).waitFor();
        expect(await teacher.page.getByTestId('menus-search').count()).toBe(0);
      } finally {
        await teacher.context.close();
      }
    } finally {
      const restored = await api(page, 'PUT', `${MENUS}/by-role`, {
        role: 'teacher',
        framework: 'tafino-web',
        menuIds: before.map((m) => m.id),
      });
      expect(restored.status).toBe(204);
    }
    // Restored: a teacher's next visit offers "Webinhalt" again.
    const again = await session.signedIn(undefined, { account: DEMO.jonas });
    try {
      await openFreshBoard(again.page, 'Menüs');
      await board(again.page).bar.getByRole('button', { name: 'Webinhalt', exact: true }).waitFor();
    } finally {
      await again.context.close();
    }
  });

  it('the host admin creates, renames and deletes a layout on the Layouts page', async () => {
    const { page } = await session.signedIn(undefined, { account: DEMO.admin });
    const name = `test-${Date.now().toString(36)}`;
    try {
      await page.goto('/admin/layouts');
      await page.getByRole('heading', { level: 1, name: 'Layouts' }).waitFor();
      // The seeded layouts, found by the server's search.
      await page.getByPlaceholder('Layouts suchen').fill('Neutral');
      await expect.poll(() => page.locator('.layouts-page__item').count(), { timeout: 10_000 }).toBe(1);
      await page.getByPlaceholder('Layouts suchen').fill('');

      await page.getByRole('button', { name: 'Neues Layout' }).click();
      const dialog = page.getByRole('dialog', { name: 'Neues Layout' });
      await dialog.getByLabel('Name', { exact: true }).fill(name);
      await dialog.getByLabel('Anzeigename').fill('Testlayout');
      await dialog.getByLabel('Pfad').fill(`layouts/${name}`);
      await dialog.getByRole('button', { name: 'Speichern' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByPlaceholder('Layouts suchen').fill(name);
      const item = page.locator('.layouts-page__item', { hasText: name });
      await item.waitFor();
      await shoot(page, 'admin-layouts', { width: 1024, height: 768 });
      await page.setViewportSize({ width: 1280, height: 800 });

      await item.getByRole('button', { name: 'Bearbeiten' }).click();
      const edit = page.getByRole('dialog', { name: 'Layout bearbeiten' });
      await edit.getByLabel('Anzeigename').fill('Testlayout neu');
      await edit.getByRole('button', { name: 'Speichern' }).click();
      await edit.waitFor({ state: 'hidden' });
      await item.getByText('Testlayout neu').waitFor();

      await item.getByRole('button', { name: 'Löschen' }).click();
      const confirm = page.getByRole('dialog', { name: 'Layout löschen' });
      await confirm.getByRole('button', { name: 'Löschen' }).click();
      await confirm.waitFor({ state: 'hidden' });
      await expect.poll(() => item.count()).toBe(0);
    } finally {
      // Nothing of this test stays (also after a failure).
      const left = await api(page, 'GET', `/api/platform/layouts?Filter=${name}`);
      for (const layout of (left.json as { items?: { id: string }[] } | null)?.items ?? [])
        await api(page, 'DELETE', `/api/platform/layouts/${layout.id}`);
    }
  });
});
