import { describe, expect, it } from 'vitest';
import { board, openFreshBoard } from './board-helpers.ts';
import { drawU } from './draw-helpers.ts';
import { startSharing } from './share-helpers.ts';
import { shell } from './support/pages.ts';
import { useBrowser } from './support/session.ts';
import { boxOf } from './widget-helpers.ts';

const session = useBrowser();
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-live';

// Live desktops (issue 19): the same teacher has one desktop open in two windows (two devices).
describe('live desktops', () => {
  it('shows a placement, a move, a setting and a removal of one window in the other, and the presence', async () => {
    const one = await session.signedIn();
    const two = await session.signedIn();
    try {
      const a = board(one.page);
      const b = board(two.page);
      await openFreshBoard(one.page, 'Live');
      await two.page.goto(new URL(one.page.url()).pathname);
      await b.ready();
      // Both windows know of each other (no names, just the count).
      for (const page of [one.page, two.page])
        await expect
          .poll(() => page.getByTestId('live-presence').textContent())
          .toBe('Auf 2 Geräten geöffnet');

      // Placed in one window: appears in the other.
      await a.add('Timer');
      const timerA = a.widget('Timer');
      const timerB = b.widget('Timer');
      await timerB.waitFor();
      await expect.poll(async () => (await boxOf(b.item(timerB))).x).toBe((await boxOf(a.item(timerA))).x);

      // A move by keyboard: the other window shows the new place.
      const before = await boxOf(b.item(timerB));
      await a.handle(timerA).focus();
      await one.page.keyboard.press('ArrowRight');
      await one.page.keyboard.press('ArrowDown');
      await expect.poll(async () => (await boxOf(b.item(timerB))).x - before.x).toBe(20);
      expect((await boxOf(b.item(timerB))).y - before.y).toBe(20);

      // A setting (the 1-minute preset) changed in one window shows in the other.
      expect(await timerB.getByTestId('timer-display').textContent()).not.toBe('1:00');
      await timerA.getByRole('button', { name: '1 Min', exact: true }).click();
      await expect.poll(() => timerB.getByTestId('timer-display').textContent()).toBe('1:00');

      // Started in one window: the other runs the same countdown (the same end time).
      await timerA.getByRole('button', { name: 'Start', exact: true }).click();
      await timerB.getByRole('button', { name: 'Pause', exact: true }).waitFor();
      await expect
        .poll(async () => {
          const [ta, tb] = await Promise.all([
            timerA.getByTestId('timer-display').textContent(),
            timerB.getByTestId('timer-display').textContent(),
          ]);
          return ta === tb && ta !== '1:00';
        })
        .toBe(true);
      await timerA.getByRole('button', { name: 'Pause', exact: true }).click();
      await expect.poll(() => timerB.getByRole('button', { name: 'Pause', exact: true }).count()).toBe(0);

      // A change in the second window reaches the first just as well.
      await b.add('Würfel');
      await a.widget('Würfel').waitFor();

      // A third window (a tablet at 1024x768) opens the desktop: all three count three.
      const three = await session.signedIn({ width: 1024, height: 768 });
      try {
        await three.page.goto(new URL(one.page.url()).pathname);
        const c = board(three.page);
        await c.ready();
        for (const page of [one.page, two.page, three.page])
          await expect
            .poll(() => page.getByTestId('live-presence').textContent())
            .toBe('Auf 3 Geräten geöffnet');
        await c.widget('Würfel').waitFor();
        await three.page.screenshot({ path: `${SHOTS}/presence-1024.png` });
        await one.page.screenshot({ path: `${SHOTS}/presence-1280.png` });
        // Its own change reaches both others.
        await c.add('Notiz');
        await a.widget('Notiz').waitFor();
        await b.widget('Notiz').waitFor();
      } finally {
        await three.context.close();
      }
      await expect
        .poll(() => two.page.getByTestId('live-presence').textContent())
        .toBe('Auf 2 Geräten geöffnet');

      // Removed in one window (once 'Rückgängig' is no longer offered): gone in the other.
      await a.action(timerA, 'Entfernen');
      await one.page.getByRole('button', { name: 'Hinweis schließen' }).click();
      await expect.poll(() => timerB.count()).toBe(0);
      await expect.poll(() => b.widgets().count()).toBe(2);

      // Nothing echoed back: both windows settle with everything saved and the same board.
      await a.waitSaved();
      await b.waitSaved();
      await two.page.reload();
      await b.ready();
      await expect.poll(() => b.widgets().count()).toBe(2);
      await b.widget('Würfel').waitFor();

      // One window closes: the other no longer says two.
      await one.context.close();
      await expect.poll(() => two.page.getByTestId('live-presence').count()).toBe(0);
    } finally {
      await one.context.close().catch(() => {});
      await two.context.close();
    }
  });
});

describe('live desktops: concurrent drawing', () => {
  it('keeps strokes drawn at the same time in two windows in both', async () => {
    const one = await session.signedIn(undefined, { hasTouch: true });
    const two = await session.signedIn(undefined, { hasTouch: true });
    try {
      const a = board(one.page);
      const b = board(two.page);
      await openFreshBoard(one.page, 'Zeichnen live');
      await two.page.goto(new URL(one.page.url()).pathname);
      await b.ready();
      await a.add('Zeichnen');
      const surfaceA = a.widget('Zeichnen').getByTestId('draw-surface');
      const surfaceB = b.widget('Zeichnen').getByTestId('draw-surface');
      await surfaceB.waitFor();
      await expect.poll(() => two.page.getByTestId('live-presence').count()).toBe(1);
      // Both draw before either has heard of the other's stroke.
      await Promise.all([drawU(one.page, surfaceA), drawU(two.page, surfaceB)]);
      for (const surface of [surfaceA, surfaceB])
        await expect.poll(() => surface.getAttribute('data-strokes')).toBe('2');
      await a.waitSaved();
      await b.waitSaved();
      await two.page.reload();
      await b.ready();
      await expect
        .poll(() => b.widget('Zeichnen').getByTestId('draw-surface').getAttribute('data-strokes'))
        .toBe('2');
    } finally {
      await one.context.close();
      await two.context.close();
    }
  });
});

describe('live desktops: the pupils’ /iframe view', () => {
  it('shows the teacher’s changes without a reload and the German message once sharing ends', async () => {
    const teacher = await session.signedIn();
    const pupil = await session.open();
    try {
      const a = board(teacher.page);
      const name = await openFreshBoard(teacher.page, 'Live geteilt');
      await a.add('Timer');
      await a.waitSaved();
      const { code, dialog } = await startSharing(teacher.page, name);
      await dialog.getByRole('button', { name: 'Schließen' }).click();
      await pupil.page.goto(`/iframe?code=${code}`);
      const timer = pupil.page.getByRole('region', { name: 'Timer' });
      await timer.getByTestId('timer-display').waitFor();
      // Placed and changed by the teacher: the view follows.
      await a.add('Würfel');
      await pupil.page.getByRole('region', { name: 'Würfel' }).waitFor();
      await a.widget('Timer').getByRole('button', { name: '1 Min', exact: true }).click();
      await expect.poll(() => timer.getByTestId('timer-display').textContent()).toBe('1:00');
      await pupil.page.screenshot({ path: `${SHOTS}/iframe-live-1280.png` });
      // Sharing ends: the view says so in German.
      await (await shell(teacher.page).openDesktopMenu())
        .getByRole('menuitem', { name: 'Teilen', exact: true })
        .click();
      await shell(teacher.page)
        .dialog(`„${name}“ teilen`)
        .getByRole('button', { name: 'Teilen beenden' })
        .click();
      await pupil.page.getByRole('heading', { name: 'Diese Tafel wurde nicht gefunden.' }).waitFor();
    } finally {
      await teacher.context.close();
      await pupil.context.close();
    }
  });
});

describe('live desktops: offline in one window', () => {
  it('merges what both windows did while one was offline, nothing lost or doubled', async () => {
    const one = await session.signedIn();
    const two = await session.signedIn();
    try {
      const a = board(one.page);
      const b = board(two.page);
      await openFreshBoard(one.page, 'Offline live');
      await two.page.goto(new URL(one.page.url()).pathname);
      await b.ready();
      await a.add('Timer');
      await b.widget('Timer').waitFor();
      await a.waitSaved();
      await one.context.setOffline(true);
      // Offline: a setting here; meanwhile the other window places a widget and changes another one.
      await a.widget('Timer').getByRole('button', { name: '2 Min', exact: true }).click();
      await b.add('Würfel');
      await b.widget('Timer').getByRole('button', { name: 'Start', exact: true }).waitFor();
      await b.waitSaved();
      await one.context.setOffline(false);
      await one.page.evaluate(() => window.dispatchEvent(new Event('online')));
      // Back online: both windows show both changes.
      await a.widget('Würfel').waitFor();
      await expect.poll(() => b.widget('Timer').getByTestId('timer-display').textContent()).toBe('2:00');
      await a.waitSaved();
      for (const page of [one.page, two.page]) {
        await page.reload();
        await board(page).ready();
        await expect.poll(() => board(page).widgets().count()).toBe(2);
        await expect
          .poll(() => board(page).widget('Timer').getByTestId('timer-display').textContent())
          .toBe('2:00');
      }
    } finally {
      await one.context.close();
      await two.context.close();
    }
  });
});
