import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { board, openFreshBoard } from './board-helpers.ts';
import { drawU } from './draw-helpers.ts';
import { startSharing } from './share-helpers.ts';
import { shell } from './support/pages.ts';
import { useBrowser } from './support/session.ts';
import { boxOf, openSettings } from './widget-helpers.ts';

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

describe('live desktops: a removal undone from the other window', () => {
  it('hides a widget removed in one window in the other, where its undo brings it back in both', async () => {
    const one = await session.signedIn();
    const two = await session.signedIn();
    // No removal may reach the server: each one is undone before its offer ends.
    const removals: string[] = [];
    for (const page of [one.page, two.page])
      page.on('request', (r) => {
        if (r.url().includes('/remove-widget')) removals.push(r.url());
      });
    try {
      const a = board(one.page);
      const b = board(two.page);
      await openFreshBoard(one.page, 'Rückgängig live');
      await two.page.goto(new URL(one.page.url()).pathname);
      await b.ready();
      await a.add('Timer');
      await a.add('Würfel');
      await b.widget('Timer').waitFor();
      await b.widget('Würfel').waitFor();
      await a.waitSaved();
      await b.waitSaved();
      const toastA = one.page.locator('.undo-toast');
      const toastB = two.page.locator('.undo-toast');

      // Removed in window A: gone in B at once, and B offers the undo too.
      await a.action(a.widget('Timer'), 'Entfernen');
      await expect.poll(() => b.widget('Timer').count()).toBe(0);
      await toastB.waitFor();
      expect(await toastB.textContent()).toContain('„Timer“ entfernt');
      await two.page.screenshot({ path: `${SHOTS}/undo-other-window-1280.png` });
      // B takes it back: both windows show it again, A's offer is gone.
      await toastB.getByRole('button', { name: 'Rückgängig' }).click();
      await b.widget('Timer').waitFor();
      await a.widget('Timer').waitFor();
      await expect.poll(() => toastA.count()).toBe(0);
      await expect.poll(() => a.widgets().count()).toBe(2);

      // The other way round: removed in B, taken back in A.
      await b.action(b.widget('Würfel'), 'Entfernen');
      await expect.poll(() => a.widget('Würfel').count()).toBe(0);
      await toastA.getByRole('button', { name: 'Rückgängig' }).click();
      await a.widget('Würfel').waitFor();
      await b.widget('Würfel').waitFor();
      await expect.poll(() => toastB.count()).toBe(0);

      // The database has both: a reload of either window shows them.
      await a.waitSaved();
      await b.waitSaved();
      for (const page of [one.page, two.page]) {
        await page.reload();
        await board(page).ready();
        await board(page).widget('Timer').waitFor();
        await board(page).widget('Würfel').waitFor();
        expect(await board(page).widgets().count()).toBe(2);
      }
      expect(removals).toEqual([]);
    } finally {
      await one.context.close();
      await two.context.close();
    }
  });
});

describe('live desktops: different settings of one widget at once', () => {
  it('keeps a setting changed in each window, in both windows and after a reload', async () => {
    const one = await session.signedIn();
    const two = await session.signedIn();
    try {
      const a = board(one.page);
      const b = board(two.page);
      await openFreshBoard(one.page, 'Einstellungen live');
      await two.page.goto(new URL(one.page.url()).pathname);
      await b.ready();
      await a.add('Timer');
      await b.widget('Timer').waitFor();
      await a.waitSaved();
      for (const page of [one.page, two.page])
        await expect.poll(() => board(page).widget('Timer').locator('.timer__progress').count()).toBe(1);

      // Window A's write is held on the way until B's has been stored: A's change was made on
      // the widget as it was before B's (a real conflict, not one after the other).
      const held: Route[] = [];
      let holding = true;
      await one.page.route('**/update-widget', (route) => {
        if (holding) held.push(route);
        else void route.continue();
      });
      const panelA = await openSettings(one.page, a.widget('Timer'), 'Timer');
      await panelA.getByLabel('Text am Ende').fill('Alle fertig!');
      await expect.poll(() => held.length).toBeGreaterThan(0);
      const panelB = await openSettings(two.page, b.widget('Timer'), 'Timer');
      await panelB.getByLabel('Fortschrittsbalken anzeigen').uncheck();
      await b.waitSaved();
      holding = false;
      for (const route of held) await route.continue();
      await a.waitSaved();

      // Both windows show both changes, without a reload and after one.
      for (const [page, panel] of [
        [one.page, panelA],
        [two.page, panelB],
      ] as const) {
        await expect.poll(() => board(page).widget('Timer').locator('.timer__progress').count()).toBe(0);
        await expect.poll(() => panel.getByLabel('Text am Ende').inputValue()).toBe('Alle fertig!');
        await expect.poll(() => panel.getByLabel('Fortschrittsbalken anzeigen').isChecked()).toBe(false);
      }
      for (const page of [one.page, two.page]) {
        await page.reload();
        await board(page).ready();
        const timer = board(page).widget('Timer');
        await timer.waitFor();
        expect(await timer.locator('.timer__progress').count()).toBe(0);
        const panel = await openSettings(page, timer, 'Timer');
        expect(await panel.getByLabel('Text am Ende').inputValue()).toBe('Alle fertig!');
        expect(await panel.getByLabel('Fortschrittsbalken anzeigen').isChecked()).toBe(false);
      }
    } finally {
      await one.context.close();
      await two.context.close();
    }
  });
});

describe('live desktops: the background', () => {
  it("changes the background of the user's window on another desktop without a reload", async () => {
    const one = await session.signedIn();
    const two = await session.signedIn();
    const area = (page: Page) => shell(page).desktopArea;
    try {
      await openFreshBoard(one.page, 'Hintergrund A');
      await openFreshBoard(two.page, 'Hintergrund B');
      await expect.poll(() => two.page.getByTestId('live-presence').count()).toBe(0);
      const before = await area(two.page).getAttribute('data-background');
      const target =
        before === 'chalkboard'
          ? { label: 'Papier', slug: 'paper' }
          : { label: 'Kreidetafel', slug: 'chalkboard' };
      await shell(one.page).backgroundButton.click();
      const saved = one.page.waitForResponse(
        (r) => r.url().endsWith('/change-current-user-single') && r.status() === 204,
      );
      await shell(one.page).dialog('Hintergrund').locator('label', { hasText: target.label }).click();
      await saved;
      // The other window (another desktop, without a background of its own) follows at once.
      await expect.poll(() => area(two.page).getAttribute('data-background')).toBe(target.slug);
      await two.page.screenshot({ path: `${SHOTS}/background-live-1280.png` });
      // Back to what it was (the account is shared by the other tests).
      const restored = one.page.waitForResponse(
        (r) => r.url().endsWith('/change-current-user-single') && r.status() === 204,
      );
      await shell(one.page)
        .dialog('Hintergrund')
        .locator('label', { hasText: before === 'chalkboard' ? 'Kreidetafel' : 'Papier' })
        .click();
      await restored;
      await expect.poll(() => area(two.page).getAttribute('data-background')).toBe(before);
    } finally {
      await one.context.close();
      await two.context.close();
    }
  });
});
