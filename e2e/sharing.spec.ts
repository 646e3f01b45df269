/**
 * Sharing a desktop by code (issue 7, item 4): Anna shares, Jonas imports a copy and changes it,
 * Anna's desktop stays as it was. Also: unknown and other-tenant codes, the import link (QR code)
 * over sign-in, ending sharing, "Duplizieren", and axe on both dialogs.
 */
import type { Locator, Page } from 'playwright-core';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { board, openFreshBoard } from './board-helpers.ts';
import { formatViolations, runAxe } from './support/axe.ts';
import { DEMO, type DemoAccount, escapeRegExp, shell, signIn } from './support/pages.ts';
import { DESKTOP, useBrowser } from './support/session.ts';
import { saved } from './widget-helpers.ts';

const session = useBrowser();
const { baseUrl } = session;
const NOT_FOUND = 'Zu diesem Code wurde keine geteilte Tafel gefunden. Bitte prüfen Sie die Eingabe.';

const signedIn = (account: DemoAccount) =>
  session.signedIn(DESKTOP, {
    account,
    blockThirdParty: true,
    permissions: ['clipboard-read', 'clipboard-write'],
  });

async function menuItem(page: Page, name: string): Promise<void> {
  const menu = await shell(page).openDesktopMenu();
  await menu.getByRole('menuitem', { name, exact: true }).click();
}

/**
 * Opens "Teilen" for the current desktop, starts sharing when it is not shared yet (opening alone
 * creates no code), and returns the dialog and the code it shows.
 */
async function openShareDialog(page: Page, desktopName: string): Promise<{ dialog: Locator; code: string }> {
  await menuItem(page, 'Teilen');
  const dialog = shell(page).dialog(`„${desktopName}“ teilen`);
  const codeBox = dialog.locator('[data-share-code]');
  const start = dialog.getByRole('button', { name: 'Teilen starten' });
  await codeBox.or(start).first().waitFor();
  if (await start.isVisible()) await start.click();
  await codeBox.waitFor();
  const code = (await codeBox.getAttribute('data-share-code')) ?? '';
  return { dialog, code };
}

async function openImportDialog(page: Page): Promise<Locator> {
  await menuItem(page, 'Tafel per Code übernehmen');
  const dialog = shell(page).dialog('Tafel per Code übernehmen');
  await dialog.waitFor();
  return dialog;
}

async function waitForDesktop(page: Page, name: string) {
  await page.waitForURL((url) => decodeURIComponent(url.pathname) === `/desktops/${name}`);
  await board(page).ready();
}

/** The access token oidc-client-ts keeps for the signed-in user. */
async function accessToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i)!;
      if (key.startsWith('oidc.user:')) return JSON.parse(localStorage.getItem(key)!).access_token as string;
    }
    throw new Error('no signed-in user in localStorage');
  });
}

/** The share code the server holds for one of the signed-in user's desktops (API check). */
async function serverShareCode(page: Page, desktopName: string): Promise<string | null> {
  const res = await fetch(`${baseUrl}/api/platform/desktops/by-user`, {
    headers: { authorization: `Bearer ${await accessToken(page)}` },
  });
  expect(res.status).toBe(200);
  const { items } = (await res.json()) as { items: { name: string; cloneShareActionCode: string | null }[] };
  const desktop = items.find((d) => d.name === desktopName);
  expect(desktop).toBeDefined();
  return desktop!.cloneShareActionCode;
}

/** The path of the QR code's dark modules, computed here the same way the app draws it. */
function qrPathOf(value: string): string {
  const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
  let d = '';
  for (let row = 0; row < modules.size; row += 1)
    for (let col = 0; col < modules.size; col += 1)
      if (modules.get(row, col)) d += `M${col + 4} ${row + 4}h1v1h-1z`;
  return d;
}

async function pngOf(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 110, b: 220 } } })
    .png()
    .toBuffer();
}

const naturalWidth = (image: Locator) => image.evaluate((img: HTMLImageElement) => img.naturalWidth);

describe('sharing a desktop by code', () => {
  it('opening "Teilen" publishes nothing; "Teilen starten" shares, "Teilen beenden" (one tap) ends it', async () => {
    const anna = await signedIn(DEMO.anna);
    const guest = await session.open({ viewport: { width: 1024, height: 768 }, hasTouch: true });
    try {
      const a = anna.page;
      const name = await openFreshBoard(a, 'Privat');
      await board(a).add('Notiz');
      await saved(a);

      // Open and close with ×: the dialog says what a code would allow, and no code exists.
      await menuItem(a, 'Teilen');
      const dialog = shell(a).dialog(`„${name}“ teilen`);
      await dialog.getByText(/eine eigene Kopie dieser Tafel übernehmen/).waitFor();
      await dialog.getByText(/ohne Anmeldung ansehen \(nur ansehen/).waitFor();
      await dialog.getByRole('button', { name: 'Teilen starten' }).waitFor();
      expect(await dialog.locator('[data-share-code]').count()).toBe(0);
      expect(formatViolations(await runAxe(a, { include: ['dialog[open]'] }))).toEqual([]);
      await dialog.getByRole('button', { name: 'Schließen' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await expect(serverShareCode(a, name)).resolves.toBeNull();

      // "Teilen starten" creates the code; the read-only view works for anyone with it.
      const { dialog: shared, code } = await openShareDialog(a, name);
      await expect(serverShareCode(a, name)).resolves.toBe(code);
      const g = guest.page;
      await g.goto(`/iframe?code=${code}`);
      await g.getByRole('region', { name: 'Notiz' }).waitFor();
      await expect(g.title()).resolves.toBe(`${name} | TAFINO`);

      // "Teilen beenden" sits at the top of the dialog, at least 44x44, and ends sharing with one tap.
      const stop = shared.getByRole('button', { name: 'Teilen beenden' });
      const box = (await stop.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
      const codeBox = (await shared.locator('[data-share-code]').boundingBox())!;
      expect(box.y).toBeLessThan(codeBox.y);
      await stop.click();
      await shared.getByText(/wird nicht mehr geteilt/).waitFor();
      await expect(serverShareCode(a, name)).resolves.toBeNull();
      await g.goto(`/iframe?code=${code}`);
      await g.getByRole('heading', { level: 1, name: 'Diese Tafel wurde nicht gefunden.' }).waitFor();
    } finally {
      await anna.context.close();
      await guest.context.close();
    }
  });

  it('Anna shares; Jonas imports his own copy, changes it; Anna’s desktop stays unchanged', async () => {
    const anna = await signedIn(DEMO.anna);
    const jonas = await signedIn(DEMO.jonas);
    try {
      // Anna prepares a desktop: a note, a running timer and an uploaded picture.
      const a = anna.page;
      const name = await openFreshBoard(a, 'Geteilt');
      const ab = board(a);
      const note = await ab.add('Notiz');
      await note.getByTestId('note-text').click();
      await a.keyboard.type('Hallo Klasse 3b');
      await ab.handle(note).click();
      const timer = await ab.add('Timer');
      await timer.getByRole('button', { name: '1 Min', exact: true }).click();
      await timer.getByRole('button', { name: 'Start', exact: true }).click();
      await timer.getByRole('button', { name: 'Pause', exact: true }).waitFor();
      const media = await ab.add('Medien');
      const [chooser] = await Promise.all([
        a.waitForEvent('filechooser'),
        media.getByRole('button', { name: 'Datei hochladen', exact: true }).click(),
      ]);
      await chooser.setFiles({ name: 'Blau.png', mimeType: 'image/png', buffer: await pngOf(64, 48) });
      await media.locator('img.media__image').waitFor();
      await expect.poll(() => naturalWidth(media.locator('img.media__image'))).toBe(64);
      await saved(a);

      // The share dialog creates a code, shows it grouped, copies it, and passes axe.
      const { dialog, code } = await openShareDialog(a, name);
      expect(code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
      const grouped = `${code.slice(0, 4)}-${code.slice(4)}`;
      await expect(dialog.locator('.share__code [aria-hidden="true"]').textContent()).resolves.toBe(grouped);
      await expect(dialog.getByText(/ohne Namen von Schülerinnen und Schülern/).count()).resolves.toBe(1);
      await dialog.getByRole('button', { name: 'Code kopieren' }).click();
      await dialog.getByText('Code kopiert', { exact: true }).waitFor();
      await expect(a.evaluate(() => navigator.clipboard.readText())).resolves.toBe(grouped);
      const importUrl = `${baseUrl}/desktops?importCode=${code}`;
      await expect(dialog.getByRole('textbox', { name: 'Link zum Übernehmen' }).inputValue()).resolves.toBe(
        importUrl,
      );
      await expect(
        dialog.getByRole('textbox', { name: 'Als Einbettung (nur ansehen)' }).inputValue(),
      ).resolves.toBe(`${baseUrl}/iframe?code=${code}`);
      const qr = dialog.getByRole('img', { name: 'QR-Code mit dem Link zum Übernehmen dieser Tafel' });
      await expect(qr.locator('path').getAttribute('d')).resolves.toBe(qrPathOf(importUrl));
      expect(formatViolations(await runAxe(a, { include: ['dialog[open]'] }))).toEqual([]);
      await dialog.getByRole('button', { name: 'Fertig' }).click();
      await dialog.waitFor({ state: 'hidden' });

      // Jonas imports it by code (lower case, spaces) and gets the same widgets without lesson state.
      const j = jonas.page;
      const importDialog = await openImportDialog(j);
      expect(formatViolations(await runAxe(j, { include: ['dialog[open]'] }))).toEqual([]);
      const input = importDialog.getByLabel('Code', { exact: true });
      await input.pressSequentially(`${code.slice(0, 4).toLowerCase()} ${code.slice(4).toLowerCase()}`);
      await expect(input.inputValue()).resolves.toBe(`${code.slice(0, 4)} ${code.slice(4)}`);
      await importDialog.getByRole('button', { name: 'Übernehmen' }).click();
      await waitForDesktop(j, name);
      await j.getByText(`Tafel „${name}“ übernommen.`).waitFor();
      const jb = board(j);
      await expect(jb.widgets().count()).resolves.toBe(3);
      await expect(jb.widget('Notiz').getByTestId('note-text').textContent()).resolves.toBe(
        'Hallo Klasse 3b',
      );
      // The timer's run is lesson state: the copy starts stopped.
      await expect(jb.widget('Timer').getByRole('button', { name: 'Pause' }).count()).resolves.toBe(0);
      const copiedImage = jb.widget('Medien').locator('img.media__image');
      await copiedImage.waitFor();
      await expect.poll(() => naturalWidth(copiedImage)).toBe(64);
      // The navigation marks it as a copy of Anna's desktop (text, not colour alone).
      const jShell = shell(j);
      await expect(jShell.desktopButton.textContent()).resolves.toContain('Kopie');
      await expect(jShell.desktopButton.getAttribute('aria-label')).resolves.toBe(
        `Desktop wechseln, aktuell: ${name} (Kopie von ${DEMO.anna.email})`,
      );

      // Jonas changes his copy: more text in the note, the picture removed.
      const jNote = jb.widget('Notiz');
      await jNote.getByTestId('note-text').click();
      await j.keyboard.press('Control+End');
      await j.keyboard.type(' und Jonas');
      await jb.handle(jNote).click();
      const jMedia = jb.widget('Medien');
      await jb.handle(jMedia).click();
      await jMedia.getByRole('button', { name: 'Entfernen' }).click();
      await expect(jb.widgets().count()).resolves.toBe(2);
      await saved(j);
      await j.reload();
      await jb.ready();
      await expect(jb.widgets().count()).resolves.toBe(2);
      await expect(jb.widget('Notiz').getByTestId('note-text').textContent()).resolves.toBe(
        'Hallo Klasse 3b und Jonas',
      );

      // Anna reloads: her desktop is unchanged, the picture (her asset) still loads; it is marked shared.
      await a.reload();
      await ab.ready();
      await expect(ab.widgets().count()).resolves.toBe(3);
      await expect(ab.widget('Notiz').getByTestId('note-text').textContent()).resolves.toBe(
        'Hallo Klasse 3b',
      );
      const ownImage = ab.widget('Medien').locator('img.media__image');
      await ownImage.waitFor();
      await expect.poll(() => naturalWidth(ownImage)).toBe(64);
      const aShell = shell(a);
      await expect(aShell.desktopButton.textContent()).resolves.toContain('Geteilt');
      await expect(aShell.desktopButton.getAttribute('aria-label')).resolves.toBe(
        `Desktop wechseln, aktuell: ${name} (Geteilt: 1 Kopie wurde übernommen)`,
      );
      const again = await openShareDialog(a, name);
      expect(again.code).toBe(code);
      await again.dialog.getByText('Bisher wurde 1 Kopie übernommen.').waitFor();
    } finally {
      await anna.context.close();
      await jonas.context.close();
    }
  });

  it('shows the German error for unknown, malformed and other-tenant codes', async () => {
    const anna = await signedIn(DEMO.anna);
    const mia = await signedIn(DEMO.mia);
    try {
      const name = await openFreshBoard(anna.page, 'Mandant');
      const { code } = await openShareDialog(anna.page, name);

      const m = mia.page;
      const dialog = await openImportDialog(m);
      const input = dialog.getByLabel('Code', { exact: true });
      const submit = dialog.getByRole('button', { name: 'Übernehmen' });
      const alert = dialog.getByRole('alert');

      await input.fill('ABC');
      await submit.click();
      await expect(alert.textContent()).resolves.toBe(
        'Ein Code besteht aus 8 Buchstaben und Ziffern, zum Beispiel ABCD-EFGH.',
      );
      await input.fill('ZZZZ-ZZZZ');
      await submit.click();
      await expect.poll(() => alert.textContent()).toBe(NOT_FOUND);
      await expect(input.getAttribute('aria-invalid')).resolves.toBe('true');
      expect(formatViolations(await runAxe(m, { include: ['dialog[open]'] }))).toEqual([]);

      // A real code of another school (tenant) is not found either.
      await input.fill(code);
      await submit.click();
      await expect.poll(() => alert.textContent()).toBe(NOT_FOUND);
      await dialog.getByRole('button', { name: 'Abbrechen' }).click();
      await dialog.waitFor({ state: 'hidden' });
    } finally {
      await anna.context.close();
      await mia.context.close();
    }
  });

  it('opens the import dialog from the QR link after sign-in; an ended share no longer works', async () => {
    const anna = await signedIn(DEMO.anna);
    const guest = await session.open({ viewport: { width: 1280, height: 800 } });
    try {
      const a = anna.page;
      const name = await openFreshBoard(a, 'Link');
      await board(a).add('Notiz');
      await saved(a);
      const { dialog, code } = await openShareDialog(a, name);
      const link = await dialog.getByRole('textbox', { name: 'Link zum Übernehmen' }).inputValue();

      // Jonas opens the link signed out: sign-in first, then the import dialog with the code.
      const j = guest.page;
      await j.goto(link.replace(baseUrl, ''));
      await j.waitForURL((url) => url.pathname === '/landing');
      await signIn(j, DEMO.jonas.email, DEMO.jonas.password);
      const importDialog = shell(j).dialog('Tafel per Code übernehmen');
      await importDialog.waitFor();
      await expect(importDialog.getByLabel('Code', { exact: true }).inputValue()).resolves.toBe(
        `${code.slice(0, 4)}-${code.slice(4)}`,
      );
      expect(new URL(j.url()).searchParams.has('importCode')).toBe(false);

      // Anna ends sharing with one tap; then the code is unknown.
      await dialog.getByRole('button', { name: 'Teilen beenden' }).click();
      await dialog.getByText(/wird nicht mehr geteilt/).waitFor();
      await a.getByText(`Teilen von „${name}“ beendet.`).waitFor();

      await importDialog.getByRole('button', { name: 'Übernehmen' }).click();
      await expect.poll(() => importDialog.getByRole('alert').textContent()).toBe(NOT_FOUND);
    } finally {
      await anna.context.close();
      await guest.context.close();
    }
  });

  it('duplicates an own desktop under a free name', async () => {
    const { context, page } = await signedIn(DEMO.anna);
    try {
      const name = await openFreshBoard(page, 'Doppel');
      await board(page).add('Timer');
      await board(page).add('Notiz');
      await saved(page);
      await menuItem(page, 'Duplizieren');
      await waitForDesktop(page, `${name} (Kopie)`);
      await page.getByText(`„${name} (Kopie)“ erstellt.`).waitFor();
      await board(page).ready();
      await expect.poll(() => board(page).widgets().count(), { timeout: 15_000 }).toBe(2);
      await expect(shell(page).desktopButton.getAttribute('aria-label')).resolves.toBe(
        `Desktop wechseln, aktuell: ${name} (Kopie) (Kopie von „${name}“)`,
      );
      // a copy of one's own desktop is no share: the original is not marked "Geteilt"
      const menu = await shell(page).openDesktopMenu();
      await expect(
        menu.getByRole('menuitemradio', { name: new RegExp(`^${escapeRegExp(name)} · Geteilt`) }).count(),
      ).resolves.toBe(0);
      await expect(
        menu.getByRole('menuitemradio', { name: new RegExp(`^${escapeRegExp(name)}(?! \\(Kopie)`) }).count(),
      ).resolves.toBe(1);
      await page.keyboard.press('Escape');
    } finally {
      await context.close();
    }
  });
});
