import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { board } from './board-helpers.ts';
import { linkedBoard } from './class-list-helpers.ts';
import { useBrowser, type Viewport } from './support/session.ts';
import { type Point, touchDrag } from './touch-helpers.ts';
import { chooseEdition, enlarge } from './widget-helpers.ts';

// Gruppen bilden (catalogue 3.3): the ticked names of the class list in balanced groups.

const session = useBrowser();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const CLASS = ['Ali', 'Bea', 'Cem', 'Dana', 'Emil', 'Fay', 'Gül', 'Hugo', 'Ida', 'Jonas'];

const signedIn = (viewport?: Viewport) => session.signedIn(viewport, { reducedMotion: 'reduce' });

const classBoard = (page: Page, name: string, edition?: 'PrimaryGradeLevel' | 'SecondaryGradeLevel') =>
  linkedBoard(page, name, CLASS, edition);

async function groupsOf(frame: Locator): Promise<string[][]> {
  const tiles = frame.getByTestId('group-tile');
  const result: string[][] = [];
  for (let i = 0; i < (await tiles.count()); i++) {
    result.push(await tiles.nth(i).locator('.groups__member').allTextContents());
  }
  return result;
}

describe('Gruppen bilden', () => {
  it('10 ticked names in 3 groups give 4/3/3 with every name once; an unticked name is missing from the next result; a tap moves a name; the groups survive a reload', async () => {
    const { context, page } = await signedIn();
    try {
      await classBoard(page, 'Gruppen');
      const b = board(page);
      const frame = await b.add('Gruppen bilden');
      const item = await b.item(frame).boundingBox();
      expect(Math.round(item?.width ?? 0)).toBe(600);
      // 549 px on the board's 10 px grid
      expect(Math.abs((item?.height ?? 0) - 549)).toBeLessThanOrEqual(1);
      await frame.getByRole('checkbox', { name: 'Jonas' }).waitFor();
      expect(await frame.getByRole('checkbox', { checked: true }).count()).toBe(10);
      await frame.getByRole('button', { name: 'Eine Gruppe mehr' }).click();
      await expect.poll(async () => frame.getByTestId('group-count').textContent()).toBe('3 Gruppen');
      const make = frame.getByRole('button', { name: 'Gruppen bilden', exact: true });
      const box = await make.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      await make.click();
      await frame.getByTestId('group-tile').nth(2).waitFor();
      const first = await groupsOf(frame);
      expect(first.map((g) => g.length).sort()).toEqual([3, 3, 4]);
      expect(first.flat().sort()).toEqual([...CLASS].sort());
      await frame.screenshot({ path: '/tmp/groups-default.png' });

      await frame.getByRole('checkbox', { name: 'Cem' }).uncheck();
      await frame.getByRole('button', { name: 'Neu mischen' }).click();
      await expect.poll(async () => (await groupsOf(frame)).flat().length).toBe(9);
      const second = await groupsOf(frame);
      expect(second.flat()).not.toContain('Cem');
      expect(second.map((g) => g.length).sort()).toEqual([3, 3, 3]);

      // tap a name, then another group
      const moved = second[0]![0]!;
      await frame.getByTestId('group-tile').nth(0).getByRole('button', { name: moved, exact: true }).click();
      await frame.getByRole('button', { name: 'In Gruppe 2' }).click();
      await expect.poll(async () => (await groupsOf(frame))[1]).toContain(moved);
      const after = await groupsOf(frame);
      await sleep(300);
      await b.waitSaved();

      await page.reload();
      await b.ready();
      const again = b.widget('Gruppen bilden');
      await again.getByTestId('group-tile').nth(2).waitFor();
      expect(await groupsOf(again)).toEqual(after);
      expect(await again.getByRole('checkbox', { name: 'Cem' }).isChecked()).toBe(false);
    } finally {
      await context.close();
    }
  });

  it('a finger drags a name into another group, two fingers move two names at once, and the change is saved', async () => {
    const { context, page } = await session.signedIn(
      { width: 1280, height: 800 },
      { reducedMotion: 'reduce', hasTouch: true },
    );
    try {
      await classBoard(page, 'Gruppen Finger');
      const b = board(page);
      const frame = await b.add('Gruppen bilden');
      await frame.getByRole('checkbox', { name: 'Jonas' }).waitFor();
      await frame.getByRole('button', { name: 'Eine Gruppe mehr' }).click();
      await frame.getByRole('button', { name: 'Gruppen bilden', exact: true }).click();
      await frame.getByTestId('group-tile').nth(2).waitFor();
      const before = await groupsOf(frame);
      const centre = async (locator: Locator): Promise<Point> => {
        const box = await locator.boundingBox();
        if (!box) throw new Error('not visible');
        return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      };
      const tile = (i: number) => frame.getByTestId('group-tile').nth(i);
      const nameIn = (i: number, name: string) => tile(i).getByRole('button', { name, exact: true });

      // One finger: the first name of group 1 into group 3.
      const one = before[0]![0]!;
      await touchDrag(page, [{ from: await centre(nameIn(0, one)), to: await centre(tile(2)) }]);
      await expect.poll(async () => (await groupsOf(frame))[2]).toContain(one);
      expect((await groupsOf(frame))[0]).not.toContain(one);
      // No tap was left behind: no name is waiting for a target group.
      expect(await frame.getByRole('button', { name: /^In Gruppe/ }).count()).toBe(0);

      // Two fingers at once: a name of group 2 into group 1 and a name of group 3 into group 2.
      const now = await groupsOf(frame);
      const two = now[1]![0]!;
      const three = now[2]!.find((n) => n !== one)!;
      await touchDrag(page, [
        { from: await centre(nameIn(1, two)), to: await centre(tile(0)) },
        { from: await centre(nameIn(2, three)), to: await centre(tile(1)) },
      ]);
      await expect.poll(async () => (await groupsOf(frame))[0]).toContain(two);
      await expect.poll(async () => (await groupsOf(frame))[1]).toContain(three);
      const after = await groupsOf(frame);
      expect(after.flat().sort()).toEqual([...CLASS].sort());
      await b.waitSaved();
      await page.reload();
      await b.ready();
      const again = b.widget('Gruppen bilden');
      await again.getByTestId('group-tile').nth(2).waitFor();
      expect(await groupsOf(again)).toEqual(after);
    } finally {
      await context.close();
    }
  });

  it('legible at its default size and enlarged, in both editions', async () => {
    for (const edition of ['Grundschule', 'Sekundarstufe'] as const) {
      const { context, page } = await signedIn({ width: 1920, height: 1080 });
      try {
        if (edition === 'Sekundarstufe') await chooseEdition(page, 'Sekundarstufe');
        await classBoard(
          page,
          'Gruppen Ansicht',
          edition === 'Sekundarstufe' ? 'SecondaryGradeLevel' : 'PrimaryGradeLevel',
        );
        const b = board(page);
        const frame = await b.add('Gruppen bilden');
        await frame.getByRole('checkbox', { name: 'Jonas' }).waitFor();
        await frame.getByRole('button', { name: 'Gruppen bilden', exact: true }).click();
        await frame.getByTestId('group-tile').nth(1).waitFor();
        const member = frame.locator('.groups__member').first();
        expect(
          Number.parseFloat(await member.evaluate((el) => getComputedStyle(el).fontSize)),
        ).toBeGreaterThanOrEqual(16);
        const cut = await frame
          .locator('.groups__member')
          .evaluateAll((els) =>
            els.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent),
          );
        expect(cut).toEqual([]);
        await frame.screenshot({ path: `/tmp/groups-${edition}-default.png` });
        const fontOf = async () =>
          Number.parseFloat(await member.evaluate((el) => getComputedStyle(el).fontSize));
        const atDefault = await fontOf();
        await enlarge(page, frame, 600, 300);
        // The names grow with the widget (readable from the back of the room).
        await expect.poll(fontOf).toBeGreaterThan(atDefault * 1.4);
        await frame.screenshot({ path: `/tmp/groups-${edition}-enlarged.png` });
      } finally {
        if (edition === 'Sekundarstufe') await chooseEdition(page, 'Grundschule').catch(() => {});
        await context.close();
      }
    }
  });
});
