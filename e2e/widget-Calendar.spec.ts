import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { board, openFreshBoard } from './board-helpers.ts';
import { type Opened, useBrowser, type Viewport } from './support/session.ts';
import { boxOf, chooseEdition, enlarge, openSettings, saved } from './widget-helpers.ts';

// Kalender (catalogue 3.1): a month grid in device-local time (a test clock here), computed public
// holidays per federal state, entries added by tapping a day.

const session = useBrowser();

async function signedIn(viewport?: Viewport): Promise<Opened> {
  const opened = await session.signedIn(viewport);
  await opened.page.clock.install({ time: new Date('2025-09-10T08:30:00') });
  await opened.page.reload();
  return opened;
}

const day = (frame: Locator, iso: string) => frame.locator(`.calendar__day[data-day="${iso}"]`);
const title = (frame: Locator) => frame.locator('.calendar__title').textContent();

async function chooseState(page: Page, frame: Locator, state: string) {
  const panel = await openSettings(page, frame, 'Kalender');
  await panel.getByLabel('Bundesland (Feiertage)').selectOption(state);
  await panel.getByRole('button', { name: 'Fertig' }).click();
}

describe('Kalender', () => {
  it('at clock 10.09.2025 shows "September 2025" with the 10th circled; months change and "Heute" returns', async () => {
    const { context, page } = await signedIn();
    try {
      await openFreshBoard(page, 'Kalender');
      const b = board(page);
      const frame = await b.add('Kalender');
      await frame.locator('.calendar__title').waitFor();
      const item = await boxOf(b.item(frame));
      expect(Math.round(item.width)).toBe(360);
      expect(Math.round(item.height)).toBe(320);
      expect(await title(frame)).toBe('September 2025');
      const today = day(frame, '2025-09-10');
      expect(await today.getAttribute('aria-current')).toBe('date');
      expect(await today.getAttribute('aria-label')).toBe('Mittwoch, 10.09.2025');
      expect(await frame.locator('[aria-current="date"]').count()).toBe(1);
      // Circled: the accent circle behind the number; weekends tinted.
      const number = today.locator('.calendar__number');
      const circle = await number.evaluate((el) => getComputedStyle(el).borderRadius);
      expect(circle).toBe('999px');
      expect(await number.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(
        'rgba(0, 0, 0, 0)',
      );
      const bg = (iso: string) => day(frame, iso).evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(await bg('2025-09-13')).not.toBe(await bg('2025-09-11'));
      await frame.screenshot({ path: '/tmp/calendar-today.png' });
      // The first column is Monday 01.09.2025.
      expect(await frame.locator('.calendar__day').first().getAttribute('data-day')).toBe('2025-09-01');
      // 3 October is named nationwide.
      expect(await day(frame, '2025-10-03').locator('.calendar__holiday').textContent()).toBe(
        'Tag der Deutschen Einheit',
      );
      // Every control of the navigation can be tapped.
      for (const name of ['Vorheriger Monat', 'Nächster Monat', 'Heute']) {
        const box = await boxOf(frame.getByRole('button', { name, exact: true }));
        expect(box.height).toBeGreaterThanOrEqual(44);
        expect(box.width).toBeGreaterThanOrEqual(44);
      }
      await frame.getByRole('button', { name: 'Nächster Monat' }).click();
      await expect.poll(() => title(frame)).toBe('Oktober 2025');
      await frame.getByRole('button', { name: 'Vorheriger Monat' }).click();
      await frame.getByRole('button', { name: 'Vorheriger Monat' }).click();
      await expect.poll(() => title(frame)).toBe('August 2025');
      // A swipe to the left shows the next month.
      const grid = await boxOf(frame.locator('.calendar__grid'));
      await page.mouse.move(grid.x + grid.width * 0.8, grid.y + grid.height / 2);
      await page.mouse.down();
      await page.mouse.move(grid.x + grid.width * 0.2, grid.y + grid.height / 2, { steps: 6 });
      await page.mouse.up();
      await expect.poll(() => title(frame)).toBe('September 2025');
      // The keyboard opens a day too, and Escape closes it.
      await day(frame, '2025-09-15').focus();
      await page.keyboard.press('Enter');
      const dialog = frame.getByRole('dialog', { name: 'Eintrag hinzufügen' });
      await dialog.waitFor();
      expect(await dialog.getByText('Montag, 15.09.2025').count()).toBe(1);
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);
      await frame.getByRole('button', { name: 'Nächster Monat' }).click();
      await expect.poll(() => title(frame)).toBe('Oktober 2025');
      await frame.getByRole('button', { name: 'Heute' }).click();
      await expect.poll(() => title(frame)).toBe('September 2025');
      // Week numbers on request ('KW 37').
      const panel = await openSettings(page, frame, 'Kalender');
      await panel.getByText('Kalenderwochen anzeigen').click();
      await panel.getByRole('button', { name: 'Fertig' }).click();
      await expect.poll(() => frame.getByText('KW 37', { exact: true }).count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  it('with "BY" 01.11. reads "Allerheiligen"; with "HH" it does not', async () => {
    const { context, page } = await signedIn();
    try {
      await openFreshBoard(page, 'Kalender Feiertage');
      const b = board(page);
      const frame = await b.add('Kalender');
      await frame.locator('.calendar__title').waitFor();
      await frame.getByRole('button', { name: 'Nächster Monat' }).click();
      await frame.getByRole('button', { name: 'Nächster Monat' }).click();
      await expect.poll(() => title(frame)).toBe('November 2025');
      const first = day(frame, '2025-11-01');
      expect(await first.locator('.calendar__holiday').count()).toBe(0);
      await chooseState(page, frame, 'BY');
      await expect.poll(() => first.locator('.calendar__holiday').textContent()).toBe('Allerheiligen');
      expect(await first.getAttribute('aria-label')).toBe('Samstag, 01.11.2025, Allerheiligen');
      await chooseState(page, frame, 'HH');
      await expect.poll(() => first.locator('.calendar__holiday').count()).toBe(0);
      expect(await first.getAttribute('aria-label')).toBe('Samstag, 01.11.2025');
    } finally {
      await context.close();
    }
  });

  it('an entry added by tapping a day survives a reload', async () => {
    const { context, page } = await signedIn();
    try {
      await openFreshBoard(page, 'Kalender Eintrag');
      const b = board(page);
      const frame = await b.add('Kalender');
      await frame.locator('.calendar__title').waitFor();
      await day(frame, '2025-09-24').click();
      const dialog = frame.getByRole('dialog', { name: 'Eintrag hinzufügen' });
      await dialog.waitFor();
      expect(await dialog.getByText('Mittwoch, 24.09.2025').count()).toBe(1);
      await dialog.getByLabel('Text', { exact: true }).fill('Wandertag');
      await dialog.getByRole('radio', { name: 'Grün' }).check();
      await frame.screenshot({ path: '/tmp/calendar-dialog.png' });
      await dialog.getByRole('button', { name: 'Hinzufügen' }).click();
      await expect.poll(() => day(frame, '2025-09-24').locator('.calendar__dot').count()).toBe(1);
      await dialog.getByRole('button', { name: 'Schließen' }).click();
      await saved(page);
      await page.reload();
      await b.ready();
      const again = b.widget('Kalender');
      const cell = day(again, '2025-09-24');
      await cell.waitFor();
      expect(await cell.getAttribute('aria-label')).toBe('Mittwoch, 24.09.2025, 1 Eintrag');
      expect(await cell.locator('.calendar__dot').getAttribute('data-color')).toBe('green');
      // The entry is in the settings list too, and can be removed from the day.
      await cell.click();
      const reopened = again.getByRole('dialog', { name: 'Eintrag hinzufügen' });
      await reopened.getByRole('button', { name: 'Eintrag „Wandertag“ entfernen' }).click();
      await expect.poll(() => cell.locator('.calendar__dot').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('is offered in both editions and legible at default and enlarged size', async () => {
    const { context, page } = await signedIn({ width: 1920, height: 1080 });
    try {
      for (const edition of ['Grundschule', 'Sekundarstufe'] as const) {
        await openFreshBoard(page, `Kalender ${edition}`);
        const b = board(page);
        const frame = await b.add('Kalender');
        await frame.locator('.calendar__title').waitFor();
        await chooseState(page, frame, 'BY');
        await frame.getByRole('button', { name: 'Nächster Monat' }).click();
        await expect.poll(() => title(frame)).toBe('Oktober 2025');
        // Sekundarstufe shows week numbers by default.
        expect(await frame.getByText('KW 40', { exact: true }).count()).toBe(
          edition === 'Sekundarstufe' ? 1 : 0,
        );
        await frame.screenshot({ path: `/tmp/calendar-${edition}-default.png` });
        await expectInside(frame);
        await enlarge(page, frame, 500, 300);
        await saved(page);
        await frame.screenshot({ path: `/tmp/calendar-${edition}-large.png` });
        await expectInside(frame);
        expect(await day(frame, '2025-10-03').locator('.calendar__holiday').textContent()).toBe(
          'Tag der Deutschen Einheit',
        );
        if (edition === 'Grundschule') await chooseEdition(page, 'Sekundarstufe');
      }
    } finally {
      await chooseEdition(page, 'Grundschule').catch(() => undefined);
      await context.close();
    }
  });
});

/** Title, weekday names and day numbers lie inside the frame and are not cut off. */
async function expectInside(frame: Locator) {
  const body = await boxOf(frame);
  for (const part of await frame
    .locator('.calendar__title, .calendar__number, .calendar__today-button')
    .all()) {
    const box = await boxOf(part);
    expect(box.y + box.height).toBeLessThanOrEqual(body.y + body.height + 0.5);
    expect(box.x + box.width).toBeLessThanOrEqual(body.x + body.width + 0.5);
    expect(await part.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  }
}
