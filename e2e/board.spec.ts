import { describe, expect, it } from 'vitest';
import { board, openFreshBoard } from './board-helpers.ts';
import { formatViolations, runAxe } from './support/axe.ts';
import { shell } from './support/pages.ts';
import { DESKTOP, useBrowser } from './support/session.ts';
import { boxOf } from './widget-helpers.ts';

const EIGHT = ['Analoguhr', 'Digitaluhr', 'Timer', 'Stoppuhr', 'Visueller Timer', 'Ampel', 'Würfel', 'Notiz'];

const session = useBrowser();
const { signedIn } = session;

describe('board: the eight widgets', () => {
  it('adds each widget from the bar, uses it, and finds everything after a reload', async () => {
    const { context, page } = await signedIn();
    try {
      await page.clock.install({ time: new Date('2025-09-10T08:45:00') });
      await page.reload();
      await openFreshBoard(page, 'Acht');
      const b = board(page);
      // The bar groups by category with the catalogue's German names.
      for (const heading of ['Zeit', 'Organisation', 'Zufall', 'Inhalte']) {
        await expect.poll(() => b.bar.getByRole('heading', { name: heading }).count()).toBe(1);
      }
      await expect.poll(() => page.getByTestId('season-decoration').count()).toBe(1);
      for (const name of EIGHT) await b.add(name);
      await expect.poll(() => b.widgets().count()).toBe(8);

      // Analoguhr: "Es ist 08:45 Uhr", primary hour hand in --clock-hour-hand.
      const clock = b.widget('Analoguhr');
      await expect.poll(() => clock.getByRole('img', { name: 'Es ist 08:45 Uhr' }).count()).toBe(1);
      const colours = await clock.locator('[data-hand="hour"]').evaluate((el) => ({
        stroke: getComputedStyle(el).backgroundColor,
        variable: getComputedStyle(el).getPropertyValue('--clock-hour-hand').trim(),
      }));
      expect(colours.variable).toBe('red');
      expect(colours.stroke).toBe('rgb(255, 0, 0)');

      // Digitaluhr: 24 h digits and the DIN 5008 date line.
      const digital = b.widget('Digitaluhr');
      await expect(digital.textContent()).resolves.toContain('08:45');
      await expect(digital.textContent()).resolves.toContain('Mittwoch, 10. September 2025');

      // Stoppuhr: Start → +65 s shows 1:05,0 (then stopped, so it keeps the value over the reload).
      const stopwatch = b.widget('Stoppuhr');
      await stopwatch.getByRole('button', { name: 'Start', exact: true }).click();
      await page.clock.fastForward(65_000);
      await stopwatch.getByRole('button', { name: 'Stopp', exact: true }).click();
      const stopped = await stopwatch.getByTestId('stopwatch-display').textContent();
      expect(stopped).toMatch(/^1:0[5-6],\d$/);

      // Timer: '1 Min' → Start → +30 s shows 0:30.
      const timer = b.widget('Timer');
      await timer.getByRole('button', { name: '1 Min', exact: true }).click();
      await timer.getByRole('button', { name: 'Start', exact: true }).click();
      await page.clock.fastForward(30_000);
      await expect.poll(() => timer.getByTestId('timer-display').textContent()).toBe('0:30');

      // Visueller Timer: default 15:00 with a 90° sector.
      const visual = b.widget('Visueller Timer');
      await expect(visual.getByTestId('visual-timer-display').textContent()).resolves.toBe('15:00');
      await expect(
        visual.locator('svg[data-sector-degrees]').getAttribute('data-sector-degrees'),
      ).resolves.toBe('90');

      // Ampel: tapping green presses green only.
      const light = b.widget('Ampel');
      await light.getByRole('button', { name: 'Grün' }).click();
      await expect.poll(() => light.locator('.traffic-light__lamp[aria-pressed="true"]').count()).toBe(1);
      await expect(light.getByRole('button', { name: 'Grün' }).getAttribute('aria-pressed')).resolves.toBe(
        'true',
      );

      // Würfel: every face 1–6, announced politely.
      const dice = b.widget('Würfel');
      await dice.getByRole('button', { name: 'Würfeln' }).click();
      const face = await dice.locator('.dice__die').getAttribute('data-value');
      expect(Number(face)).toBeGreaterThanOrEqual(1);
      expect(Number(face)).toBeLessThanOrEqual(6);
      await page.clock.fastForward(1_000);
      await expect.poll(() => dice.getByTestId('dice-announcement').textContent()).toBe(`Gewürfelt: ${face}`);

      // Notiz: two typed lines, yellow from the header swatch.
      const note = b.widget('Notiz');
      await note.getByTestId('note-text').click();
      await page.keyboard.type('Erste Zeile');
      await page.keyboard.press('Enter');
      await page.keyboard.type('Zweite Zeile');
      await b.handle(note).click();
      await note.getByRole('button', { name: 'Farbe' }).click();
      await note.getByRole('radio', { name: 'Gelb' }).check();
      await expect(note.locator('.note').getAttribute('data-color')).resolves.toBe('yellow');

      await page.clock.fastForward(2_000);
      await b.waitSaved();
      await page.reload();
      await b.ready();

      await expect.poll(() => b.widgets().count()).toBe(8);
      const remaining = await b.widget('Timer').getByTestId('timer-display').textContent();
      expect(remaining).toMatch(/^0:[0-3]\d$/);
      expect(Number(remaining?.split(':')[1])).toBeLessThanOrEqual(30);
      await expect.poll(() => b.widget('Timer').getByRole('button', { name: 'Pause' }).count()).toBe(1);
      await expect(b.widget('Stoppuhr').getByTestId('stopwatch-display').textContent()).resolves.toBe(
        stopped,
      );
      await expect(
        b.widget('Ampel').getByRole('button', { name: 'Grün' }).getAttribute('aria-pressed'),
      ).resolves.toBe('true');
      await expect(b.widget('Würfel').locator('.dice__die').getAttribute('data-value')).resolves.toBe(face);
      await expect(b.widget('Notiz').getByTestId('note-text').textContent()).resolves.toBe(
        'Erste Zeile\nZweite Zeile',
      );
      await expect(b.widget('Notiz').locator('.note').getAttribute('data-color')).resolves.toBe('yellow');

      const violations = await runAxe(page, { include: ['.board'] });
      expect(formatViolations(violations)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('runs the timer to its end while the tab is away and shows the finished message', async () => {
    const { context, page } = await signedIn();
    try {
      await page.clock.install({ time: new Date('2025-09-10T10:00:00') });
      await page.reload();
      await openFreshBoard(page, 'Ende');
      const b = board(page);
      const timer = await b.add('Timer');
      await timer.getByRole('button', { name: '1 Min', exact: true }).click();
      await timer.getByRole('button', { name: 'Start', exact: true }).click();
      await page.clock.fastForward(72_000);
      await expect.poll(() => timer.getByText('Die Zeit ist um!').count()).toBe(1);
      await expect.poll(() => timer.getByTestId('timer-display').textContent()).toMatch(/^\+0:1[12]$/);
    } finally {
      await context.close();
    }
  });
});

describe('board: visual timer and dice in detail', () => {
  it('shrinks the visual timer sector with time and keeps a held die over five rolls', async () => {
    const { context, page } = await signedIn();
    try {
      await page.clock.install({ time: new Date('2025-09-10T09:00:00') });
      await page.reload();
      await openFreshBoard(page, 'Details');
      const b = board(page);
      const visual = await b.add('Visueller Timer');
      const sector = visual.locator('svg[data-sector-degrees]');
      await expect.poll(() => sector.getAttribute('data-sector-degrees')).toBe('90');
      await visual.getByRole('button', { name: 'Start', exact: true }).click();
      await page.clock.fastForward(5 * 60_000);
      await expect.poll(() => visual.getByTestId('visual-timer-display').textContent()).toBe('10:00');
      await expect.poll(() => sector.getAttribute('data-sector-degrees')).toBe('60');

      const dice = await b.add('Würfel');
      await dice.getByRole('button', { name: 'Würfeln' }).click();
      const die = dice.locator('.dice__die').first();
      const held = await die.getAttribute('data-value');
      await die.click();
      await expect.poll(() => die.getAttribute('aria-pressed')).toBe('true');
      for (let roll = 0; roll < 5; roll++) {
        await page.clock.fastForward(700);
        // With every die held, 'Würfeln' is disabled: add a second die so rolling goes on.
        if (roll === 0) {
          await b.handle(dice).click();
          await dice.getByRole('button', { name: 'Einstellungen' }).click();
          const panel = page.getByRole('complementary', { name: 'Einstellungen: Würfel' });
          await panel.getByRole('button', { name: 'Erhöhen' }).click();
          await panel.getByRole('button', { name: 'Fertig' }).click();
        }
        await dice.getByRole('button', { name: 'Würfeln' }).click();
        await expect.poll(() => die.getAttribute('data-value')).toBe(held);
      }
      await expect.poll(() => dice.locator('.dice__die').count()).toBe(2);
    } finally {
      await context.close();
    }
  });
});

describe('board: chrome', () => {
  it('moves and resizes by mouse, by touch and by keyboard; locks; removes with undo; keeps the layout', async () => {
    const { context, page } = await signedIn(DESKTOP, { hasTouch: true });
    try {
      await openFreshBoard(page, 'Chrome');
      const b = board(page);
      const frame = await b.add('Analoguhr');
      const item = b.item(frame);
      const start = await boxOf(item);

      // Mouse: drag the header 100 px right and 60 px down.
      const handle = await boxOf(b.handle(frame));
      await page.mouse.move(handle.x + 20, handle.y + handle.height / 2);
      await page.mouse.down();
      for (let i = 1; i <= 10; i++)
        await page.mouse.move(handle.x + 20 + i * 10, handle.y + handle.height / 2 + i * 6);
      // The pressed handle holds the mouse's pointer (id 1): the moves reach it without a hit test of the board.
      expect(await b.handle(frame).evaluate((el) => el.hasPointerCapture(1))).toBe(true);
      await page.mouse.up();
      await expect.poll(async () => (await boxOf(item)).x - start.x).toBe(100);
      expect((await boxOf(item)).y - start.y).toBe(60);

      // Mouse: resize by the bottom-right handle (+40 px each way).
      const before = await boxOf(item);
      const corner = await boxOf(item.locator('.board-resize-handle'));
      await page.mouse.move(corner.x + 12, corner.y + 12);
      await page.mouse.down();
      for (let i = 1; i <= 8; i++) await page.mouse.move(corner.x + 12 + i * 5, corner.y + 12 + i * 5);
      await page.mouse.up();
      await expect.poll(async () => Math.round((await boxOf(item)).width - before.width)).toBe(40);

      // Touch: drag the header with touch events.
      const cdp = await context.newCDPSession(page);
      const touchStart = await boxOf(item);
      const h = await boxOf(b.handle(frame));
      const tx = h.x + 20;
      const ty = h.y + h.height / 2;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: tx, y: ty }] });
      for (let i = 1; i <= 10; i++) {
        await cdp.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: [{ x: tx + i * 8, y: ty + i * 4 }],
        });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await expect.poll(async () => (await boxOf(item)).x - touchStart.x).toBe(80);
      expect((await boxOf(item)).y - touchStart.y).toBe(40);

      // Touch: resize with the corner handle.
      const touchSize = await boxOf(item);
      const c = await boxOf(item.locator('.board-resize-handle'));
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchStart',
        touchPoints: [{ x: c.x + 12, y: c.y + 12 }],
      });
      for (let i = 1; i <= 6; i++) {
        await cdp.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: [{ x: c.x + 12 + i * 5, y: c.y + 12 + i * 5 }],
        });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await expect.poll(async () => Math.round((await boxOf(item)).width - touchSize.width)).toBe(30);

      // Keyboard: arrows move by a visible step of two cells (20 px), Shift+arrows resize.
      const keyStart = await boxOf(item);
      await b.handle(frame).focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Shift+ArrowRight');
      await expect.poll(async () => (await boxOf(item)).x - keyStart.x).toBe(40);
      expect((await boxOf(item)).y - keyStart.y).toBe(20);
      expect(Math.round((await boxOf(item)).width - keyStart.width)).toBe(20);

      // '⋯' → 'Anordnen' buttons do the same by tap.
      await frame.getByRole('button', { name: 'Weitere Aktionen' }).click();
      await page.getByRole('button', { name: 'Nach links' }).click();
      await expect.poll(async () => (await boxOf(item)).x - keyStart.x).toBe(20);
      await page.keyboard.press('Escape');

      // Lock: no move, no remove, no settings; unlock again.
      await b.action(frame, 'Sperren');
      await expect(
        frame.getByRole('button', { name: 'Entsperren' }).getAttribute('aria-pressed'),
      ).resolves.toBe('true');
      await expect.poll(() => frame.getByRole('button', { name: 'Entfernen' }).count()).toBe(0);
      await expect.poll(() => frame.getByRole('button', { name: 'Einstellungen' }).count()).toBe(0);
      const locked = await boxOf(item);
      const lh = await boxOf(b.handle(frame));
      await page.mouse.move(lh.x + 20, lh.y + 10);
      await page.mouse.down();
      await page.mouse.move(lh.x + 120, lh.y + 70, { steps: 8 });
      await page.mouse.up();
      await b.handle(frame).focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Delete');
      expect(await boxOf(item)).toEqual(locked);
      await b.action(frame, 'Entsperren');

      // Settings panel: live change, 'Fertig'.
      await b.action(frame, 'Einstellungen');
      const panel = page.getByRole('complementary', { name: 'Einstellungen: Analoguhr' });
      await panel.getByLabel('Uhrzeit als Ziffern anzeigen').check();
      await expect.poll(() => frame.locator('.clock__digital').count()).toBe(1);
      await panel.getByRole('button', { name: 'Fertig' }).click();

      const final = await boxOf(item);
      await b.waitSaved();
      await page.reload();
      await b.ready();
      const reloaded = board(page).widget('Analoguhr');
      expect(await boxOf(b.item(reloaded))).toEqual(final);
      await expect.poll(() => reloaded.locator('.clock__digital').count()).toBe(1);

      // Remove at once, with 'Rückgängig' for 10 s; Delete on the focused header removes too.
      await b.handle(reloaded).click();
      await b.action(reloaded, 'Entfernen');
      await expect.poll(() => b.widgets().count()).toBe(0);
      await expect.poll(() => page.getByText('„Analoguhr“ entfernt').count()).toBe(1);
      await page.getByRole('button', { name: 'Rückgängig' }).click();
      await expect.poll(() => b.widgets().count()).toBe(1);
      await b.handle(b.widget('Analoguhr')).focus();
      await page.keyboard.press('Delete');
      await expect.poll(() => b.widgets().count()).toBe(0);
      await b.waitSaved();
      await page.reload();
      await b.ready();
      await expect.poll(() => b.widgets().count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('fills the board until the no-space message appears', async () => {
    const { context, page } = await signedIn();
    try {
      await openFreshBoard(page, 'Voll');
      const b = board(page);
      const message = page.getByText('Nicht genügend Platz zum Hinzufügen des Widgets gefunden!');
      let added = 0;
      while ((await message.count()) === 0 && added < 60) {
        await b.bar.getByRole('button', { name: 'Analoguhr', exact: true }).click();
        added += 1;
      }
      await expect.poll(() => message.count()).toBe(1);
      const count = await b.widgets().count();
      expect(count).toBe(added - 1);
      expect(count).toBeGreaterThan(5);
    } finally {
      await context.close();
    }
  });
});

describe('board: flaky Wi-Fi', () => {
  it('keeps a change made offline and saves it once the connection is back', async () => {
    const { context, page } = await signedIn();
    try {
      await openFreshBoard(page, 'Offline');
      const b = board(page);
      const light = await b.add('Ampel');
      await b.waitSaved();
      await context.setOffline(true);
      await light.getByRole('button', { name: 'Rot' }).click();
      await page.locator('.board[data-save-state="unsaved"]').waitFor();
      await context.setOffline(false);
      await b.waitSaved();
      await page.reload();
      await b.ready();
      await expect(
        b.widget('Ampel').getByRole('button', { name: 'Rot' }).getAttribute('aria-pressed'),
      ).resolves.toBe('true');
    } finally {
      await context.close();
    }
  });

  it('sends a change kept in the outbox after a reload, even if the page was closed while offline', async () => {
    const { context, page } = await signedIn();
    try {
      await openFreshBoard(page, 'Outbox');
      const b = board(page);
      const light = await b.add('Ampel');
      await b.waitSaved();
      await context.setOffline(true);
      await light.getByRole('button', { name: 'Gelb' }).click();
      await page.locator('.board[data-save-state="unsaved"]').waitFor();
      await context.setOffline(false);
      // Reload at once: the change is in IndexedDB and is sent by the next page.
      await page.reload();
      await b.ready();
      await expect(
        b.widget('Ampel').getByRole('button', { name: 'Gelb' }).getAttribute('aria-pressed'),
      ).resolves.toBe('true');
      await b.waitSaved();
      await page.reload();
      await b.ready();
      await expect(
        b.widget('Ampel').getByRole('button', { name: 'Gelb' }).getAttribute('aria-pressed'),
      ).resolves.toBe('true');
    } finally {
      await context.close();
    }
  });
});

describe("board: 'Gehört zu' from the class list", () => {
  it('edits the class list of the desktop class and offers only names no widget uses yet', async () => {
    const { context, page } = await signedIn();
    try {
      const b = board(page);
      // Without a class code there is no list to link, and the panel says where to set one.
      await openFreshBoard(page, 'Ohne Klasse');
      const clock = await b.add('Analoguhr');
      await clock.getByRole('button', { name: 'Einstellungen' }).click();
      const clockPanel = page.getByRole('complementary', { name: 'Einstellungen: Analoguhr' });
      await clockPanel
        .getByText('Geben Sie dem Desktop unter „Desktop umbenennen“ einen Klassencode')
        .waitFor();
      expect(await clockPanel.getByRole('button', { name: /^Klassenliste/ }).count()).toBe(0);
      await clockPanel.getByRole('button', { name: 'Fertig' }).click();

      // A class code without a list is a normal state: no failed request, no console error, no
      // red progress bar, also when the desktop is loaded again.
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      const failed: string[] = [];
      page.on('response', (response) => {
        if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
      });
      const progressFailed = () => page.locator('.progress-bar[data-state="failed"]').count();
      const classCode = `3b-${Date.now().toString(36)}`;
      await shell(page).createDesktop(`Klasse ${classCode}`, classCode);
      await b.ready();
      const dice = await b.add('Würfel');
      await dice.getByRole('button', { name: 'Einstellungen' }).click();
      const panel = page.getByRole('complementary', { name: 'Einstellungen: Würfel' });
      await panel.getByText('Keine Klassenliste verknüpft').waitFor();
      await b.waitSaved();
      await page.reload();
      await b.ready();
      await b.handle(b.widget('Würfel')).click();
      await b.widget('Würfel').getByRole('button', { name: 'Einstellungen' }).click();
      await panel.getByText('Keine Klassenliste verknüpft').waitFor();
      await page.waitForLoadState('networkidle');
      expect(consoleErrors).toEqual([]);
      expect(failed).toEqual([]);
      expect(await progressFailed()).toBe(0);
      await page.screenshot({ path: '/tmp/class-list-none.png' });
      await panel.getByRole('button', { name: `Klassenliste ${classCode} bearbeiten` }).click();
      const dialog = page.getByRole('dialog', { name: `Klassenliste ${classCode}` });
      const names = dialog.getByLabel('Namen der Schülerinnen und Schüler, einer pro Zeile');
      await names.fill('Ada\nBen\n\nBen\n  Cem  ');
      await dialog.getByText('3 Namen.', { exact: false }).waitFor();
      expect(formatViolations(await runAxe(page))).toEqual([]);
      await dialog.getByRole('button', { name: 'Speichern' }).click();
      await dialog.waitFor({ state: 'hidden' });

      const owner = panel.getByLabel('Gehört zu');
      const options = () => owner.locator('option').allTextContents();
      await expect.poll(options).toEqual(['Niemand', 'Ada', 'Ben', 'Cem']);
      await owner.selectOption('Ben');
      await expect.poll(() => dice.locator('.widget-frame__owner').textContent()).toBe('Ben');
      await panel.getByRole('button', { name: 'Fertig' }).click();

      // Ben belongs to the dice now: another widget is offered the others, also after a reload.
      await b.waitSaved();
      await page.reload();
      await b.ready();
      const light = await b.add('Ampel');
      await b.action(light, 'Einstellungen');
      const lightPanel = page.getByRole('complementary', { name: 'Einstellungen: Ampel' });
      await expect
        .poll(() => lightPanel.getByLabel('Gehört zu').locator('option').allTextContents())
        .toEqual(['Niemand', 'Ada', 'Cem']);
      // The stored list is what the dialog shows again.
      await lightPanel.getByRole('button', { name: `Klassenliste ${classCode} bearbeiten` }).click();
      await expect.poll(() => names.inputValue()).toBe('Ada\nBen\n\nBen\n  Cem  ');
    } finally {
      await context.close();
    }
  });
});
