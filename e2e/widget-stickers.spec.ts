import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { board, openFreshBoard } from './board-helpers.ts';
import { DESKTOP, useBrowser } from './support/session.ts';
import { boxOf, chooseEdition, enlarge, openSettings, saved } from './widget-helpers.ts';

// The five sticker types (catalogue 1.7, 3.7) on one implementation (widgets/sticker-kit): Sticker,
// Tiere, Rechengeld, Flaggen, Körper & Flächen. One describe per type; screenshots go to /tmp/shots
// when SHOTS=1.

const session = useBrowser();
const SHOTS = process.env.SHOTS === '1';
const OPENMOJI =
  'All emojis designed by OpenMoji – the open-source emoji and icon project. License: CC BY-SA 4.0';

/** The gallery dialog a sticker opens ("Sticker wählen", "Tiere wählen" ...). */
function gallery(page: Page, name: string): Locator {
  return page.getByRole('dialog', { name: `${name} wählen` });
}

/** Places a sticker type from the bar; its gallery opens at once. */
async function place(page: Page, name: string): Promise<{ frame: Locator; dialog: Locator }> {
  const added = await board(page).add(name);
  // A locator by id: board.add's nth() would match every grid item inside board.item().
  const id = await added.getAttribute('data-widget-id');
  const frame = page.locator(`section.widget-frame[data-widget-id="${id}"]`);
  const dialog = gallery(page, name);
  await dialog.waitFor();
  return { frame, dialog };
}

/** Chooses an item of the open gallery and waits until the sticker shows it. */
async function pick(page: Page, dialog: Locator, frame: Locator, title: string): Promise<void> {
  await dialog.getByRole('button', { name: `${title} wählen`, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await frame.locator('.w-sticker__art').waitFor();
  await saved(page);
}

const art = (frame: Locator) => frame.locator('.w-sticker__art');
const rotation = (frame: Locator) => frame.locator('.w-sticker').getAttribute('data-rotation');

/** Nothing selected, hovered or focused: a frameless sticker shows no chrome. */
async function deselect(page: Page): Promise<void> {
  // A tap on the empty board (its bottom right corner) deselects; the pointer stays there.
  const surface = await boxOf(page.getByTestId('board-surface'));
  await page.mouse.click(surface.x + surface.width - 8, surface.y + surface.height - 8);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

async function shot(page: Page, frame: Locator, name: string): Promise<void> {
  if (!SHOTS) return;
  await deselect(page);
  await frame.screenshot({ path: `/tmp/shots/${name}.png` });
}

describe('Sticker', () => {
  it('opens at "Alle" with the OpenMoji credit; "Stern" keeps its aspect ratio on resize; frameless; survives a reload', async () => {
    const { context, page } = await session.signedIn(DESKTOP);
    try {
      await openFreshBoard(page, 'Sticker');
      const b = board(page);
      const { frame, dialog } = await place(page, 'Sticker');
      // "Alle": the folders of Grundschule (stickers, animals, money, flags, solids).
      await expect(
        dialog.getByRole('button', { name: 'Alle', exact: true }).getAttribute('aria-pressed'),
      ).resolves.toBe('true');
      for (const title of ['Stern', 'Igel', '2 €', 'Polen', 'Würfel']) {
        await dialog.getByRole('button', { name: `${title} wählen`, exact: true }).waitFor();
      }
      await dialog.locator('footer').getByText(OPENMOJI).waitFor();
      // The folder "Lob & Symbole" shows its own source's line only.
      await dialog.getByRole('button', { name: 'Lob & Symbole', exact: true }).click();
      await expect(dialog.locator('footer').innerText()).resolves.toBe(OPENMOJI);
      await dialog.getByRole('button', { name: 'Alle', exact: true }).click();
      if (SHOTS) await page.screenshot({ path: '/tmp/shots/Sticker-gallery-Grundschule.png' });
      await pick(page, dialog, frame, 'Stern');
      await expect(art(frame).getAttribute('aria-label')).resolves.toBe('Stern');

      // Frameless: no card, no outline, the header hidden until the sticker is selected.
      await deselect(page);
      const look = () =>
        frame.evaluate((el) => {
          const style = getComputedStyle(el);
          const header = el.querySelector('.widget-frame__header');
          return {
            background: style.backgroundColor,
            border: style.borderTopWidth,
            header: header ? getComputedStyle(header).opacity : '',
          };
        });
      await expect.poll(look).toEqual({ background: 'rgba(0, 0, 0, 0)', border: '0px', header: '0' });
      const start = await boxOf(b.item(frame));
      expect([Math.round(start.width), Math.round(start.height)]).toEqual([200, 200]);
      await shot(page, frame, 'Sticker-Grundschule-default');

      // Aspect ratio kept on resize: frame and star stay square.
      await enlarge(page, frame, 160, 40);
      await saved(page);
      await expect.poll(async () => (await boxOf(frame)).width).toBeGreaterThan(300);
      const grown = await boxOf(b.item(frame));
      expect(Math.abs(grown.width - grown.height)).toBeLessThanOrEqual(10);
      const star = await boxOf(art(frame));
      expect(Math.abs(star.width - star.height)).toBeLessThan(1);
      expect(star.width).toBeGreaterThan(300);
      await expect
        .poll(() =>
          frame.evaluate((el) => getComputedStyle(el.querySelector('.widget-frame__header')!).opacity),
        )
        .toBe('1');
      await shot(page, frame, 'Sticker-Grundschule-enlarged');

      await page.reload();
      await b.ready();
      const again = b.widget('Sticker');
      await expect(art(again).getAttribute('aria-label')).resolves.toBe('Stern');
      const restored = await boxOf(b.item(again));
      expect(Math.round(restored.width)).toBe(Math.round(grown.width));
    } finally {
      await context.close();
    }
  });

  it('"Drehen" turns by 90°, the handle in 15° steps by drag, tap and keys; "+" duplicates beside it', async () => {
    const { context, page } = await session.signedIn(DESKTOP);
    try {
      await openFreshBoard(page, 'Sticker drehen');
      const b = board(page);
      const { frame, dialog } = await place(page, 'Sticker');
      await pick(page, dialog, frame, 'Pokal');
      await b.action(frame, 'Drehen');
      await expect.poll(() => rotation(frame)).toBe('90');
      await expect.poll(() => art(frame).evaluate((el) => el.style.transform)).toBe('rotate(90deg)');

      const handle = frame.getByRole('slider', { name: 'Drehen in 15°-Schritten' });
      // Keyboard: arrows turn by 15°.
      await handle.focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => rotation(frame)).toBe('105');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => rotation(frame)).toBe('75');
      // A tap turns by one step.
      await handle.click();
      await expect.poll(() => rotation(frame)).toBe('90');
      // Dragging around the centre: a quarter turn clockwise, snapped to 15° steps.
      const centre = await boxOf(frame.locator('.w-sticker__stage'));
      const cx = centre.x + centre.width / 2;
      const cy = centre.y + centre.height / 2;
      const h = await boxOf(handle);
      const hx = h.x + h.width / 2;
      const hy = h.y + h.height / 2;
      const r = Math.hypot(hx - cx, hy - cy);
      const a0 = Math.atan2(hx - cx, -(hy - cy));
      await page.mouse.move(hx, hy);
      await page.mouse.down();
      for (let i = 1; i <= 10; i++) {
        const a = a0 + ((Math.PI / 2) * i) / 10;
        await page.mouse.move(cx + r * Math.sin(a), cy - r * Math.cos(a));
      }
      await page.mouse.up();
      await expect.poll(() => rotation(frame)).toBe('180');
      await saved(page);

      // "+": the same sticker, turned the same, right beside it.
      await b.action(frame, 'Weitere Sticker daneben');
      await expect.poll(() => b.widgets().count()).toBe(2);
      const copyId = await b.widgets().nth(1).getAttribute('data-widget-id');
      const copy = page.locator(`section.widget-frame[data-widget-id="${copyId}"]`);
      await expect.poll(() => art(copy).getAttribute('aria-label')).toBe('Pokal');
      await expect.poll(() => rotation(copy)).toBe('180');
      const left = await boxOf(b.item(frame));
      const right = await boxOf(b.item(copy));
      expect(Math.round(right.x)).toBe(Math.round(left.x + left.width));
      expect(Math.round(right.y)).toBe(Math.round(left.y));
      expect(await gallery(page, 'Sticker').count()).toBe(0);
      await saved(page);

      await page.reload();
      await b.ready();
      await expect.poll(() => b.widgets().count()).toBe(2);
      await expect.poll(() => rotation(b.widgets().nth(0))).toBe('180');
      await expect.poll(() => rotation(b.widgets().nth(1))).toBe('180');
    } finally {
      await context.close();
    }
  });

  it('Sekundarstufe: 100x100, the gallery without animals and money', async () => {
    const { context, page } = await session.signedIn(DESKTOP);
    try {
      await chooseEdition(page, 'Sekundarstufe');
      await openFreshBoard(page, 'Sticker S');
      const b = board(page);
      await expect(b.bar.getByRole('button', { name: 'Tiere', exact: true }).count()).resolves.toBe(0);
      await expect(b.bar.getByRole('button', { name: 'Rechengeld', exact: true }).count()).resolves.toBe(0);
      const { frame, dialog } = await place(page, 'Sticker');
      await dialog.getByRole('button', { name: 'Stern wählen', exact: true }).waitFor();
      expect(await dialog.getByRole('button', { name: 'Tiere', exact: true }).count()).toBe(0);
      expect(await dialog.getByRole('button', { name: 'Igel wählen', exact: true }).count()).toBe(0);
      if (SHOTS) await page.screenshot({ path: '/tmp/shots/Sticker-gallery-Sekundarstufe.png' });
      await pick(page, dialog, frame, 'Stern');
      const item = await boxOf(b.item(frame));
      expect([Math.round(item.width), Math.round(item.height)]).toEqual([100, 100]);
      await shot(page, frame, 'Sticker-Sekundarstufe-default');
      await enlarge(page, frame, 200, 200);
      await saved(page);
      await shot(page, frame, 'Sticker-Sekundarstufe-enlarged');
    } finally {
      await chooseEdition(page, 'Grundschule').catch(() => undefined);
      await context.close();
    }
  });
});

describe('Tiere', () => {
  it('opens at "Tiere"; "Igel" with a label reads "der Igel"; survives a reload', async () => {
    const { context, page } = await session.signedIn(DESKTOP);
    try {
      await openFreshBoard(page, 'Tiere');
      const b = board(page);
      const { frame, dialog } = await place(page, 'Tiere');
      await expect(
        dialog.getByRole('button', { name: 'Alle', exact: true }).getAttribute('aria-pressed'),
      ).resolves.toBe('true');
      for (const sub of ['Haustiere', 'Bauernhof', 'Wald', 'Wasser', 'Zoo', 'Insekten']) {
        await dialog.getByRole('button', { name: sub, exact: true }).waitFor();
      }
      // Only animals: no star, no flag.
      await dialog.getByRole('button', { name: 'Igel wählen', exact: true }).waitFor();
      expect(await dialog.getByRole('button', { name: 'Stern wählen', exact: true }).count()).toBe(0);
      expect(await dialog.locator('.w-sticker-gallery__item').count()).toBeGreaterThanOrEqual(95);
      await dialog.getByRole('button', { name: 'Wald', exact: true }).click();
      await expect.poll(() => dialog.locator('.w-sticker-gallery__item').count()).toBeLessThan(30);
      await dialog.locator('footer').getByText(OPENMOJI).waitFor();
      await pick(page, dialog, frame, 'Igel');
      expect(await frame.locator('.w-sticker__label').count()).toBe(0);
      const panel = await openSettings(page, frame, 'Tiere');
      await panel.getByText('Beschriftung anzeigen').click();
      await panel.getByRole('button', { name: 'Fertig' }).click();
      await expect.poll(() => frame.locator('.w-sticker__label').textContent()).toBe('der Igel');
      await saved(page);
      await shot(page, frame, 'AnimalSticker-Grundschule-default');
      await enlarge(page, frame, 200, 200);
      await saved(page);
      await shot(page, frame, 'AnimalSticker-Grundschule-enlarged');
      await page.reload();
      await b.ready();
      await expect.poll(() => b.widget('Tiere').locator('.w-sticker__label').textContent()).toBe('der Igel');
    } finally {
      await context.close();
    }
  });
});

describe('Rechengeld', () => {
  it('the 2-€ coin frame is wider than the 1-€ frame, the 10-€ note shows "Spielgeld", all true to scale', async () => {
    const { context, page } = await session.signedIn({ width: 1280, height: 900 });
    try {
      await openFreshBoard(page, 'Rechengeld');
      const b = board(page);
      const placed: Record<string, Locator> = {};
      for (const title of ['1 €', '2 €', '10 €', '5 €']) {
        const { frame, dialog } = await place(page, 'Rechengeld');
        await dialog.locator('footer').getByText('Eigenes Werk, CC0 1.0 (gemeinfrei), TAFINO-Team').waitFor();
        await pick(page, dialog, frame, title);
        placed[title] = frame;
      }
      const euro1 = await boxOf(b.item(placed['1 €']!));
      const euro2 = await boxOf(b.item(placed['2 €']!));
      expect(euro2.width).toBeGreaterThan(euro1.width);
      // Real proportions on the board: coins at 5 px/mm (23.25 / 25.75 mm), notes at 2 px/mm.
      const coin1 = await boxOf(art(placed['1 €']!));
      const coin2 = await boxOf(art(placed['2 €']!));
      expect(coin1.width).toBeCloseTo(116, 0);
      expect(coin2.width).toBeCloseTo(129, 0);
      expect(coin2.width / coin1.width).toBeCloseTo(25.75 / 23.25, 2);
      expect(coin1.height).toBeCloseTo(coin1.width, 0);
      const note10 = await boxOf(art(placed['10 €']!));
      const note5 = await boxOf(art(placed['5 €']!));
      expect(note10.width / note10.height).toBeCloseTo(127 / 67, 2);
      expect(note5.width / note5.height).toBeCloseTo(120 / 62, 2);
      expect(note10.width / note5.width).toBeCloseTo(127 / 120, 2);
      // The frame follows the note's proportions (rounded up to grid cells).
      const frame10 = await boxOf(b.item(placed['10 €']!));
      expect(frame10.width).toBeGreaterThan(frame10.height * 1.7);
      // "Spielgeld" is in the picture of the 10-€ note (and of every coin).
      const text = (frame: Locator) =>
        frame.locator('img').evaluate((img) => fetch((img as HTMLImageElement).src).then((r) => r.text()));
      expect(await text(placed['10 €']!)).toContain('Spielgeld');
      expect((await text(placed['1 €']!)).replace(/<[^>]+>/g, '')).toContain('SPIELGELD');
      await shot(page, placed['10 €']!, 'MoneySticker-Grundschule-note');
      await shot(page, placed['2 €']!, 'MoneySticker-Grundschule-coin');
      if (SHOTS) await page.screenshot({ path: '/tmp/shots/MoneySticker-Grundschule-board.png' });

      // Enlarged, a note keeps its proportions.
      await enlarge(page, placed['10 €']!, 120, 0);
      await saved(page);
      const big = await boxOf(art(placed['10 €']!));
      expect(big.width / big.height).toBeCloseTo(127 / 67, 2);
      await shot(page, placed['10 €']!, 'MoneySticker-Grundschule-enlarged');

      await page.reload();
      await b.ready();
      const again = await boxOf(art(b.widget('Rechengeld', 1)));
      expect(again.width).toBeCloseTo(129, 0);
    } finally {
      await context.close();
    }
  });
});

describe('Flaggen', () => {
  it('searching "Pol" lists "Polen", the placed flag is labelled "Polen" (both editions), 4:3 centred', async () => {
    const { context, page } = await session.signedIn(DESKTOP);
    try {
      for (const edition of ['Grundschule', 'Sekundarstufe'] as const) {
        if (edition === 'Sekundarstufe') await chooseEdition(page, 'Sekundarstufe');
        await openFreshBoard(page, `Flaggen ${edition}`);
        const b = board(page);
        const { frame, dialog } = await place(page, 'Flaggen');
        for (const continent of ['Europa', 'Asien', 'Afrika', 'Nordamerika', 'Südamerika', 'Ozeanien']) {
          await dialog.getByRole('button', { name: continent, exact: true }).waitFor();
        }
        await dialog
          .locator('footer')
          .getByText(/flag-icons.*MIT/)
          .waitFor();
        expect(await dialog.locator('.w-sticker-gallery__item').count()).toBeGreaterThanOrEqual(245);
        await dialog.getByRole('searchbox', { name: 'Suchen' }).fill('Pol');
        await expect
          .poll(() => dialog.locator('.w-sticker-gallery__item span').allTextContents())
          .toContain('Polen');
        await expect.poll(() => dialog.locator('.w-sticker-gallery__item').count()).toBeLessThan(5);
        if (SHOTS) await page.screenshot({ path: `/tmp/shots/FlagsSticker-gallery-${edition}.png` });
        await pick(page, dialog, frame, 'Polen');
        await expect.poll(() => frame.locator('.w-sticker__label').textContent()).toBe('Polen');
        const flag = await boxOf(art(frame));
        expect(flag.width / flag.height).toBeCloseTo(4 / 3, 2);
        // Selected, the header opens beside the picture (above it, or below at the board's top edge),
        // never over it: the small (S) sticker stays whole.
        await art(frame).click();
        await expect.poll(() => frame.getAttribute('class')).toContain('widget-frame--selected');
        const header = await boxOf(frame.locator('.widget-frame__header'));
        expect(
          header.y + header.height <= flag.y + 0.5 || header.y >= flag.y + flag.height - 0.5,
          `header ${JSON.stringify(header)} apart from the flag ${JSON.stringify(flag)}`,
        ).toBe(true);
        await shot(page, frame, `FlagsSticker-${edition}-default`);
        await enlarge(page, frame, 200, 200);
        await saved(page);
        await shot(page, frame, `FlagsSticker-${edition}-enlarged`);
        // The square variant.
        const panel = await openSettings(page, frame, 'Flaggen');
        await panel.getByText('Quadratisch (1:1)').click();
        await panel.getByRole('button', { name: 'Fertig' }).click();
        await expect
          .poll(async () => {
            const box = await boxOf(art(frame));
            return Math.round((box.width / box.height) * 100);
          })
          .toBe(100);
        // The whole flag, letterboxed in the square (its 4:3 ratio kept, nothing cropped).
        const img = art(frame).locator('img');
        expect(await img.evaluate((el) => getComputedStyle(el).objectFit)).toBe('contain');
        await shot(page, frame, `FlagsSticker-${edition}-square`);
        await saved(page);
        await page.reload();
        await b.ready();
        await expect.poll(() => b.widget('Flaggen').locator('.w-sticker__label').textContent()).toBe('Polen');
      }
    } finally {
      await chooseEdition(page, 'Grundschule').catch(() => undefined);
      await context.close();
    }
  });
});

describe('Körper & Flächen', () => {
  it('Würfel with "Eigenschaften" shows "6 Flächen · 12 Kanten · 8 Ecken"; switching off hidden edges removes the dashed lines', async () => {
    const { context, page } = await session.signedIn(DESKTOP);
    try {
      for (const edition of ['Grundschule', 'Sekundarstufe'] as const) {
        if (edition === 'Sekundarstufe') await chooseEdition(page, 'Sekundarstufe');
        await openFreshBoard(page, `Körper ${edition}`);
        const b = board(page);
        const { frame, dialog } = await place(page, 'Körper & Flächen');
        for (const sub of ['Körper', 'Flächen', 'Netze']) {
          await dialog.getByRole('button', { name: sub, exact: true }).waitFor();
        }
        await pick(page, dialog, frame, 'Würfel');
        await expect.poll(() => frame.locator('.w-sticker__label').textContent()).toBe('Würfel');
        const dashed = () =>
          frame
            .locator('.hidden-edge')
            .evaluateAll((edges) => edges.filter((e) => getComputedStyle(e).display !== 'none').length);
        await expect.poll(dashed).toBeGreaterThan(0);
        const panel = await openSettings(page, frame, 'Körper & Flächen');
        await panel.getByText('Eigenschaften', { exact: true }).click();
        await expect
          .poll(() => frame.locator('.w-sticker__properties').textContent())
          .toBe('6 Flächen · 12 Kanten · 8 Ecken');
        await panel.getByText('Verdeckte Kanten gestrichelt zeigen').click();
        await expect.poll(dashed).toBe(0);
        await panel.getByRole('button', { name: 'Fertig' }).click();
        await saved(page);
        await shot(page, frame, `ShapesAndSurfaces-${edition}-default`);
        await enlarge(page, frame, 200, 200);
        await saved(page);
        await shot(page, frame, `ShapesAndSurfaces-${edition}-enlarged`);
        await page.reload();
        await b.ready();
        const again = b.widget('Körper & Flächen');
        await expect
          .poll(() => again.locator('.w-sticker__properties').textContent())
          .toBe('6 Flächen · 12 Kanten · 8 Ecken');
        await expect
          .poll(() =>
            again
              .locator('.hidden-edge')
              .evaluateAll((edges) => edges.filter((e) => getComputedStyle(e).display !== 'none').length),
          )
          .toBe(0);
      }
    } finally {
      await chooseEdition(page, 'Grundschule').catch(() => undefined);
      await context.close();
    }
  });

  it('the "Neuigkeiten" note of 10.09.2025 leads to the real widget', async () => {
    const { context, page } = await session.signedIn(DESKTOP, { hintRead: false });
    try {
      const hint = page.getByRole('dialog', { name: 'Neuigkeiten' });
      await hint.getByText('Neu: Galerie-Ordner „Körper & Flächen“. Demnächst: Lupenfunktion.').waitFor();
      await board(page).ready();
      const before = await board(page).widgets().count();
      await hint.getByRole('button', { name: '„Körper & Flächen“ ausprobieren' }).click();
      await hint.waitFor({ state: 'detached' });
      const dialog = gallery(page, 'Körper & Flächen');
      await dialog.waitFor();
      await expect.poll(() => board(page).widgets().count()).toBe(before + 1);
      await dialog.getByRole('button', { name: 'Schließen' }).click();
      // Cleanup: the demo account's current desktop gets the widget; remove it again.
      const added = board(page).widgets().nth(before);
      await board(page).action(added, 'Entfernen');
      await saved(page);
    } finally {
      await context.close();
    }
  });
});
