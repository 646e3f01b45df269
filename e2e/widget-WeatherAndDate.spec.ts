import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { board, openFreshBoard } from './board-helpers.ts';
import { DESKTOP, type Opened, useBrowser, type Viewport } from './support/session.ts';
import { boxOf, chooseEdition, enlarge, openSettings, saved } from './widget-helpers.ts';

// Wetter & Datum (catalogue 3.8): the Morgenkreis from the device's date, in a German time zone, with
// the test clock moved across midnight and the change from summer to winter time.

const session = useBrowser();
const BERLIN = { timezoneId: 'Europe/Berlin' } as const;

async function signedIn(time: string, viewport: Viewport = DESKTOP): Promise<Opened> {
  const opened = await session.signedIn(viewport, BERLIN);
  await opened.page.clock.install({ time: new Date(time) });
  await opened.page.reload();
  return opened;
}

const headline = (frame: Locator) => frame.getByTestId('weather-headline').textContent();
const season = (frame: Locator) => frame.getByTestId('weather-season').textContent();
const weather = (frame: Locator, name: string) => frame.getByRole('button', { name, exact: true });
const pressed = (frame: Locator) =>
  frame.locator('.weather__option[aria-pressed="true"]').evaluateAll((els) => els.map((e) => e.textContent));

async function addWidget(page: Page, prefix: string): Promise<Locator> {
  await openFreshBoard(page, prefix);
  const frame = await board(page).add('Wetter & Datum');
  await frame.getByTestId('weather-headline').waitFor();
  return frame;
}

describe('Wetter & Datum', () => {
  it('at clock 10.09.2025 shows the headline, Mittwoch in the strip and "Sommer"', async () => {
    const { context, page } = await signedIn('2025-09-10T08:30:00+02:00');
    try {
      const frame = await addWidget(page, 'Morgenkreis');
      const item = await boxOf(board(page).item(frame));
      expect(Math.round(item.width)).toBe(600);
      expect(Math.round(item.height)).toBe(360);
      expect(await headline(frame)).toBe('Heute ist Mittwoch, der 10. September 2025.');
      expect(await season(frame)).toBe('Sommer');
      expect(await frame.locator('[aria-current="date"]').getAttribute('class')).toContain(
        'weather__day--today',
      );
      expect(await frame.locator('[aria-current="date"] abbr').textContent()).toBe('Mi');
      expect(await frame.getByText('Gestern war Dienstag. Morgen ist Donnerstag.').count()).toBe(1);
      expect(await frame.getByText('Wie ist das Wetter heute?', { exact: true }).count()).toBe(1);
      // Seven symbols, each a touch target.
      const options = frame.locator('.weather__option');
      expect(await options.count()).toBe(7);
      for (const option of await options.all()) {
        const box = await boxOf(option);
        expect(box.width).toBeGreaterThanOrEqual(44);
        expect(box.height).toBeGreaterThanOrEqual(44);
      }
      // The symbols are the default pack's OpenMoji weather concepts (catalogue 1.6), loaded and visible.
      const symbols = frame.locator('.weather__option img[data-symbol-pack="open-symbols"]');
      expect(await symbols.count()).toBe(7);
      await expect
        .poll(() =>
          symbols.evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0)),
        )
        .toBe(true);
      for (const symbol of await symbols.all()) {
        expect(await symbol.getAttribute('src')).toMatch(
          /^\/symbols\/open-symbols\/openmoji-[0-9a-f-]+\.[0-9a-f]+\.svg$/,
        );
        expect((await boxOf(symbol)).height).toBeGreaterThanOrEqual(16);
      }
      await expectInside(frame);
    } finally {
      await context.close();
    }
  });

  it('"sonnig" and the temperature survive a reload; one day later (clock) no weather is selected', async () => {
    const { context, page } = await signedIn('2025-09-10T08:30:00+02:00');
    try {
      const frame = await addWidget(page, 'Morgenkreis Wetter');
      await weather(frame, 'sonnig').click();
      await weather(frame, 'windig').click();
      expect(await pressed(frame)).toEqual(['sonnig', 'windig']);
      // Up to two: a third symbol takes the place of the first.
      await weather(frame, 'wolkig').click();
      expect(await pressed(frame)).toEqual(['wolkig', 'windig']);
      await weather(frame, 'wolkig').click();
      await weather(frame, 'sonnig').click();
      expect(await pressed(frame)).toEqual(['sonnig', 'windig']);
      // The thermometer: '+' from 10 °C, and the keyboard on the column.
      const panel = await openSettings(page, frame, 'Wetter & Datum');
      await panel.getByText('Thermometer anzeigen').click();
      await panel.getByRole('button', { name: 'Fertig' }).click();
      await frame.getByRole('button', { name: 'Wärmer' }).click();
      await frame.getByRole('button', { name: 'Wärmer' }).click();
      await expect
        .poll(() => frame.getByTestId('weather-temperature').textContent())
        .toBe('Es sind 12 Grad.');
      const column = frame.getByRole('slider', { name: 'Thermometer' });
      await column.focus();
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowUp');
      await expect
        .poll(() => frame.getByTestId('weather-temperature').textContent())
        .toBe('Es sind 14 Grad.');
      // A drag to the bottom of the column reads −20 °C.
      const box = await boxOf(column.locator('.weather__tube'));
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2, box.y + box.height + 40, { steps: 4 });
      await page.mouse.up();
      await expect
        .poll(() => frame.getByTestId('weather-temperature').textContent())
        .toBe('Es sind −20 Grad.');
      await frame.getByRole('button', { name: 'Wärmer' }).click();
      await expect.poll(() => column.getAttribute('aria-valuenow')).toBe('-19');
      await saved(page);

      await page.reload();
      await board(page).ready();
      const again = board(page).widget('Wetter & Datum');
      await again.getByTestId('weather-headline').waitFor();
      expect(await pressed(again)).toEqual(['sonnig', 'windig']);
      expect(await again.getByTestId('weather-temperature').textContent()).toBe('Es sind −19 Grad.');

      // The next morning (clock): a new day starts empty, also after a reload.
      await page.clock.setSystemTime(new Date('2025-09-11T07:50:00+02:00'));
      await expect.poll(() => headline(again)).toBe('Heute ist Donnerstag, der 11. September 2025.');
      expect(await pressed(again)).toEqual([]);
      expect(await again.getByTestId('weather-temperature').textContent()).toBe('Wie warm ist es?');
      await page.reload();
      await board(page).ready();
      const nextDay = board(page).widget('Wetter & Datum');
      await nextDay.getByTestId('weather-headline').waitFor();
      expect(await headline(nextDay)).toBe('Heute ist Donnerstag, der 11. September 2025.');
      expect(await pressed(nextDay)).toEqual([]);
      expect(
        await nextDay.getByRole('button', { name: 'sonnig', exact: true }).getAttribute('aria-pressed'),
      ).toBe('false');
    } finally {
      await context.close();
    }
  });

  it('turns at local midnight, also on the 25-hour day of the change to winter time', async () => {
    const { context, page } = await signedIn('2025-10-25T23:59:00+02:00');
    try {
      const frame = await addWidget(page, 'Morgenkreis Mitternacht');
      expect(await headline(frame)).toBe('Heute ist Samstag, der 25. Oktober 2025.');
      await weather(frame, 'neblig').click();
      expect(await pressed(frame)).toEqual(['neblig']);
      // 00:30 summer time: already Sunday in Berlin (22:30 UTC the day before); the new day starts empty.
      await page.clock.setSystemTime(new Date('2025-10-26T00:30:00+02:00'));
      await expect.poll(() => headline(frame)).toBe('Heute ist Sonntag, der 26. Oktober 2025.');
      expect(await frame.getByText('Gestern war Samstag. Morgen ist Montag.').count()).toBe(1);
      expect(await pressed(frame)).toEqual([]);
      await weather(frame, 'windig').click();
      // 23:50 winter time is still Sunday (24 hours after 23:50 the day before would say Monday).
      await page.clock.setSystemTime(new Date('2025-10-26T23:50:00+01:00'));
      await page.clock.runFor(60_000);
      expect(await headline(frame)).toBe('Heute ist Sonntag, der 26. Oktober 2025.');
      expect(await pressed(frame)).toEqual(['windig']);
      await page.clock.setSystemTime(new Date('2025-10-27T00:10:00+01:00'));
      await expect.poll(() => headline(frame)).toBe('Heute ist Montag, der 27. Oktober 2025.');
      expect(await pressed(frame)).toEqual([]);
      expect(await frame.locator('[aria-current="date"] abbr').textContent()).toBe('Mo');
      expect(await season(frame)).toBe('Herbst');
      // The season turns at midnight too: Herbst until 20.12., Winter from 21.12.
      await page.clock.setSystemTime(new Date('2025-12-20T23:59:00+01:00'));
      await expect.poll(() => headline(frame)).toBe('Heute ist Samstag, der 20. Dezember 2025.');
      expect(await season(frame)).toBe('Herbst');
      await page.clock.setSystemTime(new Date('2025-12-21T00:01:00+01:00'));
      await expect.poll(() => season(frame)).toBe('Winter');
      // After the holidays, on the first school day.
      await page.clock.setSystemTime(new Date('2026-01-07T07:45:00+01:00'));
      await expect.poll(() => headline(frame)).toBe('Heute ist Mittwoch, der 7. Januar 2026.');
    } finally {
      await context.close();
    }
  });

  it('is offered only in Grundschule and legible at default and enlarged size', async () => {
    const { context, page } = await signedIn('2025-09-10T08:30:00+02:00', { width: 1920, height: 1080 });
    try {
      const frame = await addWidget(page, 'Morgenkreis Größe');
      const panel = await openSettings(page, frame, 'Wetter & Datum');
      await panel.getByText('Thermometer anzeigen').click();
      await panel.getByRole('button', { name: 'Fertig' }).click();
      await weather(frame, 'sonnig').click();
      await frame.getByRole('button', { name: 'Wärmer' }).click();
      await saved(page);
      const shots = process.env.SHOTS_DIR;
      if (shots) await frame.screenshot({ path: `${shots}/WeatherAndDate-Grundschule-default.png` });
      await expectInside(frame);
      await enlarge(page, frame, 700, 400);
      await saved(page);
      if (shots) await frame.screenshot({ path: `${shots}/WeatherAndDate-Grundschule-large.png` });
      await expectInside(frame);
      const font = await frame
        .getByTestId('weather-headline')
        .evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
      expect(font).toBeGreaterThanOrEqual(40);
      await chooseEdition(page, 'Sekundarstufe');
      await page.reload();
      await board(page).ready();
      expect(await board(page).bar.getByRole('button', { name: 'Wetter & Datum', exact: true }).count()).toBe(
        0,
      );
    } finally {
      await chooseEdition(page, 'Grundschule').catch(() => undefined);
      await context.close();
    }
  });
});

/** Headline, weekdays, symbols and thermometer lie inside the frame and are not cut off. */
async function expectInside(frame: Locator) {
  const body = await boxOf(frame.locator('.weather'));
  for (const part of await frame
    .locator(
      '.weather__headline, .weather__day, .weather__season, .weather__option, .weather__label, .weather__sentence, .weather__yesterday-tomorrow',
    )
    .all()) {
    const box = await boxOf(part);
    expect(box.y + box.height).toBeLessThanOrEqual(body.y + body.height + 0.5);
    expect(box.x + box.width).toBeLessThanOrEqual(body.x + body.width + 0.5);
    expect(await part.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  }
}
