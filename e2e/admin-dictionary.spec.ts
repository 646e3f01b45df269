/**
 * Datenwörterbuch (issue 20, spec section 7): an admin renames a subject in the admin area and a
 * teacher's Fächer chooser ("Karte wählen") offers the new name, under the same key; putting the
 * shipped name back ("Standard") restores the chooser. The test restores the list in any case, so
 * other specs see the shipped subjects. Screenshots of the page (1280x800 and 1024x768) go to
 * DICTIONARY_SHOTS when set.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openFreshBoard } from './board-helpers.ts';
import { addWidget, chooser, signedInAt } from './card-helpers.ts';
import { DEMO } from './support/pages.ts';
import { useBrowser, type Viewport } from './support/session.ts';
import { chooseEdition } from './widget-helpers.ts';

const session = useBrowser();
const SHOTS = process.env.DICTIONARY_SHOTS;
const SUBJECTS_ID = 'd1c70000-0000-4000-8000-000000000001';
const RENAMED = 'Werken und Gestalten';

const DUTIES_ID = 'd1c70000-0000-4000-8000-000000000002';

/** A call of the data dictionary API with the signed-in page's own token; the status. */
async function callApi(page: Page, method: string, path: string, body?: unknown): Promise<number> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'));
      const token = key ? (JSON.parse(localStorage.getItem(key) ?? '{}').access_token as string) : '';
      const res = await fetch(path, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return res.status;
    },
    { method, path, body },
  );
}

/** Drops the tenant's changes of the shipped subjects (DELETE datas/{id}). */
const resetSubjects = (page: Page) => callApi(page, 'DELETE', `/api/platform/datas/${SUBJECTS_ID}`);

async function openDictionary(page: Page) {
  await page.goto(`${session.baseUrl}/admin/datenwoerterbuch`);
  await page.getByRole('heading', { level: 1, name: 'Datenwörterbuch' }).waitFor();
}

const subjectsList = (page: Page) => page.locator('[data-testid="data-list"][data-list="subjects"]');

async function shoot(page: Page, name: string, viewport: Viewport) {
  if (!SHOTS) return;
  await page.setViewportSize(viewport);
  await page
    .locator('.data-dictionary, .admin-settings')
    .first()
    .evaluate((el) => el.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}-${viewport.width}x${viewport.height}.png` });
}

/** Opens the teacher's Fächer chooser on a fresh board (Grundschule); its names, read on demand. */
async function openSubjectChooser(page: Page): Promise<() => Promise<string[]>> {
  await openFreshBoard(page, 'Fächer');
  await addWidget(page, 'Fächer');
  await chooser(page).waitFor();
  return () => chooser(page).locator('.card-chooser__item span').allTextContents();
}

describe('Datenwörterbuch', () => {
  it('an admin renames a subject and the teacher’s Fächer chooser shows the new name', async () => {
    const admin = await session.signedIn(undefined, { account: DEMO.admin });
    const { page } = admin;
    try {
      await openDictionary(page);
      // Search on the server: only the list holding "Werken" is left.
      await page.getByLabel('Suchen').fill('Werken');
      await expect.poll(() => page.locator('[data-testid="data-list"]').count()).toBe(1);
      const row = subjectsList(page).locator('tr[data-item="subject.crafts"]');
      await row.getByRole('button', { name: '„Werken“ bearbeiten' }).click();
      await row.getByLabel('Name von „Werken“').fill(RENAMED);
      const saved = page.waitForResponse(
        (r) => r.url().includes('/items/subject.crafts') && r.request().method() === 'PUT',
      );
      await row.getByRole('button', { name: 'Speichern' }).click();
      expect((await saved).status()).toBe(200);
      await expect.poll(() => row.locator('.data-dictionary__name').textContent()).toBe(RENAMED);
      // The shipped name stays visible beside the school's, and "Standard" offers it back.
      expect(await row.locator('.data-dictionary__default').textContent()).toBe('(Werken)');
      await page.getByLabel('Suchen').fill('');
      await expect.poll(() => page.locator('[data-testid="data-list"]').count()).toBeGreaterThan(1);
      await shoot(page, 'datenwoerterbuch', { width: 1280, height: 800 });
      await shoot(page, 'datenwoerterbuch', { width: 1024, height: 768 });
      await page.setViewportSize({ width: 1280, height: 800 });

      // A teacher of the school: the chooser offers the new name, not the old one.
      const teacher = await signedInAt(session);
      try {
        await chooseEdition(teacher.page, 'Grundschule');
        const names = await openSubjectChooser(teacher.page);
        await expect.poll(names).toContain(RENAMED);
        expect(await names()).not.toContain('Werken');
        expect(await names()).toContain('Mathematik');
        if (SHOTS) await teacher.page.screenshot({ path: `${SHOTS}/chooser-renamed.png` });
        await chooser(teacher.page).getByRole('button', { name: 'Schließen' }).click();

        // Removing asks first; "Rückgängig" puts the entry back.
        await openDictionary(page);
        const art = subjectsList(page).locator('tr[data-item="subject.art"]');
        await art.getByRole('button', { name: '„Kunst“ entfernen' }).click();
        const confirm = page.getByRole('dialog', { name: 'Eintrag entfernen' });
        await confirm.getByRole('button', { name: 'Entfernen' }).click();
        await expect.poll(() => art.count()).toBe(0);
        await page.getByRole('button', { name: 'Rückgängig' }).click();
        await expect.poll(() => art.count()).toBe(1);

        // "Standard" restores the shipped name; the teacher's next chooser shows it again.
        await subjectsList(page)
          .locator('tr[data-item="subject.crafts"]')
          .getByRole('button', { name: `„${RENAMED}“ auf „Werken“ zurücksetzen` })
          .click();
        await expect
          .poll(() =>
            subjectsList(page).locator('tr[data-item="subject.crafts"] .data-dictionary__name').textContent(),
          )
          .toBe('Werken');
        await teacher.page.reload();
        const again = await openSubjectChooser(teacher.page);
        await expect.poll(again).toContain('Werken');
        expect(await again()).not.toContain(RENAMED);
      } finally {
        await teacher.context.close();
      }
    } finally {
      expect(await resetSubjects(page)).toBe(204);
      await admin.context.close();
    }
  });

  it('a new Klassendienste widget starts with the school’s duties', async () => {
    const admin = await session.signedIn(undefined, { account: DEMO.admin });
    try {
      await admin.page.goto(`${session.baseUrl}/`);
      const renamed = await callApi(admin.page, 'PUT', `/api/platform/datas/${DUTIES_ID}/items/duty.board`, {
        displayName: 'Tafel putzen',
        value: '2',
      });
      expect(renamed).toBe(200);
      const teacher = await signedInAt(session);
      try {
        await chooseEdition(teacher.page, 'Grundschule');
        await openFreshBoard(teacher.page, 'Dienste');
        const frame = await addWidget(teacher.page, 'Klassendienste');
        const first = frame.locator('[data-duty="board"]');
        await expect.poll(() => first.locator('.authority__label').textContent()).toBe('Tafel putzen');
        expect(await frame.locator('[data-duty="tidy"] .authority__label').textContent()).toBe(
          'Ordnungsdienst',
        );
      } finally {
        await teacher.context.close();
      }
    } finally {
      expect(await callApi(admin.page, 'DELETE', `/api/platform/datas/${DUTIES_ID}`)).toBe(204);
      await admin.context.close();
    }
  });

  it('shows the settings of the school and, to the host admin, the global ones', async () => {
    const { page, context } = await session.signedIn(undefined, { account: DEMO.admin });
    try {
      await page.goto(`${session.baseUrl}/admin/einstellungen`);
      await page.getByRole('heading', { level: 1, name: 'Einstellungen' }).waitFor();
      await page.getByRole('heading', { name: 'Globale Einstellungen' }).waitFor();
      const tenant = page.locator('[data-scope="tenant"]');
      // 'Zurücksetzen' only where the school stored a value: an inherited (global) one has nothing to remove.
      const colour = 'AppPlatform.Desktop.Style.BackgroundColor';
      const reset = tenant.getByRole('button', { name: '„Hintergrundfarbe“ zurücksetzen' });
      const change = (scope: string, value: string | null) =>
        callApi(page, 'PUT', `/api/setting-management/settings/change-${scope}`, [{ name: colour, value }]);
      expect(await change('global', '#123456')).toBe(204);
      expect(await change('current-tenant', null)).toBe(204);
      await page.reload();
      await expect
        .poll(() => tenant.getByLabel('Hintergrundfarbe', { exact: true }).inputValue())
        .toBe('#123456');
      expect(await reset.isDisabled()).toBe(true);
      expect(await change('current-tenant', '#654321')).toBe(204);
      await page.reload();
      await expect.poll(() => reset.isEnabled()).toBe(true);
      await reset.click();
      await expect.poll(() => reset.isDisabled()).toBe(true);
      await expect
        .poll(() => tenant.getByLabel('Hintergrundfarbe', { exact: true }).inputValue())
        .toBe('#123456');
      expect(await change('global', null)).toBe(204);
      await page.reload();
      await page.getByRole('heading', { name: 'Globale Einstellungen' }).waitFor();
      // A value the server refuses shows its German message.
      await tenant.getByLabel('Hintergrundfarbe', { exact: true }).fill('#12');
      await tenant.getByRole('button', { name: 'Speichern' }).click();
      await expect
        .poll(() => tenant.getByRole('alert').textContent())
        .toContain('Die Farbe ist ein Farbwert');
      await tenant.getByLabel('Hintergrundfarbe', { exact: true }).fill('');
      await shoot(page, 'einstellungen', { width: 1280, height: 800 });
      await shoot(page, 'einstellungen', { width: 1024, height: 768 });
    } finally {
      await context.close();
    }
  });
});
