import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { board, openFreshBoard } from './board-helpers.ts';
import { DESKTOP, type Opened, type SignInOptions, useBrowser, type Viewport } from './support/session.ts';
import { boxOf, chooseEdition, enlarge, saved } from './widget-helpers.ts';

// Sanduhren (catalogue 3.1): hourglasses driven by timestamps and the page's clock (a test clock here).

const session = useBrowser();
const START = new Date('2025-09-10T09:00:00');

async function signedIn(viewport?: Viewport, options: SignInOptions = {}): Promise<Opened> {
  const opened = await session.signedIn(viewport, { reducedMotion: 'no-preference', ...options });
  await opened.page.clock.install({ time: START });
  await opened.page.reload();
  return opened;
}

const glass = (frame: Locator, label: string) =>
  frame.locator('.watches__item', { has: frame.page().locator('.watches__label', { hasText: label }) });
/** Waits until the hourglass's turn (real-time CSS animation) has ended. */
const turned = (item: Locator) =>
  item
    .locator('svg')
    .evaluate((svg) => Promise.all(svg.getAnimations().map((animation) => animation.finished)));
const states = (frame: Locator) => frame.locator('.watches__state').allTextContents();

/** The share of the upper bulb's sand as drawn: the sand rectangle's height in the glass's 38-unit bulb. */
async function drawnSandAbove(item: Locator): Promise<number> {
  const svg = await boxOf(item.locator('svg'));
  const scale = Math.min(svg.width / 60, svg.height / 100);
  const sand = await item.locator('.watches__sand--top').boundingBox();
  return (sand?.height ?? 0) / scale / 38;
}

describe('Sanduhren', () => {
  it('tapping "1 Min" and 60 s later shows "fertig" on that hourglass only', async () => {
    const { context, page } = await signedIn();
    try {
      await openFreshBoard(page, 'Sanduhren');
      const b = board(page);
      const frame = await b.add('Sanduhren');
      await frame.locator('.watches__glass').nth(2).waitFor();
      const item = await boxOf(b.item(frame));
      expect(Math.round(item.width)).toBe(360);
      expect(Math.round(item.height)).toBe(240);
      expect(await frame.locator('.watches__label').allTextContents()).toEqual(['1 Min', '3 Min', '5 Min']);
      expect(await states(frame)).toEqual(['1:00', '3:00', '5:00']);
      // The footer's actions and every hourglass are large enough to tap.
      for (const name of ['Alle starten', 'Zurücksetzen']) {
        const box = await boxOf(frame.getByRole('button', { name, exact: true }));
        expect(box.height).toBeGreaterThanOrEqual(44);
      }
      const one = glass(frame, '1 Min');
      await one.getByRole('button').click();
      await expect.poll(() => one.getByRole('button').getAttribute('data-status')).toBe('running');
      // The turn plays (0.5 s) with motion allowed.
      expect(await one.locator('svg').evaluate((svg) => getComputedStyle(svg).animationName)).toBe(
        'watches-turn',
      );
      // The turn runs in real time: the drawn level is measured once it has ended.
      await turned(one);
      await page.clock.fastForward(30_000);
      await expect.poll(() => states(frame)).toEqual(['0:30', '3:00', '5:00']);
      expect(await drawnSandAbove(one)).toBeCloseTo(0.5, 1);
      await page.clock.fastForward(30_500);
      await expect.poll(() => states(frame)).toEqual(['fertig', '3:00', '5:00']);
      expect(await one.getByRole('button').getAttribute('aria-label')).toBe(
        '1 Min: fertig. Tippen zum Umdrehen',
      );
      expect(await glass(frame, '3 Min').getByRole('button').getAttribute('data-status')).toBe('idle');
      // It wiggles once (real time), then stands still and empty.
      expect(await one.locator('svg').evaluate((svg) => getComputedStyle(svg).animationName)).toBe(
        'watches-wiggle',
      );
      await turned(one);
      expect(await drawnSandAbove(one)).toBeLessThan(0.02);
      await frame.screenshot({ path: '/tmp/watches-finished.png' });
      // Another tap restarts it.
      await one.getByRole('button').click();
      await expect.poll(() => states(frame)).toEqual(['1:00', '3:00', '5:00']);
      await expect.poll(() => one.getByRole('button').getAttribute('data-status')).toBe('running');
    } finally {
      await context.close();
    }
  });

  it('after a reload mid-run the sand level matches the elapsed time', async () => {
    const { context, page } = await signedIn();
    try {
      await openFreshBoard(page, 'Sanduhren Reload');
      const b = board(page);
      const frame = await b.add('Sanduhren');
      await frame.locator('.watches__glass').nth(2).waitFor();
      const three = glass(frame, '3 Min');
      const tappedAt = await page.evaluate(() => Date.now());
      await three.getByRole('button').click();
      await page.clock.fastForward(90_000);
      await expect.poll(() => states(frame)).toEqual(['1:00', '1:30', '5:00']);
      await saved(page);
      await page.reload();
      await b.ready();
      const again = glass(b.widget('Sanduhren'), '3 Min');
      await again.locator('svg').waitFor();
      const now = await page.evaluate(() => Date.now());
      const expected = (tappedAt + 180_000 - now) / 180_000;
      expect(expected).toBeGreaterThan(0);
      expect(expected).toBeLessThan(0.6);
      await expect
        .poll(async () => Number(await again.getByRole('button').getAttribute('data-above')))
        .toBeCloseTo(expected, 2);
      expect(await drawnSandAbove(again)).toBeCloseTo(expected, 1);
      expect(await again.getByRole('button').getAttribute('data-status')).toBe('running');
      // The sand keeps running after the reload and ends on time.
      await page.clock.fastForward(tappedAt + 180_000 - now + 500);
      await expect.poll(() => again.getByRole('button').getAttribute('data-status')).toBe('finished');
    } finally {
      await context.close();
    }
  });

  it('"Alle starten" and "Zurücksetzen"; with reduced motion the turn is not animated', async () => {
    const { context, page } = await signedIn(DESKTOP, { reducedMotion: 'reduce' });
    try {
      await openFreshBoard(page, 'Sanduhren alle');
      const b = board(page);
      const frame = await b.add('Sanduhren');
      await frame.locator('.watches__glass').nth(2).waitFor();
      await frame.getByRole('button', { name: 'Alle starten', exact: true }).click();
      await page.clock.fastForward(10_000);
      await expect.poll(() => states(frame)).toEqual(['0:50', '2:50', '4:50']);
      const one = glass(frame, '1 Min');
      await one.getByRole('button').click();
      // Turned while running: the 10 s of fallen sand run back.
      await expect.poll(() => states(frame)).toEqual(['0:10', '2:50', '4:50']);
      expect(await one.locator('svg').evaluate((svg) => getComputedStyle(svg).animationName)).toBe('none');
      await frame.getByRole('button', { name: 'Zurücksetzen', exact: true }).click();
      await expect.poll(() => states(frame)).toEqual(['1:00', '3:00', '5:00']);
      expect(
        await frame
          .locator('.watches__glass')
          .evaluateAll((els) => els.map((el) => el.getAttribute('data-status'))),
      ).toEqual(['idle', 'idle', 'idle']);
    } finally {
      await context.close();
    }
  });

  it('is offered in both editions and legible at default and enlarged size', async () => {
    const { context, page } = await signedIn({ width: 1920, height: 1080 });
    try {
      for (const edition of ['Grundschule', 'Sekundarstufe'] as const) {
        await openFreshBoard(page, `Sanduhren ${edition}`);
        const b = board(page);
        const frame = await b.add('Sanduhren');
        await frame.locator('.watches__glass').nth(2).waitFor();
        await glass(frame, '3 Min').getByRole('button').click();
        await turned(glass(frame, '3 Min'));
        await page.clock.fastForward(60_000);
        await expect.poll(() => states(frame)).toEqual(['1:00', '2:00', '5:00']);
        await frame.screenshot({ path: `/tmp/watches-${edition}-default.png` });
        await expectInside(frame);
        await enlarge(page, frame, 400, 300);
        await saved(page);
        await frame.screenshot({ path: `/tmp/watches-${edition}-large.png` });
        await expectInside(frame);
        const label = await boxOf(frame.locator('.watches__label').first());
        expect(label.height).toBeGreaterThan(24);
        if (edition === 'Grundschule') await chooseEdition(page, 'Sekundarstufe');
      }
    } finally {
      await chooseEdition(page, 'Grundschule').catch(() => undefined);
      await context.close();
    }
  });
});

/** Labels, times and buttons lie inside the frame, and no text is cut off. */
async function expectInside(frame: Locator) {
  const body = await boxOf(frame);
  for (const part of await frame.locator('.watches__label, .watches__state, .w-btn').all()) {
    const box = await boxOf(part);
    expect(box.x).toBeGreaterThanOrEqual(body.x);
    expect(box.y + box.height).toBeLessThanOrEqual(body.y + body.height + 0.5);
    expect(box.x + box.width).toBeLessThanOrEqual(body.x + body.width + 0.5);
    expect(await part.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  }
}
