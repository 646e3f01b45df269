import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { board, openFreshBoard } from './board-helpers.ts';
import { DESKTOP, type Opened, useBrowser, type Viewport } from './support/session.ts';
import { boxOf, chooseEdition, enlarge, openSettings, saved } from './widget-helpers.ts';

// The two Adventskalender (catalogue 3.8), one implementation: doors open by the device's date in a
// German time zone (Europe/Berlin), tested with the test clock around midnight and across the change
// from summer to winter time.

const session = useBrowser();
const BERLIN = { timezoneId: 'Europe/Berlin' } as const;

async function signedIn(time: string, viewport: Viewport = DESKTOP): Promise<Opened> {
  const opened = await session.signedIn(viewport, BERLIN);
  await opened.page.clock.install({ time: new Date(time) });
  await opened.page.reload();
  return opened;
}

const door = (frame: Locator, day: number) => frame.locator(`.advent__door[data-day="${day}"]`);
const message = (frame: Locator) => frame.getByTestId('advent-message').textContent();
const isOpen = async (frame: Locator, day: number) =>
  ((await door(frame, day).getAttribute('class')) ?? '').includes('advent__door--open');

async function addCalendar(page: Page, prefix: string): Promise<Locator> {
  await openFreshBoard(page, prefix);
  const frame = await board(page).add('Adventskalender');
  await frame.locator('.advent__door').first().waitFor();
  return frame;
}

/** Opens a door and closes its overlay; returns the overlay's text. */
async function openAndClose(frame: Locator, day: number): Promise<string> {
  await door(frame, day).click();
  const dialog = frame.getByRole('dialog', { name: `Türchen ${day}` });
  await dialog.waitFor();
  const text = (await dialog.textContent()) ?? '';
  await dialog.getByRole('button', { name: 'Schließen' }).click();
  await expect.poll(() => dialog.count()).toBe(0);
  return text;
}

async function expectInside(frame: Locator) {
  const body = await boxOf(frame.locator('.advent'));
  for (const part of await frame
    .locator(
      '.advent__door, .advent__door:not(.advent__door--open) .advent__number, .advent__door--open .advent__inside',
    )
    .all()) {
    const box = await boxOf(part);
    expect(box.y + box.height).toBeLessThanOrEqual(body.y + body.height + 0.5);
    expect(box.x + box.width).toBeLessThanOrEqual(body.x + body.width + 0.5);
    expect(box.width).toBeGreaterThanOrEqual(24);
    expect(box.height).toBeGreaterThanOrEqual(24);
  }
}

describe('Adventskalender (Grundschule)', () => {
  it('at clock 05.12. door 5 opens and door 6 says "Noch einmal schlafen!"', async () => {
    const { context, page } = await signedIn('2025-12-05T08:00:00+01:00');
    try {
      const frame = await addCalendar(page, 'Advent');
      const item = await boxOf(board(page).item(frame));
      expect(Math.round(item.width)).toBe(600);
      expect(Math.round(item.height)).toBe(400);
      // 24 doors of different sizes in a shuffled order, the same after a reload.
      const days = await frame
        .locator('.advent__door')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-day')));
      expect(days).toHaveLength(24);
      expect([...days].sort((a, b) => Number(a) - Number(b))).toEqual(
        Array.from({ length: 24 }, (_, i) => String(i + 1)),
      );
      expect(days).not.toEqual(Array.from({ length: 24 }, (_, i) => String(i + 1)));
      const areas = new Set<number>();
      for (const d of await frame.locator('.advent__door').all()) {
        const box = await boxOf(d);
        areas.add(Math.round((box.width * box.height) / 100));
      }
      expect(areas.size).toBeGreaterThanOrEqual(3);

      const content = await openAndClose(frame, 5);
      expect(content).toContain('Welcher kleine Vogel mit roter Brust bleibt im Winter bei uns?');
      expect(await isOpen(frame, 5)).toBe(true);
      expect(await door(frame, 5).getAttribute('aria-label')).toBe('Türchen 5, offen');
      await door(frame, 6).click();
      await expect.poll(() => message(frame)).toBe('Noch einmal schlafen!');
      expect(await isOpen(frame, 6)).toBe(false);
      expect(await frame.getByRole('dialog').count()).toBe(0);
      await door(frame, 8).click();
      await expect.poll(() => message(frame)).toBe('Noch dreimal schlafen!');
      await door(frame, 24).click();
      await expect.poll(() => message(frame)).toBe('Noch neunzehnmal schlafen!');
      // An earlier door opens too, by keyboard.
      await door(frame, 2).focus();
      await page.keyboard.press('Enter');
      const dialog = frame.getByRole('dialog', { name: 'Türchen 2' });
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain('10 Hampelmänner!');
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);
      // A quiz door reveals its answer.
      await door(frame, 1).click();
      const quiz = frame.getByRole('dialog', { name: 'Türchen 1' });
      await quiz.getByRole('button', { name: 'Auflösen' }).click();
      expect(await quiz.getByTestId('advent-answer').textContent()).toBe('Schnee');
      await quiz.getByRole('button', { name: 'Schließen' }).click();
      await saved(page);

      await page.reload();
      await board(page).ready();
      const again = board(page).widget('Adventskalender');
      await again.locator('.advent__door').first().waitFor();
      const daysAgain = await again
        .locator('.advent__door')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-day')));
      expect(daysAgain).toEqual(days);
      expect(await isOpen(again, 5)).toBe(true);
      expect(await isOpen(again, 2)).toBe(true);
      expect(await isOpen(again, 6)).toBe(false);
    } finally {
      await context.close();
    }
  });

  it('door 5 opens at local midnight, stays open after a reload and is closed again the next December', async () => {
    const { context, page } = await signedIn('2025-12-04T23:59:00+01:00');
    try {
      const frame = await addCalendar(page, 'Advent Mitternacht');
      await door(frame, 5).click();
      await expect.poll(() => message(frame)).toBe('Noch einmal schlafen!');
      // 00:00:30 in Berlin is still 4 December in UTC.
      await page.clock.setSystemTime(new Date('2025-12-05T00:00:30+01:00'));
      await page.clock.runFor(61_000);
      await openAndClose(frame, 5);
      expect(await isOpen(frame, 5)).toBe(true);
      await saved(page);
      await page.reload();
      await board(page).ready();
      const again = board(page).widget('Adventskalender');
      await again.locator('.advent__door').first().waitFor();
      expect(await isOpen(again, 5)).toBe(true);
      // Christmas holidays: still open on 24.12. …
      await page.clock.setSystemTime(new Date('2025-12-24T10:00:00+01:00'));
      await page.clock.runFor(61_000);
      expect(await isOpen(again, 5)).toBe(true);
      // … and closed again the next December (a new year closes all doors). No reload here: a
      // year's jump of the clock ends the sign-in session.
      await page.clock.setSystemTime(new Date('2026-12-05T08:00:00+01:00'));
      await expect.poll(() => isOpen(again, 5)).toBe(false);
      await door(again, 6).click();
      await expect.poll(() => message(again)).toBe('Noch einmal schlafen!');
    } finally {
      await context.close();
    }
  });

  it('counts the nights in local dates across the change from summer to winter time', async () => {
    // 26.10.2025 00:30 summer time (25.10. 22:30 UTC): 36 nights to 1 December.
    const { context, page } = await signedIn('2025-10-26T00:30:00+02:00');
    try {
      const frame = await addCalendar(page, 'Advent Winterzeit');
      await door(frame, 1).click();
      await expect.poll(() => message(frame)).toBe('Noch sechsunddreißigmal schlafen!');
      // 23:30 winter time the same (25-hour) day: still 36.
      await page.clock.setSystemTime(new Date('2025-10-26T23:30:00+01:00'));
      await page.clock.runFor(61_000);
      await door(frame, 1).click();
      await expect.poll(() => message(frame)).toBe('Noch sechsunddreißigmal schlafen!');
      await page.clock.setSystemTime(new Date('2025-10-27T00:30:00+01:00'));
      await page.clock.runFor(61_000);
      await door(frame, 1).click();
      await expect.poll(() => message(frame)).toBe('Noch fünfunddreißigmal schlafen!');
    } finally {
      await context.close();
    }
  });

  it('"Alle jederzeit" opens early doors; "Vorschau" shows a door without opening it; "Zurücksetzen" closes all', async () => {
    const { context, page } = await signedIn('2025-12-05T08:00:00+01:00');
    try {
      const frame = await addCalendar(page, 'Advent Einstellungen');
      await openAndClose(frame, 5);
      // Vorschau: door 10, nothing opened.
      await board(page).action(frame, 'Vorschau');
      const chooser = frame.getByRole('dialog', { name: 'Vorschau: Türchen wählen' });
      await chooser.getByRole('button', { name: 'Türchen 10', exact: true }).click();
      const preview = frame.getByRole('dialog', { name: 'Türchen 10' });
      await preview.waitFor();
      expect(await preview.textContent()).toContain('Vorschau');
      expect(await preview.textContent()).toContain('Schneeflöckchen, Weißröckchen');
      await preview.getByRole('button', { name: 'Schließen' }).click();
      expect(await isOpen(frame, 10)).toBe(false);
      // Zurücksetzen closes all doors.
      await board(page).action(frame, 'Zurücksetzen');
      await frame
        .getByRole('alertdialog', { name: 'Alle Türchen schließen?' })
        .getByRole('button', { name: 'Zurücksetzen' })
        .click();
      await expect.poll(() => isOpen(frame, 5)).toBe(false);
      // "Alle jederzeit": door 20 opens before its date.
      const panel = await openSettings(page, frame, 'Adventskalender');
      await panel
        .getByLabel('Türchen öffnen')
        .selectOption({ label: 'Alle jederzeit' })
        .catch(async () => {
          await panel.getByText('Alle jederzeit').click();
        });
      await panel.getByRole('button', { name: 'Fertig' }).click();
      await openAndClose(frame, 20);
      expect(await isOpen(frame, 20)).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('is offered only in Grundschule and legible at default and enlarged size', async () => {
    const { context, page } = await signedIn('2025-12-05T08:00:00+01:00', { width: 1920, height: 1080 });
    try {
      const frame = await addCalendar(page, 'Advent Größe');
      await openAndClose(frame, 3);
      await openAndClose(frame, 5);
      const shots = process.env.SHOTS_DIR;
      if (shots) await frame.screenshot({ path: `${shots}/AdventCalendar-Grundschule-default.png` });
      await expectInside(frame);
      await enlarge(page, frame, 700, 400);
      await saved(page);
      await expectInside(frame);
      if (shots) await frame.screenshot({ path: `${shots}/AdventCalendar-Grundschule-large.png` });
      await door(frame, 5).click();
      await frame.getByRole('dialog', { name: 'Türchen 5' }).waitFor();
      if (shots) await frame.screenshot({ path: `${shots}/AdventCalendar-Grundschule-door.png` });
      const size = await frame
        .locator('.advent__text')
        .evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
      expect(size).toBeGreaterThanOrEqual(32);
      // Exactly one "Adventskalender" in each edition's bar: this one here, the other there.
      expect(
        await board(page).bar.getByRole('button', { name: 'Adventskalender', exact: true }).count(),
      ).toBe(1);
    } finally {
      await context.close();
    }
  });
});

describe('Adventskalender (Sekundarstufe)', () => {
  it('at clock 05.12. "Auflösen" on door 5 reveals the answer and door 6 says "Noch 1 Tag"; door 5 stays open after a reload', async () => {
    const { context, page } = await signedIn('2025-12-05T08:00:00+01:00', { width: 1920, height: 1080 });
    try {
      await chooseEdition(page, 'Sekundarstufe');
      const frame = await addCalendar(page, 'Advent Sek');
      const item = await boxOf(board(page).item(frame));
      expect(Math.round(item.width)).toBe(600);
      expect(Math.round(item.height)).toBe(400);
      // A calm 6x4 grid of numbered tiles, in order.
      const days = await frame
        .locator('.advent__door')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-day')));
      expect(days).toEqual(Array.from({ length: 24 }, (_, i) => String(i + 1)));
      const first = await boxOf(door(frame, 1));
      const seventh = await boxOf(door(frame, 7));
      expect(Math.abs(seventh.x - first.x)).toBeLessThan(1);
      expect(seventh.y).toBeGreaterThan(first.y);

      await door(frame, 5).click();
      const dialog = frame.getByRole('dialog', { name: 'Türchen 5' });
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain('Wie viele Arme hat ein Schneekristall?');
      expect(await dialog.getByTestId('advent-answer').count()).toBe(0);
      await dialog.getByRole('button', { name: 'Auflösen' }).click();
      expect(await dialog.getByTestId('advent-answer').textContent()).toBe(
        'Sechs: Die Wassermoleküle ordnen sich im Eis in einem Sechseck an.',
      );
      const shots = process.env.SHOTS_DIR;
      if (shots) await frame.screenshot({ path: `${shots}/AdventCalendarSecondary-Sekundarstufe-door.png` });
      await dialog.getByRole('button', { name: 'Schließen' }).click();
      await door(frame, 6).click();
      await expect.poll(() => message(frame)).toBe('Noch 1 Tag');
      await door(frame, 9).click();
      await expect.poll(() => message(frame)).toBe('Noch 4 Tage');
      if (shots)
        await frame.screenshot({ path: `${shots}/AdventCalendarSecondary-Sekundarstufe-default.png` });
      await expectInside(frame);
      await saved(page);

      await page.reload();
      await board(page).ready();
      const again = board(page).widget('Adventskalender');
      await again.locator('.advent__door').first().waitFor();
      expect(await isOpen(again, 5)).toBe(true);
      expect(await isOpen(again, 6)).toBe(false);
      await enlarge(page, again, 700, 400);
      await saved(page);
      await expectInside(again);
      if (shots) await again.screenshot({ path: `${shots}/AdventCalendarSecondary-Sekundarstufe-large.png` });
      expect(
        await board(page).bar.getByRole('button', { name: 'Adventskalender', exact: true }).count(),
      ).toBe(1);
    } finally {
      await chooseEdition(page, 'Grundschule').catch(() => undefined);
      await context.close();
    }
  });
});
