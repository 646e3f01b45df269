import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { board } from './board-helpers.ts';
import { storeClassList } from './class-list-helpers.ts';
import { startSharing } from './share-helpers.ts';
import { shell } from './support/pages.ts';
import { DESKTOP, type SignInOptions, useBrowser, type Viewport } from './support/session.ts';
import { boxOf, chooseEdition, componentWrite, enlarge, openSettings } from './widget-helpers.ts';

// Namen ziehen (catalogue 3.3): draws from the class list's names not picked yet; who was picked
// is remembered for the teacher's class across widgets, desktops and reloads until "Neue Runde".

const session = useBrowser();
const CLASS = ['Ali', 'Bea', 'Cem'];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const signedIn = (viewport?: Viewport, options: SignInOptions = {}) =>
  session.signedIn(viewport, { reducedMotion: 'reduce', ...options });

async function classBoard(page: Page, classCode: string, name: string): Promise<string> {
  const desktop = `${name} ${Date.now().toString(36)}`;
  await shell(page).createDesktop(desktop, classCode);
  await board(page).ready();
  return desktop;
}

/** Taps 'Ziehen' and waits for the drawn name (after the roll); returns it. */
async function draw(frame: Locator): Promise<string> {
  await frame.getByRole('button', { name: 'Ziehen', exact: true }).click();
  const announcement = frame.getByTestId('name-picker-announcement');
  await expect
    .poll(async () => (await announcement.textContent()) ?? '', { timeout: 5000 })
    .toMatch(/^Gezogen: /);
  return (await frame.getByTestId('name-picker-pick').first().textContent()) ?? '';
}

async function listed(frame: Locator, column: 'Noch nicht dran' | 'Schon dran'): Promise<string[]> {
  return (await frame.getByRole('region', { name: column }).getByRole('button').allTextContents()).sort();
}

describe('Namen ziehen', () => {
  it('three names: three draws give three different names, then "Alle waren dran"; "Schon dran" survives a reload and reaches another widget and desktop of the class until "Neue Runde"', async () => {
    const { context, page } = await signedIn();
    try {
      const classCode = `np${Date.now().toString(36).slice(-6)}`;
      await storeClassList(page, classCode, CLASS);
      await classBoard(page, classCode, 'Ziehen');
      const b = board(page);
      const frame = await b.add('Namen ziehen');
      const item = await boxOf(b.item(frame));
      expect([Math.round(item.width), Math.round(item.height)]).toEqual([360, 240]);
      const drawButton = frame.getByRole('button', { name: 'Ziehen', exact: true });
      const size = await boxOf(drawButton);
      expect(size.height).toBeGreaterThanOrEqual(44);
      expect(size.width).toBeGreaterThanOrEqual(44);

      const drawn = [await draw(frame), await draw(frame), await draw(frame)];
      expect([...drawn].sort()).toEqual(CLASS);
      await frame.getByText('Alle waren dran').waitFor();
      expect(await drawButton.count()).toBe(0);
      await frame.getByRole('button', { name: 'Neue Runde' }).waitFor();
      await frame.screenshot({ path: '/tmp/name-picker-all-done.png' });

      await frame.getByRole('button', { name: 'Listen zeigen' }).click();
      expect(await listed(frame, 'Schon dran')).toEqual(CLASS);
      // A tap moves a name back (an absent child's turn comes again).
      await frame.getByRole('button', { name: 'Bea: zu „Noch nicht dran“ verschieben' }).click();
      await expect.poll(() => listed(frame, 'Noch nicht dran')).toEqual(['Bea']);
      await frame.screenshot({ path: '/tmp/name-picker-lists.png' });
      await sleep(300);
      await b.waitSaved();

      await page.reload();
      await b.ready();
      const again = b.widget('Namen ziehen');
      await again.getByRole('button', { name: 'Listen zeigen' }).click();
      expect(await listed(again, 'Schon dran')).toEqual(['Ali', 'Cem']);
      expect(await listed(again, 'Noch nicht dran')).toEqual(['Bea']);
      await again.getByRole('button', { name: 'Listen schließen' }).click();

      // A new widget of the same class goes on with the names not yet drawn.
      const second = await b.add('Namen ziehen');
      expect(await draw(second)).toBe('Bea');
      await second.getByText('Alle waren dran').waitFor();

      // So does another desktop of the class, until "Neue Runde".
      await classBoard(page, classCode, 'Zweite Stunde');
      const other = await b.add('Namen ziehen');
      await other.getByText('Alle waren dran').waitFor();
      await other.getByRole('button', { name: 'Neue Runde' }).click();
      await other.getByRole('button', { name: 'Ziehen', exact: true }).waitFor();
      await other.getByRole('button', { name: 'Listen zeigen' }).click();
      expect(await listed(other, 'Noch nicht dran')).toEqual(CLASS);
      expect(await listed(other, 'Schon dran')).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the result is stored before the 1.5 s roll; with reduced motion a fade replaces the roll; a tap on the result area and the keyboard draw too', async () => {
    const { context, page } = await signedIn(DESKTOP, { reducedMotion: 'no-preference' });
    try {
      const classCode = `nr${Date.now().toString(36).slice(-6)}`;
      await storeClassList(page, classCode, CLASS);
      await classBoard(page, classCode, 'Rolle');
      const b = board(page);
      const frame = await b.add('Namen ziehen');
      await sleep(300);
      await b.waitSaved();
      const saved = page.waitForRequest((r) => {
        const pick = componentWrite(r.postData(), 'lastPick');
        return r.url().includes('/update-widget') && Array.isArray(pick) && pick.length > 0;
      });
      const picked = page.waitForRequest(
        (r) => r.url().includes('/api/class-picks/') && r.method() === 'PATCH',
      );
      await frame.getByRole('button', { name: 'Ziehen', exact: true }).click();
      const started = Date.now();
      const strip = frame.locator('.name-picker__strip').first();
      expect(await strip.evaluate((el) => getComputedStyle(el).animationName)).toBe('name-picker-roll');
      const request = await saved;
      await picked;
      // the class memory's PATCH carries the name in its body, never in its URL
      expect((await picked).url()).not.toMatch(/Ali|Bea|Cem/);
      const stored = componentWrite(request.postData(), 'lastPick') as string[];
      expect(Date.now() - started).toBeLessThan(1500);
      await expect
        .poll(async () => frame.getByTestId('name-picker-announcement').textContent(), { timeout: 5000 })
        .toBe(`Gezogen: ${stored[0]}`);
      expect(await frame.getByTestId('name-picker-pick').textContent()).toBe(stored[0]);

      // Reduced motion: no roll, a fade.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await frame.getByTestId('name-picker-result').click();
      const slot = frame.locator('.name-picker__slot--rolling').first();
      if ((await slot.count()) > 0) {
        expect(await slot.evaluate((el) => getComputedStyle(el).animationName)).toBe('name-picker-fade');
        expect(
          await frame
            .locator('.name-picker__strip')
            .first()
            .evaluate((el) => getComputedStyle(el).animationName),
        ).toBe('none');
      }
      await expect
        .poll(async () => frame.getByTestId('name-picker-announcement').textContent(), { timeout: 5000 })
        .toMatch(/^Gezogen: /);
      // keyboard: the last name
      await frame.getByRole('button', { name: 'Ziehen', exact: true }).focus();
      await page.keyboard.press('Enter');
      await frame.getByText('Alle waren dran').waitFor();
    } finally {
      await context.close();
    }
  });

  it('legible at its default size and enlarged, in both editions', async () => {
    for (const edition of ['Grundschule', 'Sekundarstufe'] as const) {
      const { context, page } = await signedIn({ width: 1920, height: 1080 });
      try {
        if (edition === 'Sekundarstufe') await chooseEdition(page, 'Sekundarstufe');
        const classCode = `nl${Date.now().toString(36).slice(-6)}`;
        await storeClassList(
          page,
          classCode,
          ['Maximilian-Alexander', 'Bea', 'Cem', 'Dana'],
          edition === 'Sekundarstufe' ? 'SecondaryGradeLevel' : 'PrimaryGradeLevel',
        );
        await classBoard(page, classCode, 'Ansicht');
        const b = board(page);
        const frame = await b.add('Namen ziehen');
        await draw(frame);
        const pick = frame.getByTestId('name-picker-pick').first();
        const fontSize = Number.parseFloat(
          await pick.locator('span').evaluate((el) => getComputedStyle(el).fontSize),
        );
        expect(fontSize).toBeGreaterThanOrEqual(24);
        // nothing cut off: the name's text fits its slot
        const fits = await pick.locator('span').evaluate((el) => el.scrollWidth <= el.clientWidth + 1);
        expect(fits).toBe(true);
        await frame.screenshot({ path: `/tmp/name-picker-${edition}-default.png` });
        await enlarge(page, frame, 300, 200);
        await sleep(300);
        await frame.screenshot({ path: `/tmp/name-picker-${edition}-enlarged.png` });
        const bigger = Number.parseFloat(
          await pick.locator('span').evaluate((el) => getComputedStyle(el).fontSize),
        );
        expect(bigger).toBeGreaterThan(fontSize);
      } finally {
        if (edition === 'Sekundarstufe') await chooseEdition(page, 'Grundschule').catch(() => {});
        await context.close();
      }
    }
  });

  it('source "Namenskarten auf dieser Tafel": draws only the name cards\' owners, and the drawn name\'s card pulses', async () => {
    const { context, page } = await signedIn();
    try {
      const classCode = `nk${Date.now().toString(36).slice(-6)}`;
      await storeClassList(page, classCode, [...CLASS, 'Dana', 'Emil']);
      await classBoard(page, classCode, 'Karten');
      const b = board(page);
      // Cards for Ali, Bea and Cem only.
      const card = await b.add('Namenskarte');
      await card.getByRole('button', { name: 'Ali', exact: true }).click();
      for (const name of ['Bea', 'Cem']) {
        const next = await b.add('Namenskarte');
        await next.getByRole('button', { name, exact: true }).click();
      }
      const frame = await b.add('Namen ziehen');
      const panel = await openSettings(page, frame, 'Namen ziehen');
      await panel.getByRole('radio', { name: 'Namenskarten auf dieser Tafel' }).check();
      await panel.getByRole('button', { name: 'Fertig' }).click();
      const first = await draw(frame);
      // The drawn name's card pulses ("Du bist dran!"), and only that one.
      const cards = page.locator('section.widget-frame[data-widget-type="WidgetNameCard"]');
      const pulsing = cards.filter({ hasText: 'Du bist dran!' });
      await expect.poll(() => pulsing.count()).toBe(1);
      expect(await pulsing.locator('.name-card__face').textContent()).toBe(first);
      await page.screenshot({ path: '/tmp/name-picker-name-cards.png' });
      const drawn = [first, await draw(frame), await draw(frame)];
      expect([...drawn].sort()).toEqual(CLASS);
      await frame.getByText('Alle waren dran').waitFor();
    } finally {
      await context.close();
    }
  });

  it('names never leave the account: the shared /iframe shows no drawn name and no groups', async () => {
    const { context, page } = await signedIn();
    try {
      const classCode = `ni${Date.now().toString(36).slice(-6)}`;
      await storeClassList(page, classCode, CLASS);
      const desktop = await classBoard(page, classCode, 'Geteilt');
      const b = board(page);
      const picker = await b.add('Namen ziehen');
      await draw(picker);
      const groups = await b.add('Gruppen bilden');
      await groups.getByRole('button', { name: 'Gruppen bilden', exact: true }).click();
      await groups.getByTestId('group-tile').nth(1).waitFor();
      await sleep(300);
      await b.waitSaved();
      const { code, dialog } = await startSharing(page, desktop);
      await dialog
        .getByRole('button', { name: 'Schließen' })
        .first()
        .click()
        .catch(() => {});

      const anonymous = await session.open({ viewport: { width: 1280, height: 800 } });
      try {
        await anonymous.page.goto(`/iframe?code=${code}`);
        await anonymous.page.getByRole('region', { name: 'Namen ziehen' }).waitFor();
        await anonymous.page.getByRole('region', { name: 'Gruppen bilden' }).waitFor();
        await sleep(500);
        const text = (await anonymous.page.locator('body').textContent()) ?? '';
        for (const name of CLASS) expect(text).not.toContain(name);
        expect(await anonymous.page.getByTestId('group-tile').count()).toBe(0);
      } finally {
        await anonymous.context.close();
      }
    } finally {
      await context.close();
    }
  });
});
