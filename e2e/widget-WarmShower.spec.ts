import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { board } from './board-helpers.ts';
import { storeClassList } from './class-list-helpers.ts';
import { startSharing } from './share-helpers.ts';
import { shell } from './support/pages.ts';
import { type SignInOptions, useBrowser, type Viewport } from './support/session.ts';
import { boxOf, chooseEdition, enlarge, saved } from './widget-helpers.ts';

// Warme Dusche (catalogue 3.8): a child chosen fairly from the class list (the class's pick memory of
// "Namen ziehen"), compliments as drops, "Abschließen"; names and compliments never leave the account.

const session = useBrowser();
const CLASS = ['Ali', 'Bea', 'Cem'];

const signedIn = (viewport?: Viewport, options: SignInOptions = {}) =>
  session.signedIn(viewport, { reducedMotion: 'reduce', ...options });

async function classBoard(page: Page, prefix: string, edition = 'PrimaryGradeLevel'): Promise<string> {
  const classCode = `ws${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 100)}`;
  await storeClassList(page, classCode, CLASS, edition);
  const desktop = `${prefix} ${Date.now().toString(36)}`;
  await shell(page).createDesktop(desktop, classCode);
  await board(page).ready();
  return desktop;
}

const owner = (frame: Locator) => frame.locator('.widget-frame__owner');
const shownName = (frame: Locator) => frame.getByTestId('warm-shower-name').textContent();

async function addShower(page: Page): Promise<Locator> {
  const frame = await board(page).add('Warme Dusche');
  await frame.getByText('Wer bekommt heute die Warme Dusche?').waitFor();
  return frame;
}

async function addCompliment(frame: Locator, text: string) {
  await frame.getByRole('button', { name: '+ Kompliment' }).click();
  const dialog = frame.getByRole('dialog', { name: '+ Kompliment' });
  await dialog.getByLabel('Kompliment (kurz, freiwillig)').fill(text);
  await dialog.getByRole('button', { name: 'Hinzufügen' }).click();
  await expect.poll(() => dialog.count()).toBe(0);
}

describe('Warme Dusche', () => {
  it('with 3 names, three rounds cover 3 different children, then the new-round question appears', async () => {
    const { context, page } = await signedIn();
    try {
      await classBoard(page, 'Dusche');
      const frame = await addShower(page);
      const item = await boxOf(board(page).item(frame));
      expect([Math.round(item.width), Math.round(item.height)]).toEqual([600, 400]);
      const children: string[] = [];
      for (let round = 0; round < 3; round++) {
        const random = frame.getByRole('button', { name: 'Zufällig', exact: true });
        const box = await boxOf(random);
        expect(box.height).toBeGreaterThanOrEqual(44);
        await random.click();
        await frame.getByTestId('warm-shower-name').waitFor();
        const child = (await shownName(frame)) ?? '';
        children.push(child);
        // The name is the widget's "Gehört zu".
        await expect.poll(() => owner(frame).textContent()).toBe(child);
        await addCompliment(frame, `Danke, dass du hilfst (${round + 1})`);
        await frame.getByRole('button', { name: 'Abschließen' }).click();
        await frame.getByText(`Danke, ${child}!`).waitFor();
        await expect.poll(() => owner(frame).count()).toBe(0);
      }
      expect([...children].sort()).toEqual(CLASS);
      await frame.getByText('Alle hatten eine Warme Dusche – neue Runde starten?').waitFor();
      expect(await frame.getByRole('button', { name: 'Zufällig', exact: true }).count()).toBe(0);
      // The class memory is the one of "Namen ziehen": all three are "Schon dran" there too.
      const picker = await board(page).add('Namen ziehen');
      await expect.poll(() => picker.getByText('Alle waren dran').count()).toBe(1);
      // "Neue Runde" opens every name again.
      await frame.getByRole('button', { name: 'Neue Runde' }).click();
      await frame.getByRole('button', { name: 'Zufällig', exact: true }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('the compliments and ownerName survive a reload', async () => {
    const { context, page } = await signedIn();
    try {
      await classBoard(page, 'Dusche Reload');
      const frame = await addShower(page);
      await frame.getByRole('button', { name: 'Namen wählen' }).click();
      await frame.getByRole('button', { name: 'Bea', exact: true }).click();
      await expect.poll(() => shownName(frame)).toBe('Bea');
      await addCompliment(frame, 'Du kannst gut malen.');
      await addCompliment(frame, '');
      await addCompliment(frame, 'Mit dir macht es Spaß, zu spielen.');
      await expect.poll(() => frame.getByTestId('warm-shower-count').textContent()).toBe('3 Komplimente');
      expect(await frame.locator('.warm-shower__drop').count()).toBe(3);
      for (const prompt of [
        'Ich mag an dir, dass …',
        'Du kannst gut …',
        'Danke, dass du …',
        'Mit dir macht es Spaß, …',
      ])
        expect(await frame.getByText(prompt, { exact: true }).count()).toBe(1);
      await expect.poll(() => owner(frame).textContent()).toBe('Bea');
      await saved(page);

      await page.reload();
      await board(page).ready();
      const again = board(page).widget('Warme Dusche');
      await again.getByTestId('warm-shower-name').waitFor();
      expect(await shownName(again)).toBe('Bea');
      expect(await owner(again).textContent()).toBe('Bea');
      expect(await again.getByTestId('warm-shower-count').textContent()).toBe('3 Komplimente');
      expect(await again.getByText('Du kannst gut malen.').count()).toBe(1);
      expect(await again.getByText('Mit dir macht es Spaß, zu spielen.').count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  it('"Urkunde drucken" prints one A4 page "Eine Warme Dusche für Bea – 10.09.2025" with the compliments', async () => {
    const { context, page } = await signedIn(undefined, { timezoneId: 'Europe/Berlin' });
    try {
      await page.clock.install({ time: new Date('2025-09-10T08:00:00+02:00') });
      await page.reload();
      await classBoard(page, 'Dusche Urkunde');
      const frame = await addShower(page);
      await frame.getByRole('button', { name: 'Namen wählen' }).click();
      await frame.getByRole('button', { name: 'Bea', exact: true }).click();
      await addCompliment(frame, 'Du kannst gut malen.');
      await addCompliment(frame, '');
      await addCompliment(frame, 'Danke, dass du <immer> hilfst & tröstest.');
      // The print frame's window.print records the document it would print (no print dialog in the test).
      await page.evaluate(() => {
        const w = window as unknown as { printed: { html: string; title: string; inFrame: boolean }[] };
        w.printed = [];
        const own = Object.getOwnPropertyDescriptor(HTMLIFrameElement.prototype, 'contentWindow');
        Object.defineProperty(HTMLIFrameElement.prototype, 'contentWindow', {
          configurable: true,
          get(this: HTMLIFrameElement) {
            const win = own?.get?.call(this) as Window | null;
            if (win && this.classList.contains('warm-shower__print-frame')) {
              win.print = () => {
                w.printed.push({
                  html: win.document.documentElement.outerHTML,
                  title: win.document.title,
                  inFrame: this.isConnected,
                });
                win.dispatchEvent(new Event('afterprint'));
              };
            }
            return win;
          },
        });
      });
      const print = frame.getByRole('button', { name: 'Urkunde drucken' });
      expect((await boxOf(print)).height).toBeGreaterThanOrEqual(24);
      await print.click();
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { printed: unknown[] }).printed.length))
        .toBe(1);
      const [printed] = await page.evaluate(
        () => (window as unknown as { printed: { html: string; title: string; inFrame: boolean }[] }).printed,
      );
      if (!printed) throw new Error('nothing printed');
      expect(printed.title).toBe('Eine Warme Dusche für Bea – 10.09.2025');
      expect(printed.inFrame).toBe(true);
      // After printing the frame is gone again; the board is unchanged.
      await expect.poll(() => page.locator('.warm-shower__print-frame').count()).toBe(0);
      expect(await shownName(frame)).toBe('Bea');

      // The printed page as the printer sees it: print media, one A4 page, the title and both compliments.
      const sheet = await context.newPage();
      try {
        await sheet.setContent(printed.html);
        await sheet.emulateMedia({ media: 'print' });
        expect(await sheet.locator('h1').textContent()).toBe('Eine Warme Dusche für Bea – 10.09.2025');
        expect(await sheet.locator('li').allTextContents()).toEqual([
          'Du kannst gut malen.',
          'Danke, dass du <immer> hilfst & tröstest.',
        ]);
        // each compliment with a drawn drop (no emoji font needed to print it)
        expect(await sheet.locator('li svg').count()).toBe(2);
        expect((await boxOf(sheet.locator('li svg').first())).height).toBeGreaterThan(8);
        expect(await sheet.locator('script').count()).toBe(0);
        for (const part of ['h1', 'li']) expect(await sheet.locator(part).first().isVisible()).toBe(true);
        const shots = process.env.SHOTS_DIR;
        if (shots) await sheet.screenshot({ path: `${shots}/WarmShower-certificate.png`, fullPage: true });
        const pdf = (await sheet.pdf({ preferCSSPageSize: true })).toString('latin1');
        expect(pdf.match(/\/Type\s*\/Page\b/g)?.length).toBe(1);
        // A4 is 595 x 842 pt
        const box = pdf.match(/\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/);
        expect(Math.round(Number(box?.[1]))).toBe(595);
        expect(Math.round(Number(box?.[2]))).toBe(842);
      } finally {
        await sheet.close();
      }
    } finally {
      await context.close();
    }
  });

  it('names and compliments never leave the account: the shared /iframe shows neither', async () => {
    const { context, page } = await signedIn();
    try {
      const desktop = await classBoard(page, 'Dusche Geteilt');
      const frame = await addShower(page);
      await frame.getByRole('button', { name: 'Namen wählen' }).click();
      await frame.getByRole('button', { name: 'Cem', exact: true }).click();
      await addCompliment(frame, 'Geheimes Lob für dich');
      await saved(page);
      const { code, dialog } = await startSharing(page, desktop);
      await dialog
        .getByRole('button', { name: 'Schließen' })
        .first()
        .click()
        .catch(() => {});
      const anonymous = await session.open({ viewport: { width: 1280, height: 800 } });
      try {
        await anonymous.page.goto(`/iframe?code=${code}`);
        await anonymous.page.getByRole('region', { name: 'Warme Dusche' }).waitFor();
        await anonymous.page.locator('.warm-shower').waitFor();
        const text = (await anonymous.page.locator('body').textContent()) ?? '';
        for (const name of CLASS) expect(text).not.toContain(name);
        expect(text).not.toContain('Geheimes Lob');
        expect(await anonymous.page.locator('.warm-shower__drop').count()).toBe(0);
      } finally {
        await anonymous.context.close();
      }
    } finally {
      await context.close();
    }
  });

  it('is offered in both editions and legible at default and enlarged size', async () => {
    const { context, page } = await signedIn({ width: 1920, height: 1080 });
    try {
      for (const edition of ['Grundschule', 'Sekundarstufe'] as const) {
        await classBoard(
          page,
          `Dusche ${edition}`,
          edition === 'Grundschule' ? 'PrimaryGradeLevel' : 'SecondaryGradeLevel',
        );
        const frame = await addShower(page);
        await frame.getByRole('button', { name: 'Namen wählen' }).click();
        await frame.getByRole('button', { name: 'Ali', exact: true }).click();
        for (const text of ['Du hilfst immer.', 'Du kannst gut zuhören.', '', 'Danke für deine Ideen!'])
          await addCompliment(frame, text);
        await saved(page);
        const shots = process.env.SHOTS_DIR;
        if (shots) await frame.screenshot({ path: `${shots}/WarmShower-${edition}-default.png` });
        await expectInside(frame);
        await enlarge(page, frame, 700, 400);
        await saved(page);
        await expectInside(frame);
        if (shots) await frame.screenshot({ path: `${shots}/WarmShower-${edition}-large.png` });
        const size = await frame
          .getByTestId('warm-shower-name')
          .evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
        expect(size).toBeGreaterThanOrEqual(60);
        if (edition === 'Grundschule') await chooseEdition(page, 'Sekundarstufe');
      }
    } finally {
      await chooseEdition(page, 'Grundschule').catch(() => undefined);
      await context.close();
    }
  });
});

/** Name, counter, drops and buttons lie inside the frame. */
async function expectInside(frame: Locator) {
  const body = await boxOf(frame.locator('.warm-shower'));
  for (const part of await frame
    .locator('.warm-shower__name, .warm-shower__count, .warm-shower__drop, .warm-shower__actions button')
    .all()) {
    const box = await boxOf(part);
    expect(box.y + box.height).toBeLessThanOrEqual(body.y + body.height + 0.5);
    expect(box.x + box.width).toBeLessThanOrEqual(body.x + body.width + 0.5);
    expect(box.x).toBeGreaterThanOrEqual(body.x - 0.5);
  }
}
