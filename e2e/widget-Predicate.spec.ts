import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { board, openFreshBoard } from './board-helpers.ts';
import { useBrowser } from './support/session.ts';
import { touchDrag } from './touch-helpers.ts';
import { boxOf, chooseEdition, enlarge, saved } from './widget-helpers.ts';

// Satzglieder (catalogue 3.6): tiles, roles with their questions and colours, joining, Umstellprobe by
// finger and by ◀/▶, the Prädikat hint, reload.

const session = useBrowser();
const tiles = (frame: Locator) => frame.locator('.satz__tile');
const tile = (frame: Locator, text: string) =>
  frame.locator('.satz__tile', { hasText: new RegExp(`^${text}$`) });
const button = (frame: Locator, name: string | RegExp) =>
  frame.getByRole('button', { name, exact: typeof name === 'string' });
const text = (frame: Locator) => frame.getByTestId('satz-row').getAttribute('data-text');

async function addPredicate(page: Page, prefix: string): Promise<Locator> {
  await openFreshBoard(page, prefix);
  const frame = await board(page).add('Satzglieder');
  await tiles(frame).nth(5).waitFor();
  return frame;
}

/** The computed colour a palette token has on the board. */
const tokenColour = (frame: Locator, token: string) =>
  frame.evaluate((el, t) => {
    const probe = document.createElement('span');
    probe.style.color = `var(--color-${t}, ${t})`;
    el.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  }, token);

describe('Satzglieder', () => {
  it('1.+2. the default sentence shows 6 tiles; "spielen" as Prädikat is red with "Was tut/tun …?"', async () => {
    const { context, page } = await session.signedIn();
    try {
      const frame = await addPredicate(page, 'Satzglieder Rolle');
      const item = await boxOf(board(page).item(frame));
      expect(Math.abs(item.width - 600)).toBeLessThanOrEqual(1);
      expect(Math.abs(item.height - 260)).toBeLessThanOrEqual(1);
      expect(await tiles(frame).allTextContents()).toEqual([
        'Die',
        'Kinder',
        'spielen',
        'im',
        'Garten',
        'Fußball.',
      ]);
      await tile(frame, 'spielen').click();
      const menu = frame.getByRole('group', { name: 'Rolle wählen' });
      // Grundschule offers Prädikat and Subjekt, each with its question.
      expect(await menu.getByRole('button').allTextContents()).toEqual([
        'PrädikatWas tut/tun …?',
        'SubjektWer oder was?',
      ]);
      await menu.getByRole('button', { name: /Prädikat/ }).click();
      const spielen = tile(frame, 'spielen');
      await expect.poll(() => spielen.getAttribute('data-role')).toBe('predicate');
      expect(await spielen.evaluate((el) => getComputedStyle(el).borderTopColor)).toBe(
        await tokenColour(frame, 'red'),
      );
      expect(await frame.locator('.satz__question').allTextContents()).toEqual(['Was tut/tun …?']);
      // 'spielen' is the third tile: the hint shows.
      await expect
        .poll(() => frame.getByRole('status').textContent())
        .toBe('Im Aussagesatz steht das Prädikat an zweiter Stelle.');
      // 'Lösung verbergen' hides colours and questions; 'Rollen zurücksetzen' clears the roles.
      await button(frame, 'Lösung verbergen').click();
      expect(await spielen.getAttribute('data-role')).toBe('');
      expect(await frame.locator('.satz__question').count()).toBe(0);
      await button(frame, 'Lösung verbergen').click();
      await button(frame, 'Rollen zurücksetzen').click();
      await expect.poll(() => spielen.getAttribute('data-role')).toBe('');
    } finally {
      await context.close();
    }
  });

  it('3. "im" + "Garten" joined and moved first by a finger gives "im Garten spielen Die Kinder Fußball.", after a reload too', async () => {
    const { context, page } = await session.signedIn(undefined, { hasTouch: true });
    try {
      const frame = await addPredicate(page, 'Satzglieder Umstellprobe');
      await tile(frame, 'spielen').click();
      await frame
        .getByRole('group', { name: 'Rolle wählen' })
        .getByRole('button', { name: /Prädikat/ })
        .click();
      await tile(frame, 'im').click();
      await tile(frame, 'Garten').click();
      await button(frame, 'Verbinden').click();
      const block = tile(frame, 'im Garten');
      await block.waitFor();
      expect(await tiles(frame).count()).toBe(5);
      // A finger drags the Satzglied as a block to the front.
      const from = await boxOf(block);
      const first = await boxOf(tile(frame, 'Die'));
      await touchDrag(page, [
        {
          from: { x: from.x + from.width / 2, y: from.y + from.height / 2 },
          to: { x: first.x + 4, y: first.y + first.height / 2 },
        },
      ]);
      await expect.poll(() => text(frame)).toBe('im Garten spielen Die Kinder Fußball.');
      expect(await frame.getByRole('status').count()).toBe(0);
      await saved(page);
      await page.reload();
      await board(page).ready();
      const again = board(page).widget('Satzglieder');
      await tiles(again).first().waitFor();
      expect(await text(again)).toBe('im Garten spielen Die Kinder Fußball.');
      expect(await tiles(again).allTextContents()).toEqual([
        'im Garten',
        'spielen',
        'Die',
        'Kinder',
        'Fußball.',
      ]);
      // ◀/▶ are the alternative to dragging; 'Trennen' splits the Satzglied again.
      await tile(again, 'Fußball.').click();
      await button(again, 'Satzglied nach links').click();
      await expect.poll(() => text(again)).toBe('im Garten spielen Die Fußball. Kinder');
      await tile(again, 'Fußball.').click();
      await tile(again, 'im Garten').click();
      await button(again, 'Trennen').click();
      await expect.poll(() => tiles(again).count()).toBe(6);
    } finally {
      await context.close();
    }
  });

  it('two Prädikat tiles are joined by a bracket (Satzklammer); legible at default and enlarged size in both editions', async () => {
    const { context, page } = await session.signedIn({ width: 1920, height: 1080 });
    try {
      for (const edition of ['Grundschule', 'Sekundarstufe'] as const) {
        if (edition === 'Sekundarstufe') await chooseEdition(page, 'Sekundarstufe');
        const frame = await addPredicate(page, `Satzglieder ${edition}`);
        await tile(frame, 'spielen').click();
        await frame
          .getByRole('group', { name: 'Rolle wählen' })
          .getByRole('button', { name: /Prädikat/ })
          .click();
        await tile(frame, 'Kinder').click();
        if (edition === 'Sekundarstufe')
          expect(await frame.getByRole('group', { name: 'Rolle wählen' }).getByRole('button').count()).toBe(
            5,
          );
        await frame
          .getByRole('group', { name: 'Rolle wählen' })
          .getByRole('button', { name: /Subjekt/ })
          .click();
        await tile(frame, 'Fußball.').click();
        await frame
          .getByRole('group', { name: 'Rolle wählen' })
          .getByRole('button', { name: /Prädikat/ })
          .click();
        await frame.getByTestId('satzklammer').waitFor();
        await frame.screenshot({ path: `/tmp/shots/Predicate-${edition}-default.png` });
        await expectInside(frame);
        await enlarge(page, frame, 500, 300);
        await saved(page);
        await frame.screenshot({ path: `/tmp/shots/Predicate-${edition}-large.png` });
        await expectInside(frame);
      }
    } finally {
      await chooseEdition(page, 'Grundschule').catch(() => undefined);
      await context.close();
    }
  });
});

async function expectInside(frame: Locator) {
  const body = await boxOf(frame);
  for (const part of await frame.locator('.satz__tile, .w-chip, .satz__question').all()) {
    const box = await boxOf(part);
    expect(box.x).toBeGreaterThanOrEqual(body.x - 0.5);
    expect(box.y + box.height).toBeLessThanOrEqual(body.y + body.height + 0.5);
    expect(box.x + box.width).toBeLessThanOrEqual(body.x + body.width + 0.5);
  }
}
