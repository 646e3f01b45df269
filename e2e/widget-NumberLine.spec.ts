import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { board, openFreshBoard } from './board-helpers.ts';
import { useBrowser } from './support/session.ts';
import { touchDrag } from './touch-helpers.ts';
import { boxOf, chooseEdition, enlarge, openSettings, saved } from './widget-helpers.ts';

// Zahlenstrahl (catalogue 3.5): labels, hidden boxes, jumps, the marker (finger, buttons, keys), reload.

const session = useBrowser();
const labels = (frame: Locator) => frame.getByTestId('mark-label').allTextContents();
const mark = (frame: Locator, index: number) => frame.locator(`.numberline__mark[data-index="${index}"]`);
const tool = (frame: Locator, name: string) => frame.getByRole('button', { name, exact: true });

async function addNumberLine(page: Page, prefix: string): Promise<Locator> {
  await openFreshBoard(page, prefix);
  const frame = await board(page).add('Zahlenstrahl');
  await frame.locator('.numberline__mark').nth(10).waitFor();
  return frame;
}

describe('Zahlenstrahl', () => {
  it('1. default labels 0–10 at 539x130; offset 20 and scale 10 give 20…120', async () => {
    const { context, page } = await session.signedIn();
    try {
      const frame = await addNumberLine(page, 'Zahlenstrahl Labels');
      const item = await boxOf(board(page).item(frame));
      // 539x130, snapped to the board's grid.
      expect(Math.abs(item.width - 539)).toBeLessThanOrEqual(1);
      expect(Math.abs(item.height - 130)).toBeLessThanOrEqual(1);
      expect(await labels(frame)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
      const panel = await openSettings(page, frame, 'Zahlenstrahl');
      await panel.getByLabel('Startwert').fill('20');
      await panel.getByLabel('Schrittweite').fill('10');
      await expect
        .poll(() => labels(frame))
        .toEqual(['20', '30', '40', '50', '60', '70', '80', '90', '100', '110', '120']);
      // Sekundarstufe example: −5 in steps of 0,1, decimal comma, no float tails.
      await panel.getByLabel('Startwert').fill('-5');
      await panel.getByLabel('Schrittweite').fill('0.1');
      await expect
        .poll(() => labels(frame))
        .toEqual(['−5', '−4,9', '−4,8', '−4,7', '−4,6', '−4,5', '−4,4', '−4,3', '−4,2', '−4,1', '−4']);
      // The stepper's '+' adds floats (0.1 + 0.1 + 0.1); the labels stay exact.
      await panel.getByLabel('Startwert').fill('0');
      await panel.getByRole('button', { name: 'Erhöhen' }).nth(1).click();
      await panel.getByRole('button', { name: 'Erhöhen' }).nth(1).click();
      await expect.poll(async () => (await labels(frame))[3]).toMatch(/^\d+(,\d{1,3})?$/);
    } finally {
      await context.close();
    }
  });

  it('2. a tapped label becomes an empty box; "Welche Zahl fehlt?" reveals it; both survive a reload', async () => {
    const { context, page } = await session.signedIn();
    try {
      const frame = await addNumberLine(page, 'Zahlenstrahl Box');
      await mark(frame, 3).click();
      await expect.poll(async () => (await labels(frame))[3]).toBe('');
      expect(await mark(frame, 3).locator('.numberline__label--box').count()).toBe(1);
      const box = await boxOf(mark(frame, 3).locator('.numberline__label'));
      expect(box.width).toBeGreaterThanOrEqual(20);
      expect(box.height).toBeGreaterThanOrEqual(16);
      await saved(page);
      await tool(frame, 'Welche Zahl fehlt?').click();
      // Only the hidden box can be tapped in this mode.
      expect(await mark(frame, 4).isDisabled()).toBe(true);
      await mark(frame, 3).click();
      await expect.poll(async () => (await labels(frame))[3]).toBe('3');
      await saved(page);
      await page.reload();
      await board(page).ready();
      const again = board(page).widget('Zahlenstrahl');
      await again.locator('.numberline__mark').nth(10).waitFor();
      expect((await labels(again))[3]).toBe('3');
      expect(await mark(again, 3).locator('.numberline__label--revealed').count()).toBe(1);
      // The teacher shows it again (no box any more), hides it anew: the box is empty for everyone.
      await mark(again, 3).click();
      await expect.poll(() => mark(again, 3).locator('.numberline__label--box').count()).toBe(0);
      await mark(again, 3).click();
      await expect.poll(async () => (await labels(again))[3]).toBe('');
    } finally {
      await context.close();
    }
  });

  it('3. a jump from 2 to 5 shows "+3" and survives a reload; "Sprünge löschen" removes it', async () => {
    const { context, page } = await session.signedIn();
    try {
      const frame = await addNumberLine(page, 'Zahlenstrahl Sprung');
      await tool(frame, 'Sprung').click();
      await mark(frame, 2).click();
      await mark(frame, 5).click();
      await expect.poll(() => frame.getByTestId('jump').textContent()).toBe('+3');
      await mark(frame, 7).click();
      await mark(frame, 5).click();
      await expect.poll(() => frame.getByTestId('jump').allTextContents()).toEqual(['+3', '−2']);
      await saved(page);
      await page.reload();
      await board(page).ready();
      const again = board(page).widget('Zahlenstrahl');
      await again.getByTestId('jump').first().waitFor();
      expect(await again.getByTestId('jump').allTextContents()).toEqual(['+3', '−2']);
      await tool(again, 'Sprünge löschen').click();
      await expect.poll(() => again.getByTestId('jump').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('a finger drags the marker along the line at the default size (snaps to marks); ◀/▶ and arrow keys move it; it survives a reload', async () => {
    const { context, page } = await session.signedIn({ width: 1024, height: 768 }, { hasTouch: true });
    try {
      const frame = await addNumberLine(page, 'Zahlenstrahl Figur');
      const marker = frame.getByRole('slider', { name: 'Figur auf dem Zahlenstrahl' });
      expect(await marker.locator('.numberline__frog').count()).toBe(1);
      expect(await marker.getAttribute('aria-valuenow')).toBe('0');
      const before = await boxOf(marker);
      // A finger on the line just above the ticks (touch adjustment lands it on the nearest mark) moves
      // along the line to mark 6: the marker follows, no label is toggled by the drag.
      const tick = await boxOf(frame.locator('.numberline__tick').first());
      const six = await boxOf(mark(frame, 6));
      const y = tick.y + 2;
      await touchDrag(page, [
        { from: { x: tick.x + tick.width / 2, y }, to: { x: six.x + six.width / 2 + 4, y } },
      ]);
      await expect.poll(() => marker.getAttribute('aria-valuenow')).toBe('6');
      await expect.poll(async () => (await boxOf(marker)).x - before.x).toBeGreaterThan(six.x - tick.x - 20);
      expect(await labels(frame)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
      // A finger that only taps a mark still hides its label (the drag did not take the tap away).
      const three = await boxOf(mark(frame, 3).locator('.numberline__label'));
      await page.touchscreen.tap(three.x + three.width / 2, three.y + three.height / 2);
      await expect.poll(async () => (await labels(frame))[3]).toBe('');
      await page.touchscreen.tap(three.x + three.width / 2, three.y + three.height / 2);
      await expect.poll(async () => (await labels(frame))[3]).toBe('3');
      expect(await marker.getAttribute('aria-valuenow')).toBe('6');
      await tool(frame, 'Figur eine Markierung nach rechts').click();
      await expect.poll(() => marker.getAttribute('aria-valuenow')).toBe('7');
      await marker.focus();
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => marker.getAttribute('aria-valuenow')).toBe('5');
      await saved(page);
      await page.reload();
      await board(page).ready();
      const again = board(page)
        .widget('Zahlenstrahl')
        .getByRole('slider', { name: 'Figur auf dem Zahlenstrahl' });
      await expect.poll(() => again.getAttribute('aria-valuenow')).toBe('5');
      expect(await again.getAttribute('aria-valuetext')).toBe('5');
    } finally {
      await context.close();
    }
  });

  it('is offered in both editions (frog / dot) and legible at default and enlarged size', async () => {
    const { context, page } = await session.signedIn({ width: 1920, height: 1080 });
    try {
      for (const edition of ['Grundschule', 'Sekundarstufe'] as const) {
        if (edition === 'Sekundarstufe') await chooseEdition(page, 'Sekundarstufe');
        const frame = await addNumberLine(page, `Zahlenstrahl ${edition}`);
        expect(
          await frame.locator(edition === 'Grundschule' ? '.numberline__frog' : '.numberline__dot').count(),
        ).toBe(1);
        await mark(frame, 3).click();
        await tool(frame, 'Sprung').click();
        await mark(frame, 2).click();
        await mark(frame, 5).click();
        await tool(frame, 'Sprung').click();
        await frame.screenshot({ path: `/tmp/shots/NumberLine-${edition}-default.png` });
        await expectInside(frame);
        // Legible at the default 539x130: labels at least 16 px high text, apart from each other, and the
        // tools beside the line do not cover it.
        const small = await boxOf(mark(frame, 1).locator('.numberline__label'));
        expect(small.height).toBeGreaterThanOrEqual(24);
        await expectApart(frame);
        await enlarge(page, frame, 700, 300);
        await saved(page);
        await frame.screenshot({ path: `/tmp/shots/NumberLine-${edition}-large.png` });
        await expectInside(frame);
        const label = await boxOf(mark(frame, 1).locator('.numberline__label'));
        expect(label.height).toBeGreaterThan(40);
      }
    } finally {
      await chooseEdition(page, 'Grundschule').catch(() => undefined);
      await context.close();
    }
  });
});

/** No two labels overlap, and the line ends before the tools begin. */
async function expectApart(frame: Locator) {
  const boxes = await Promise.all(
    (await frame.locator('.numberline__label').all()).map((label) => boxOf(label)),
  );
  for (let i = 1; i < boxes.length; i++) {
    const [a, b] = [boxes[i - 1], boxes[i]];
    if (a && b) expect(a.x + a.width).toBeLessThanOrEqual(b.x + 0.5);
  }
  const axis = await boxOf(frame.locator('.numberline__svg'));
  for (const chip of await frame.locator('.numberline__tools button').all()) {
    const box = await boxOf(chip);
    const beside = box.x >= axis.x + axis.width - 0.5;
    const below = box.y >= axis.y + axis.height - 0.5;
    expect(beside || below).toBe(true);
  }
}

/** Labels and buttons lie inside the frame and no label is cut off. */
async function expectInside(frame: Locator) {
  const body = await boxOf(frame);
  for (const part of await frame
    .locator('.numberline__label, .numberline__tools button, .numberline__marker')
    .all()) {
    const box = await boxOf(part);
    expect(box.x).toBeGreaterThanOrEqual(body.x - 0.5);
    expect(box.y + box.height).toBeLessThanOrEqual(body.y + body.height + 0.5);
    expect(box.x + box.width).toBeLessThanOrEqual(body.x + body.width + 0.5);
    expect(await part.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  }
}
