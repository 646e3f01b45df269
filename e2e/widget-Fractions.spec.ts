import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { board, openFreshBoard } from './board-helpers.ts';
import { shell } from './support/pages.ts';
import { useBrowser } from './support/session.ts';
import { touchDrag } from './touch-helpers.ts';
import { boxOf, chooseEdition, enlarge, openSettings, saved } from './widget-helpers.ts';

// Brüche (catalogue 3.5, Sekundarstufe only): tapping and swiping parts, decimal, Erweitern/Kürzen,
// Vergleichen, reload.

const session = useBrowser();
const part = (frame: Locator, i: number) => frame.locator(`.brueche__part[data-part="${i}"]`);
const value = (frame: Locator, n = 0) => frame.locator('.brueche__stacked').nth(n).getAttribute('data-value');
const filled = (frame: Locator) =>
  frame
    .locator('.brueche__part--filled')
    .evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-part'))));

async function addFractions(page: Page, prefix: string): Promise<Locator> {
  await openFreshBoard(page, prefix);
  const frame = await board(page).add('Brüche');
  await part(frame, 3).waitFor();
  return frame;
}

describe('Brüche', () => {
  it('1. tapping 3 of 4 parts shows "3/4" and "0,75" with showDecimal; only in Sekundarstufe', async () => {
    const { context, page } = await session.signedIn();
    try {
      await openFreshBoard(page, 'Brüche Grundschule');
      expect(await board(page).bar.getByRole('button', { name: 'Brüche', exact: true }).count()).toBe(0);
      await chooseEdition(page, 'Sekundarstufe');
      const frame = await addFractions(page, 'Brüche Tippen');
      const item = await boxOf(board(page).item(frame));
      expect(Math.abs(item.width - 360)).toBeLessThanOrEqual(1);
      expect(Math.abs(item.height - 240)).toBeLessThanOrEqual(1);
      for (const i of [0, 1, 2]) await part(frame, i).click();
      await expect.poll(() => value(frame)).toBe('3/4');
      const panel = await openSettings(page, frame, 'Brüche');
      await panel.getByLabel('Dezimalzahl zeigen').check();
      await expect.poll(() => frame.locator('.brueche__decimal').textContent()).toBe('0,75');
      await panel.getByLabel('Prozent zeigen').check();
      await expect.poll(() => frame.locator('.brueche__percent').textContent()).toBe('75 %');
      // A part is also a keyboard target.
      await part(frame, 3).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => value(frame)).toBe('4/4');
      await frame.screenshot({ path: '/tmp/shots/Fractions-Sekundarstufe-default.png' });
      await expectFits(frame);
      // With the settings panel open, the account menu opens over it: its entries take the pointer.
      const menu = await shell(page).openAccountMenu();
      const entry = await boxOf(menu.getByRole('menuitemradio', { name: 'Grundschule' }));
      const hit = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('[role="menuitemradio"]')?.textContent ?? '',
        { x: entry.x + entry.width / 2, y: entry.y + entry.height / 2 },
      );
      expect(hit).toContain('Grundschule');
      await page.keyboard.press('Escape');
    } finally {
      await chooseEdition(page, 'Grundschule').catch(() => undefined);
      await context.close();
    }
  });

  it('2. "Erweitern ×2" shows "6/8" with the same area coloured and survives a reload; a finger swipes parts', async () => {
    const { context, page } = await session.signedIn({ width: 1920, height: 1080 }, { hasTouch: true });
    try {
      await openFreshBoard(page, 'Brüche Start');
      await chooseEdition(page, 'Sekundarstufe');
      const frame = await addFractions(page, 'Brüche Erweitern');
      // One finger swipes from part 0 across part 1 into part 2 of the circle: all three are coloured.
      const box = await boxOf(frame.locator('.brueche__shape'));
      const at = (deg: number) => ({
        x: box.x + box.width / 2 + Math.sin((deg * Math.PI) / 180) * box.width * 0.3,
        y: box.y + box.height / 2 - Math.cos((deg * Math.PI) / 180) * box.height * 0.3,
      });
      await touchDrag(page, [{ from: at(45), to: at(200) }], 10);
      await expect.poll(() => value(frame)).toBe('3/4');
      expect(await filled(frame)).toEqual([0, 1, 2]);
      await frame.getByRole('button', { name: 'Erweitern ×2', exact: true }).click();
      await expect.poll(() => value(frame)).toBe('6/8');
      expect(await filled(frame)).toEqual([0, 1, 2, 3, 4, 5]);
      await saved(page);
      await page.reload();
      await board(page).ready();
      const again = board(page).widget('Brüche');
      await part(again, 7).waitFor();
      expect(await value(again)).toBe('6/8');
      expect(await filled(again)).toEqual([0, 1, 2, 3, 4, 5]);
      await again.getByRole('button', { name: 'Kürzen', exact: true }).click();
      await expect.poll(() => value(again)).toBe('3/4');
      // Vergleichen: 3/4 against a fresh 0/4.
      const panel = await openSettings(page, again, 'Brüche');
      await panel.getByLabel('Zwei Brüche vergleichen').check();
      await panel.getByLabel('Dezimalzahl zeigen').check();
      await panel.getByLabel('Prozent zeigen').check();
      await again.getByRole('button', { name: 'Vergleichen', exact: true }).click();
      await expect.poll(() => again.getByTestId('relation').textContent()).toBe('>');
      await page.keyboard.press('Escape');
      await again.screenshot({ path: '/tmp/shots/Fractions-Sekundarstufe-compare.png' });
      // Two fractions with decimal and percent at the default 360x240: nothing overflows or overlaps.
      await panel
        .getByLabel('Dezimalzahl zeigen')
        .check()
        .catch(() => undefined);
      await expectFits(again);
      await enlarge(page, again, 600, 400);
      await saved(page);
      await again.screenshot({ path: '/tmp/shots/Fractions-Sekundarstufe-large.png' });
      await expectFits(again);
    } finally {
      await chooseEdition(page, 'Grundschule').catch(() => undefined);
      await context.close();
    }
  });
});

/**
 * Every part of the widget lies inside its frame, no text is cut off, the numbers lie inside their view
 * beside the shape, and the view, the controls and the compare row do not overlap.
 */
async function expectFits(frame: Locator) {
  const body = await boxOf(frame.locator('.widget-frame__body'));
  const inside = (box: { x: number; y: number; width: number; height: number }, outer: typeof box) =>
    box.x >= outer.x - 0.5 &&
    box.y >= outer.y - 0.5 &&
    box.x + box.width <= outer.x + outer.width + 0.5 &&
    box.y + box.height <= outer.y + outer.height + 0.5;
  const parts = await frame
    .locator(
      '.brueche__shape, .brueche__stacked, .brueche__decimal, .brueche__percent, .brueche button, .brueche__count:not(.visually-hidden)',
    )
    .all();
  expect(parts.length).toBeGreaterThan(4);
  for (const part of parts) {
    const box = await boxOf(part);
    expect(
      inside(box, body),
      `${await part.evaluate((el) => el.outerHTML.slice(0, 80))} inside the frame`,
    ).toBe(true);
    expect(
      await part.evaluate((el) => el.scrollWidth <= el.clientWidth + 1 || el instanceof SVGElement),
    ).toBe(true);
  }
  for (const item of await frame.getByTestId('fraction').all()) {
    const view = await boxOf(item.locator('.brueche__view'));
    for (const text of await item.locator('.brueche__stacked, .brueche__decimal, .brueche__percent').all())
      expect(inside(await boxOf(text), view)).toBe(true);
    const shape = await boxOf(item.locator('.brueche__shape'));
    const numbers = await boxOf(item.locator('.brueche__numbers'));
    expect(shape.x + shape.width).toBeLessThanOrEqual(numbers.x + 0.5);
    const controls = item.locator('.brueche__controls');
    if ((await controls.count()) > 0)
      expect((await boxOf(controls)).y).toBeGreaterThanOrEqual(view.y + view.height - 0.5);
  }
  const compare = frame.locator('.brueche__compare');
  if ((await compare.count()) > 0) {
    const row = await boxOf(compare);
    for (const item of await frame.getByTestId('fraction').all()) {
      const box = await boxOf(item);
      expect(box.y + box.height).toBeLessThanOrEqual(row.y + 0.5);
    }
  }
}
