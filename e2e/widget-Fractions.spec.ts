import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { board, openFreshBoard } from './board-helpers.ts';
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

let toRestore: Page | undefined;
afterAll(async () => {
  if (toRestore) await chooseEdition(toRestore, 'Grundschule').catch(() => undefined);
});

describe('Brüche', () => {
  it('1. tapping 3 of 4 parts shows "3/4" and "0,75" with showDecimal; only in Sekundarstufe', async () => {
    const { context, page } = await session.signedIn();
    try {
      await openFreshBoard(page, 'Brüche Grundschule');
      expect(await board(page).bar.getByRole('button', { name: 'Brüche', exact: true }).count()).toBe(0);
      await chooseEdition(page, 'Sekundarstufe');
      toRestore = page;
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
    } finally {
      await chooseEdition(page, 'Grundschule').catch(() => undefined);
      toRestore = undefined;
      await context.close();
    }
  });

  it('2. "Erweitern ×2" shows "6/8" with the same area coloured and survives a reload; a finger swipes parts', async () => {
    const { context, page } = await session.signedIn({ width: 1920, height: 1080 }, { hasTouch: true });
    try {
      await openFreshBoard(page, 'Brüche Start');
      await chooseEdition(page, 'Sekundarstufe');
      toRestore = page;
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
      await again.getByRole('button', { name: 'Vergleichen', exact: true }).click();
      await expect.poll(() => again.getByTestId('relation').textContent()).toBe('>');
      await page.keyboard.press('Escape');
      await again.screenshot({ path: '/tmp/shots/Fractions-Sekundarstufe-compare.png' });
      await enlarge(page, again, 600, 400);
      await saved(page);
      await again.screenshot({ path: '/tmp/shots/Fractions-Sekundarstufe-large.png' });
    } finally {
      await chooseEdition(page, 'Grundschule').catch(() => undefined);
      toRestore = undefined;
      await context.close();
    }
  });
});
