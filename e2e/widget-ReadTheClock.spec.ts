import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { board, openFreshBoard } from './board-helpers.ts';
import { useBrowser } from './support/session.ts';
import { touchDrag } from './touch-helpers.ts';
import { boxOf, chooseEdition, enlarge, openSettings, saved } from './widget-helpers.ts';

// Lernuhr (catalogue 3.5, Grundschule): buttons, spoken time, tasks, dragging both hands with fingers, reload.

const session = useBrowser();
const button = (frame: Locator, name: string) => frame.getByRole('button', { name, exact: true });
const shown = async (frame: Locator) => {
  const root = frame.locator('.lernuhr');
  return `${await root.getAttribute('data-hours')}:${await root.getAttribute('data-minutes')}`;
};

async function addClock(page: Page, prefix: string): Promise<Locator> {
  // A Grundschule widget: another spec may have left the account in Sekundarstufe.
  await chooseEdition(page, 'Grundschule');
  await openFreshBoard(page, prefix);
  const frame = await board(page).add('Lernuhr');
  await frame.locator('.lernuhr__dial').waitFor();
  return frame;
}

/** Sets a time from 12:00 with the buttons only. */
async function setWithButtons(frame: Locator, hours: number, minutes: number) {
  for (let i = 0; i < (12 - hours) % 12; i++) await button(frame, 'Eine Stunde zurück').click();
  for (let i = 0; i < minutes / 5; i++) await button(frame, '5 Minuten vor').click();
}

describe('Lernuhr', () => {
  it('1. setting 7:45 with the buttons shows "07:45" and "Viertel vor acht"; red and blue hands', async () => {
    const { context, page } = await session.signedIn();
    try {
      const frame = await addClock(page, 'Lernuhr Knöpfe');
      const item = await boxOf(board(page).item(frame));
      expect(Math.abs(item.width - 320)).toBeLessThanOrEqual(1);
      expect(Math.abs(item.height - 380)).toBeLessThanOrEqual(1);
      expect(await shown(frame)).toBe('12:0');
      await setWithButtons(frame, 7, 45);
      await expect.poll(() => shown(frame)).toBe('7:45');
      await button(frame, 'Uhrzeit zeigen').click();
      await expect.poll(() => frame.locator('.lernuhr__digital').textContent()).toBe('07:45');
      expect(await frame.locator('.lernuhr__spoken').textContent()).toBe('Viertel vor acht');
      // The hour hand follows the minutes: three quarters of the way from 7 to 8 (232,5°).
      expect(await frame.locator('.lernuhr__hands .lernuhr__hour').getAttribute('transform')).toBe(
        'rotate(232.5 100 100)',
      );
      const colours = await frame
        .locator('.lernuhr__hands line')
        .evaluateAll((lines) => lines.map((l) => getComputedStyle(l).stroke));
      expect(colours).toEqual(['rgb(255, 0, 0)', 'rgb(0, 0, 255)']);
      // The spoken form also shows on its own with 'Gesprochene Uhrzeit zeigen'.
      await button(frame, 'Uhrzeit zeigen').click();
      expect(await frame.locator('.lernuhr__spoken').count()).toBe(0);
      const panel = await openSettings(page, frame, 'Lernuhr');
      await panel.getByLabel('Gesprochene Uhrzeit zeigen').check();
      await expect.poll(() => frame.locator('.lernuhr__spoken').textContent()).toBe('Viertel vor acht');
    } finally {
      await context.close();
    }
  });

  it('2. setting a task\'s time and tapping "Prüfen" shows "Richtig!" (wrong first: the right hands show)', async () => {
    const { context, page } = await session.signedIn();
    try {
      const frame = await addClock(page, 'Lernuhr Aufgabe');
      await button(frame, 'Aufgabe').click();
      const task = frame.locator('.lernuhr__task');
      await expect.poll(() => task.textContent()).toMatch(/^Stelle ein: /);
      const [hours, minutes] = ((await task.getAttribute('data-task')) ?? '').split(':').map(Number) as [
        number,
        number,
      ];
      const phrase = ((await task.textContent()) ?? '').replace('Stelle ein: ', '');
      // A wrong answer first (one hour off): the hint and the correct hands.
      await button(frame, hours === 11 ? 'Eine Stunde zurück' : 'Eine Stunde vor').click();
      await setWithButtons(frame, hours, minutes);
      await button(frame, 'Prüfen').click();
      await expect.poll(() => task.textContent()).toBe(`Noch nicht – so sieht ${phrase} aus.`);
      expect(await frame.locator('.lernuhr__ghost').count()).toBe(1);
      await button(frame, hours === 11 ? 'Eine Stunde vor' : 'Eine Stunde zurück').click();
      await expect.poll(() => shown(frame)).toBe(`${hours % 12 === 0 ? 12 : hours}:${minutes}`);
      await button(frame, 'Prüfen').click();
      await expect.poll(() => task.textContent()).toBe('Richtig!');
    } finally {
      await context.close();
    }
  });

  it('3. two fingers turn both hands at once (snapped to 5 minutes); the hands keep their position after a reload', async () => {
    const { context, page } = await session.signedIn(undefined, { hasTouch: true });
    try {
      const frame = await addClock(page, 'Lernuhr Finger');
      const dial = await boxOf(frame.locator('.lernuhr__dial'));
      const cx = dial.x + dial.width / 2;
      const cy = dial.y + dial.height / 2;
      const r = dial.width / 2;
      const at = (deg: number, f: number) => ({
        x: cx + Math.sin((deg * Math.PI) / 180) * r * f,
        y: cy - Math.cos((deg * Math.PI) / 180) * r * f,
      });
      // From 12:00, both at the same time: the minute hand (outer finger) to 20 past, the hour hand
      // (inner finger) to 4 o'clock.
      await touchDrag(
        page,
        [
          { from: at(0, 0.7), to: at(122, 0.7) },
          { from: at(0, 0.35), to: at(120, 0.35) },
        ],
        12,
      );
      await expect.poll(() => shown(frame)).toBe('16:20');
      const minute = await frame.locator('.lernuhr__hands .lernuhr__minute').getAttribute('transform');
      expect(minute).toBe('rotate(120 100 100)');
      expect(await frame.locator('.lernuhr__hands .lernuhr__hour').getAttribute('transform')).toBe(
        'rotate(130 100 100)',
      );
      await saved(page);
      await page.reload();
      await board(page).ready();
      const again = board(page).widget('Lernuhr');
      await again.locator('.lernuhr__dial').waitFor();
      expect(await shown(again)).toBe('16:20');
      expect(await again.locator('.lernuhr__hands .lernuhr__minute').getAttribute('transform')).toBe(minute);
    } finally {
      await context.close();
    }
  });

  it('is offered in Grundschule only and legible at default and enlarged size', async () => {
    const { context, page } = await session.signedIn({ width: 1920, height: 1080 });
    try {
      const frame = await addClock(page, 'Lernuhr Größe');
      await setWithButtons(frame, 7, 45);
      await button(frame, 'Aufgabe').click();
      await button(frame, 'Uhrzeit zeigen').click();
      await frame.screenshot({ path: '/tmp/shots/ReadTheClock-Grundschule-default.png' });
      await expectInside(frame);
      await enlarge(page, frame, 500, 400);
      await saved(page);
      await frame.screenshot({ path: '/tmp/shots/ReadTheClock-Grundschule-large.png' });
      await expectInside(frame);
      // Sekundarstufe has no Lernuhr in its widget bar (catalogue 1.1).
      expect(await board(page).bar.getByRole('button', { name: 'Lernuhr', exact: true }).count()).toBe(1);
    } finally {
      await context.close();
    }
  });
});

async function expectInside(frame: Locator) {
  const body = await boxOf(frame);
  for (const part of await frame
    .locator('.lernuhr__dial, .lernuhr__task, .lernuhr__readout, .w-chip, .w-step')
    .all()) {
    const box = await boxOf(part);
    expect(box.x).toBeGreaterThanOrEqual(body.x - 0.5);
    expect(box.y + box.height).toBeLessThanOrEqual(body.y + body.height + 0.5);
    expect(box.x + box.width).toBeLessThanOrEqual(body.x + body.width + 0.5);
  }
  for (const target of await frame.locator('.w-chip, .w-step').all()) {
    expect((await boxOf(target)).height).toBeGreaterThanOrEqual(24);
  }
}
