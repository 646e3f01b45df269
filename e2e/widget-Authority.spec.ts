import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { board } from './board-helpers.ts';
import { classBoard, ensureEdition, freshClassCode, storeClassList } from './class-list-helpers.ts';
import { startSharing } from './share-helpers.ts';
import { useBrowser } from './support/session.ts';
import { boxOf, enlarge, saved } from './widget-helpers.ts';

// Klassendienste (catalogue 3.2): duty tiles with the names of the class list, passed on in
// class-list order ("Weiterrücken", undo in the toast) and by themselves once a week.

const session = useBrowser();
const TWELVE = ['Ali', 'Bea', 'Cem', 'Dana', 'Emil', 'Fynn', 'Gül', 'Hanna', 'Ida', 'Jonas', 'Kira', 'Lio'];
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';

/** The names in the duty slots, duty by duty, slot by slot (empty slots left out). */
async function assigned(frame: Locator): Promise<string[]> {
  const texts = await frame.locator('.authority__name').allTextContents();
  return texts.filter((text) => text !== '' && text !== 'frei');
}

/** Signed in with the test clock at `time` (the app loads again under it). */
async function atTime(time: string) {
  const opened = await session.signedIn();
  await opened.page.clock.install({ time: new Date(time) });
  await opened.page.reload();
  return opened;
}

async function classDuties(page: Page, prefix: string, names = TWELVE): Promise<Locator> {
  const classCode = freshClassCode(prefix);
  await storeClassList(page, classCode, names);
  await classBoard(page, classCode, 'Dienste');
  return board(page).add('Klassendienste');
}

describe('Klassendienste', () => {
  it('12 names in P: two rotations assign 1–9, then 10–12 and 1–6 (undo in the toast); picker, "×" and a reload keep the assignments', async () => {
    const { context, page } = await atTime('2025-09-10T08:00:00');
    try {
      const frame = await classDuties(page, 'ad');
      const b = board(page);
      const item = await boxOf(b.item(frame));
      expect([Math.round(item.width), Math.round(item.height)]).toEqual([600, 400]);
      await frame.getByText('Diese Woche: 08.–12.09.').waitFor();
      // First rotation: on opening (weekly, never rotated).
      await expect.poll(() => assigned(frame)).toEqual(TWELVE.slice(0, 9));
      const tafel = frame.locator('[data-duty="board"]');
      expect(await tafel.textContent()).toContain('Tafeldienst');

      // Second rotation: "Weiterrücken".
      const rotate = frame.getByRole('button', { name: 'Weiterrücken' });
      expect((await boxOf(rotate)).height).toBeGreaterThanOrEqual(44);
      await rotate.click();
      const next = [...TWELVE.slice(9), ...TWELVE.slice(0, 6)];
      await expect.poll(() => assigned(frame)).toEqual(next);
      // Undo via the toast, then again.
      const toast = page.locator('.undo-toast');
      await toast.getByText('Klassendienste weitergerückt').waitFor();
      await toast.getByRole('button', { name: 'Rückgängig' }).click();
      await expect.poll(() => assigned(frame)).toEqual(TWELVE.slice(0, 9));
      await rotate.click();
      await expect.poll(() => assigned(frame)).toEqual(next);
      await frame.screenshot({ path: `${SHOTS}/Authority-rotated.png` });

      // "×" clears a slot; a tap on it opens the picker with the unassigned names first.
      await frame.getByRole('button', { name: 'Tafeldienst: Jonas entfernen' }).click();
      await expect.poll(() => tafel.locator('.authority__name').textContent()).toBe('frei');
      await frame.getByRole('button', { name: 'Tafeldienst: Namen wählen' }).click();
      const picker = frame.getByRole('dialog', { name: 'Tafeldienst: Wer übernimmt den Dienst?' });
      const open = picker.getByRole('region', { name: 'Noch ohne Dienst' });
      expect(await open.getByRole('button').allTextContents()).toEqual(['Gül', 'Hanna', 'Ida', 'Jonas']);
      const chipHeight = (await boxOf(open.getByRole('button').first())).height;
      expect(chipHeight).toBeGreaterThanOrEqual(24);
      await frame.screenshot({ path: `${SHOTS}/Authority-picker.png` });
      await open.getByRole('button', { name: 'Ida' }).click();
      const chosen = ['Ida', ...next.slice(1)];
      await expect.poll(() => assigned(frame)).toEqual(chosen);
      await saved(page);

      // Assignments survive a reload (same week: no rotation).
      await page.reload();
      await b.ready();
      const again = b.widget('Klassendienste');
      await expect.poll(() => assigned(again)).toEqual(chosen);
    } finally {
      await context.close();
    }
  });

  it('reopening a week later shows the next rotation, once; after the holidays only one rotation', async () => {
    const { context, page } = await atTime('2025-09-10T08:00:00');
    try {
      const frame = await classDuties(page, 'aw');
      const b = board(page);
      await expect.poll(() => assigned(frame)).toEqual(TWELVE.slice(0, 9));
      await saved(page);

      await page.clock.setSystemTime(new Date('2025-09-17T07:55:00'));
      await page.reload();
      await b.ready();
      const week2 = b.widget('Klassendienste');
      await week2.getByText('Diese Woche: 15.–19.09.').waitFor();
      await expect.poll(() => assigned(week2)).toEqual([...TWELVE.slice(9), ...TWELVE.slice(0, 6)]);
      await saved(page);
      // Opening again in the same week changes nothing.
      await page.clock.setSystemTime(new Date('2025-09-19T12:00:00'));
      await page.reload();
      await b.ready();
      await expect
        .poll(() => assigned(b.widget('Klassendienste')))
        .toEqual([...TWELVE.slice(9), ...TWELVE.slice(0, 6)]);

      // Seven weeks of holidays: one rotation, not seven.
      await page.clock.setSystemTime(new Date('2025-11-03T08:00:00'));
      await page.reload();
      await b.ready();
      await expect
        .poll(() => assigned(b.widget('Klassendienste')))
        .toEqual([...TWELVE.slice(6), ...TWELVE.slice(0, 3)]);
    } finally {
      await context.close();
    }
  });

  it('names never leave the account: the shared /iframe shows the duties without names', async () => {
    const { context, page } = await session.signedIn();
    try {
      const classCode = freshClassCode('ai');
      await storeClassList(page, classCode, TWELVE);
      const desktop = await classBoard(page, classCode, 'Geteilt');
      const frame = await board(page).add('Klassendienste');
      await expect.poll(() => assigned(frame)).toEqual(TWELVE.slice(0, 9));
      await saved(page);
      const { code, dialog } = await startSharing(page, desktop);
      await dialog
        .getByRole('button', { name: 'Schließen' })
        .first()
        .click()
        .catch(() => {});
      const anonymous = await session.open({ viewport: { width: 1280, height: 800 } });
      try {
        await anonymous.page.goto(`/iframe?code=${code}`);
        const embedded = anonymous.page.getByRole('region', { name: 'Klassendienste' });
        await embedded.getByText('Tafeldienst').waitFor();
        const text = (await anonymous.page.locator('body').textContent()) ?? '';
        for (const name of TWELVE) expect(text).not.toContain(name);
        expect(await embedded.getByRole('button', { name: 'Weiterrücken' }).count()).toBe(0);
      } finally {
        await anonymous.context.close();
      }
    } finally {
      await context.close();
    }
  });

  it('legible at its default size and enlarged, in both editions', async () => {
    for (const edition of ['Grundschule', 'Sekundarstufe'] as const) {
      const { context, page } = await session.signedIn({ width: 1920, height: 1080 });
      try {
        await ensureEdition(page, edition);
        const classCode = freshClassCode('al');
        await storeClassList(
          page,
          classCode,
          TWELVE,
          edition === 'Sekundarstufe' ? 'SecondaryGradeLevel' : 'PrimaryGradeLevel',
        );
        await classBoard(page, classCode, 'Ansicht');
        const frame = await board(page).add('Klassendienste');
        const tiles = edition === 'Sekundarstufe' ? 6 : 8;
        await expect.poll(() => frame.locator('.authority__tile').count()).toBe(tiles);
        await expect.poll(async () => (await assigned(frame)).length).toBe(tiles === 8 ? 9 : 6);
        const check = async () => {
          // Nothing cut off: every duty name and assigned name fits its box.
          const cut = await frame
            .locator('.authority__duty, .authority__name')
            .evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth + 1).length);
          expect(cut).toBe(0);
          const font = await frame
            .locator('.authority__name')
            .first()
            .evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
          return font;
        };
        expect(await check()).toBeGreaterThanOrEqual(16);
        await frame.screenshot({ path: `${SHOTS}/Authority-${edition}-default.png` });
        await enlarge(page, frame, 600, 400);
        await expect
          .poll(async () => Math.round((await boxOf(board(page).item(frame))).width))
          .toBeGreaterThan(1100);
        expect(await check()).toBeGreaterThanOrEqual(28);
        await frame.screenshot({ path: `${SHOTS}/Authority-${edition}-enlarged.png` });
      } finally {
        await ensureEdition(page, 'Grundschule').catch(() => {});
        await context.close();
      }
    }
  });
});
