import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { board } from './board-helpers.ts';
import { classBoard, ensureEdition, freshClassCode, storeClassList } from './class-list-helpers.ts';
import { startSharing } from './share-helpers.ts';
import { useBrowser } from './support/session.ts';
import { boxOf, saved } from './widget-helpers.ts';

// Namenskarte (catalogue 3.2): a pupil's name large; placing one offers the class list's unselected
// names, "Für alle übrigen Namen Karten anlegen" makes the rest in rows; a tap pulses the card.

const session = useBrowser();
const CLASS = ['Ali', 'Bea', 'Cem'];
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';

const cards = (page: Page) => page.locator('section.widget-frame[data-widget-type="WidgetNameCard"]');

/** The names on the desktop's name cards, in the order of the frames. */
async function cardNames(page: Page): Promise<string[]> {
  return cards(page).locator('.name-card__face').allTextContents();
}

/** The names the picker of a card without a name offers. */
async function offered(frame: Locator): Promise<string[]> {
  return frame.locator('.name-card__names').getByRole('button').allTextContents();
}

describe('Namenskarte', () => {
  it('with 3 names, choosing "Ali" leaves 2 names in the next card\'s picker, and "Für alle übrigen…" then makes cards for those 2, in a row; a reload keeps them', async () => {
    const { context, page } = await session.signedIn();
    try {
      const classCode = freshClassCode('nc');
      await storeClassList(page, classCode, CLASS);
      await classBoard(page, classCode, 'Karten');
      const b = board(page);
      const first = await b.add('Namenskarte');
      await expect.poll(() => offered(first)).toEqual(CLASS);
      await first.screenshot({ path: `${SHOTS}/WidgetNameCard-picker.png` });
      await first.getByRole('button', { name: 'Ali', exact: true }).click();
      await expect.poll(() => cardNames(page)).toEqual(['Ali']);
      // Back to the card size of the primary edition (catalogue 1.3) after the picker.
      await expect
        .poll(async () => {
          const box = await boxOf(b.item(first));
          return [Math.round(box.width), Math.round(box.height)];
        })
        .toEqual([150, 80]);
      await expect.poll(() => first.locator('.widget-frame__owner').textContent()).toBe('Ali');

      const second = await b.add('Namenskarte');
      await expect.poll(() => offered(second)).toEqual(['Bea', 'Cem']);
      await second.getByRole('button', { name: 'Für alle übrigen Namen Karten anlegen' }).click();
      await expect.poll(() => cards(page).count()).toBe(3);
      await expect.poll(async () => (await cardNames(page)).sort()).toEqual(CLASS);
      // In a row: the new card right beside the one that made it.
      const bea = await boxOf(b.item(cards(page).filter({ hasText: 'Bea' })));
      const cem = await boxOf(b.item(cards(page).filter({ hasText: 'Cem' })));
      expect(Math.round(cem.y)).toBe(Math.round(bea.y));
      expect(cem.x).toBeGreaterThan(bea.x);
      // A third card has nobody left to offer.
      const none = await b.add('Namenskarte');
      await none.getByText('Alle Namen haben schon eine Karte').waitFor();
      await b.action(none, 'Entfernen');
      await expect.poll(() => cards(page).count()).toBe(3);
      await saved(page);

      await page.reload();
      await b.ready();
      await expect.poll(async () => (await cardNames(page)).sort()).toEqual(CLASS);
    } finally {
      await context.close();
    }
  });

  it('a tap pulses the card: "Du bist dran!"', async () => {
    const { context, page } = await session.signedIn(undefined, { reducedMotion: 'no-preference' });
    try {
      const classCode = freshClassCode('np');
      await storeClassList(page, classCode, CLASS);
      await classBoard(page, classCode, 'Puls');
      const frame = await board(page).add('Namenskarte');
      await frame.getByRole('button', { name: 'Bea', exact: true }).click();
      await frame.locator('.name-card__face').click();
      const turn = frame.locator('.name-card__turn');
      await expect.poll(() => turn.textContent()).toBe('Du bist dran!');
      const card = frame.locator('.name-card');
      expect(await card.evaluate((el) => getComputedStyle(el).animationName)).toBe('name-card-pulse');
      // The name stays readable while it pulses.
      expect(await frame.locator('.name-card__face').textContent()).toBe('Bea');
      await frame.screenshot({ path: `${SHOTS}/WidgetNameCard-pulse.png` });
      await expect.poll(() => turn.textContent(), { timeout: 6000 }).toBe('');
    } finally {
      await context.close();
    }
  });

  it('names never leave the account: the shared /iframe shows the cards without names', async () => {
    const { context, page } = await session.signedIn();
    try {
      const classCode = freshClassCode('ni');
      await storeClassList(page, classCode, CLASS);
      const desktop = await classBoard(page, classCode, 'Geteilt');
      const frame = await board(page).add('Namenskarte');
      await frame.getByRole('button', { name: 'Für alle übrigen Namen Karten anlegen' }).click();
      await expect.poll(() => cards(page).count()).toBe(3);
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
        await anonymous.page.getByTestId('read-only-surface').waitFor();
        await anonymous.page.screenshot({ path: `${SHOTS}/WidgetNameCard-iframe.png` });
        await expect.poll(() => anonymous.page.getByRole('region', { name: 'Namenskarte' }).count()).toBe(3);
        await expect.poll(() => anonymous.page.locator('.name-card').count()).toBe(3);
        const text = (await anonymous.page.locator('body').textContent()) ?? '';
        for (const name of CLASS) expect(text).not.toContain(name);
      } finally {
        await anonymous.context.close();
      }
    } finally {
      await context.close();
    }
  });

  it('legible at its default size and enlarged, in both editions', async () => {
    for (const edition of ['Grundschule', 'Sekundarstufe'] as const) {
      const { context, page } = await session.signedIn({ width: 1920, height: 1080 });
      try {
        await ensureEdition(page, edition);
        const classCode = freshClassCode('nl');
        await storeClassList(
          page,
          classCode,
          ['Maximilian-Alexander', 'Bea'],
          edition === 'Sekundarstufe' ? 'SecondaryGradeLevel' : 'PrimaryGradeLevel',
        );
        await classBoard(page, classCode, 'Ansicht');
        const b = board(page);
        const added = await b.add('Namenskarte');
        const frame = page.locator(
          `section.widget-frame[data-widget-id="${await added.getAttribute('data-widget-id')}"]`,
        );
        await expect.poll(() => offered(frame)).toEqual(['Maximilian-Alexander', 'Bea']);
        await frame.screenshot({ path: `${SHOTS}/WidgetNameCard-${edition}-picker.png` });
        await frame.getByRole('button', { name: 'Für alle übrigen Namen Karten anlegen' }).click();
        await expect.poll(() => cards(page).count()).toBe(2);
        const size = edition === 'Sekundarstufe' ? [230, 120] : [150, 80];
        await expect
          .poll(async () => {
            const box = await boxOf(b.item(frame));
            return [Math.round(box.width), Math.round(box.height)];
          })
          .toEqual(size);
        const face = frame.locator('.name-card__face');
        const fits = () =>
          face.locator('.w-fit-text').evaluate((el) => {
            const span = el.firstElementChild as HTMLElement | null;
            return {
              fits: el.scrollWidth <= el.clientWidth + 1,
              font: Number.parseFloat(getComputedStyle(span ?? el).fontSize),
            };
          });
        await expect.poll(async () => (await fits()).fits).toBe(true);
        await page.mouse.click(5, 5);
        await frame.screenshot({ path: `${SHOTS}/WidgetNameCard-${edition}-default.png` });
        // Enlarged by keyboard (Shift+arrows, two cells a step): the other card sits beside this one
        // and would stop it, so it goes first.
        const otherId = await cards(page).evaluateAll(
          (all, mine) => all.map((el) => el.getAttribute('data-widget-id')).find((id) => id !== mine),
          await frame.getAttribute('data-widget-id'),
        );
        await b.handle(page.locator(`section.widget-frame[data-widget-id="${otherId}"]`)).focus();
        await page.keyboard.press('Delete');
        await expect.poll(() => cards(page).count()).toBe(1);
        await b.handle(frame).focus();
        for (let i = 0; i < 20; i++) await page.keyboard.press('Shift+ArrowRight');
        for (let i = 0; i < 10; i++) await page.keyboard.press('Shift+ArrowDown');
        await expect.poll(async () => (await boxOf(b.item(frame))).width).toBeGreaterThan(400);
        await expect.poll(async () => (await fits()).font).toBeGreaterThanOrEqual(40);
        expect((await fits()).fits).toBe(true);
        await frame.screenshot({ path: `${SHOTS}/WidgetNameCard-${edition}-enlarged.png` });
      } finally {
        await ensureEdition(page, 'Grundschule').catch(() => {});
        await context.close();
      }
    }
  });
});
