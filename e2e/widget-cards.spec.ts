import type { Locator, Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { board, openFreshBoard } from './board-helpers.ts';
import { addWidget, chooser, framesOf, placeCard, reloadBoard, signedInAt } from './card-helpers.ts';
import { type Opened, useBrowser, type Viewport } from './support/session.ts';
import { boxOf, chooseEdition, enlarge, openSettings } from './widget-helpers.ts';

// The card widgets of catalogue 3.2 on one card implementation (catalogue 1.5) with the default
// symbol pack "Offene Symbole" (catalogue 1.6). Time from the test clock: Wednesday 10.09.2025.

const session = useBrowser();
const SHOTS = process.env.CARD_SHOTS;
const signedIn = (time?: string, viewport?: Viewport): Promise<Opened> => signedInAt(session, time, viewport);
const face = (frame: Locator) => frame.locator('.card__face');

/** Taps a card low on its face: the header of a selected (frameless) card rests over its top. */
async function tap(frame: Locator): Promise<void> {
  const box = await boxOf(face(frame));
  await face(frame).click({ position: { x: box.width / 2, y: box.height - 8 } });
}
/** A card's label as it reads (a hyphenated label carries soft hyphens, shown only where it breaks). */
const label = async (frame: Locator) =>
  ((await frame.locator('.card__label').textContent()) ?? '').replaceAll('\u00ad', '');
const cards = framesOf;

/** The grid cell of a frame found by position (`cards(...).nth(1)`), by the frame's id. */
async function cellOf(page: Page, frame: Locator): Promise<Locator> {
  const id = await frame.getAttribute('data-widget-id');
  return board(page).item(page.locator(`section.widget-frame[data-widget-id="${id}"]`));
}

const add = addWidget;

/** The catalogue's card sizes snapped up to the board's 10 px grid (catalogue 1.3). */
const snapped = (px: number) => Math.ceil(px / 10) * 10;

const edition = chooseEdition;
const reload = reloadBoard;

/** Places a card (card-helpers' placeCard) and waits for its face. */
async function place(page: Page, name: string, card?: string): Promise<Locator> {
  const frame = await placeCard(page, name, card);
  await frame.locator('.card__face').waitFor();
  return frame;
}

async function shoot(page: Page, frame: Locator, name: string) {
  if (!SHOTS) return;
  // Unselected, as the class sees it: a tap on the empty board bottom-right.
  const area = await boxOf(board(page).root);
  await page.mouse.click(area.x + area.width - 5, area.y + area.height - 5);
  await page.mouse.move(area.x + area.width - 5, area.y + area.height - 5);
  await frame
    .locator('.card__symbol img')
    .first()
    .evaluate((img: HTMLImageElement) => img.decode().catch(() => {}));
  await board(page)
    .item(frame)
    .screenshot({ path: `${SHOTS}/${name}.png` });
}

describe('Karten (catalogue 1.5, 1.6)', () => {
  it('opens "Karte wählen" on placement with grid, search and "Eigener Text"; the info names OpenMoji', async () => {
    const { context, page } = await signedIn();
    try {
      await openFreshBoard(page, 'Karten');
      const frame = await add(page, 'Material');
      const dialog = chooser(page);
      await dialog.waitFor();
      expect(await dialog.getByRole('button', { name: 'Spitzer', exact: true }).count()).toBe(1);
      // The symbols come from the app itself (the default pack, hashed files).
      const img = dialog.getByRole('button', { name: 'Spitzer', exact: true }).locator('img');
      expect(await img.getAttribute('data-symbol-pack')).toBe('open-symbols');
      expect(await img.getAttribute('src')).toMatch(
        /^\/symbols\/open-symbols\/drawn-sharpener\.[0-9a-f]{8}\.svg$/,
      );
      await dialog.getByLabel('Suchen').fill('sche');
      await expect.poll(() => dialog.locator('.card-chooser__item').count()).toBe(1);
      expect(await dialog.locator('.card-chooser__item').textContent()).toBe('Schere');
      await dialog.getByLabel('Suchen').fill('xyz');
      await expect.poll(() => dialog.getByText('Keine Karte gefunden').count()).toBe(1);
      expect(await dialog.getByLabel('Eigener Text').count()).toBe(1);
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);
      // Double-tap reopens the chooser; so does "Ändern".
      {
        const box = await boxOf(face(frame));
        await face(frame).dblclick({ position: { x: box.width / 2, y: box.height - 8 } });
      }
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Lineal', exact: true }).click();
      await expect.poll(() => label(frame)).toBe('Lineal');
      await board(page).action(frame, 'Ändern');
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Schließen' }).click();
      await board(page).action(frame, 'Info');
      const info = page.getByRole('dialog', { name: 'Info' });
      await info.waitFor();
      expect(await info.textContent()).toContain(
        'All emojis designed by OpenMoji – the open-source emoji and icon project. License: CC BY-SA 4.0',
      );
      await info.getByRole('button', { name: 'Schließen' }).click();
      // The symbol is served from the app with a year's cache (hashed name).
      const src = (await frame.locator('.card__symbol img').getAttribute('src')) ?? '';
      const res = await page.request.get(src);
      expect(res.status()).toBe(200);
      expect(res.headers()['cache-control']).toContain('immutable');
      expect(await frame.locator('.card__symbol img').getAttribute('loading')).toBe('lazy');
    } finally {
      await context.close();
    }
  });

  it('/copyrights shows the OpenMoji attribution', async () => {
    const { context, page } = await signedIn();
    try {
      await page.goto('/copyrights');
      await page.getByTestId('symbols-attribution').waitFor();
      expect(await page.getByTestId('symbols-attribution').textContent()).toBe(
        'All emojis designed by OpenMoji – the open-source emoji and icon project. License: CC BY-SA 4.0',
      );
    } finally {
      await context.close();
    }
  });
});

describe('Stundenplan (TimeTable)', () => {
  it('is 149x79 in P, shows "Jetzt" at 08:10, "+" adds the next lesson below; a tick survives a reload and is gone the next day', async () => {
    const { context, page } = await signedIn();
    try {
      await openFreshBoard(page, 'Stundenplan');
      const frame = await place(page, 'Stundenplan', 'Deutsch');
      const box = await boxOf(board(page).item(frame));
      expect(Math.round(box.width)).toBe(snapped(149));
      expect(Math.round(box.height)).toBe(snapped(79));
      expect(await frame.locator('.card__badge').textContent()).toBe('1.');
      expect(await frame.locator('.card__subtitle').first().textContent()).toBe('08:00–08:45');
      await expect.poll(() => frame.locator('.card__now').textContent()).toBe('Jetzt');
      // Label at least 20 px in Grundschule.
      const fontSize = await frame
        .locator('.card__label')
        .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
      expect(fontSize).toBeGreaterThanOrEqual(20);
      await shoot(page, frame, 'TimeTable-P-default');
      // "+": the next lesson below, number 2, 08:45–09:30, with the chooser open.
      await board(page).action(frame, 'Weitere Karte');
      await chooser(page).waitFor();
      await chooser(page).getByRole('button', { name: 'Pause', exact: true }).click();
      const second = cards(page, 'TimeTable').nth(1);
      await expect.poll(() => second.locator('.card__badge').textContent()).toBe('2.');
      await expect.poll(() => label(second)).toBe('Pause');
      expect(await second.locator('.card__subtitle').first().textContent()).toBe('08:45–09:30');
      const a = await boxOf(board(page).item(frame));
      const b = await boxOf(await cellOf(page, second));
      expect(Math.round(b.x)).toBe(Math.round(a.x));
      expect(b.y).toBeGreaterThan(a.y);
      expect(await second.locator('.card__now').count()).toBe(0);
      // A tap ticks the lesson off.
      await tap(frame);
      await expect.poll(() => frame.locator('.card__done').textContent()).toBe('✓ erledigt');
      expect(await face(frame).getAttribute('aria-pressed')).toBe('true');
      await shoot(page, frame, 'TimeTable-P-done');
      await reload(page);
      // By its id: a positional locator inside `item()` would match both lessons' grid cells.
      await cards(page, 'TimeTable').first().locator('.card__done').waitFor();
      const firstId = await cards(page, 'TimeTable').first().getAttribute('data-widget-id');
      const again = page.locator(`section.widget-frame[data-widget-id="${firstId}"]`);
      await again.locator('.card__done').waitFor();
      expect(await cards(page, 'TimeTable').count()).toBe(2);
      // The next day the tick is gone.
      await page.clock.setSystemTime(new Date('2025-09-11T08:10:00'));
      await expect.poll(() => again.locator('.card__done').count(), { timeout: 20_000 }).toBe(0);
      await enlarge(page, again, 300, 160);
      await shoot(page, again, 'TimeTable-P-enlarged');
    } finally {
      await context.close();
    }
  });
});

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width - 1 && b.x < a.x + a.width - 1 && a.y < b.y + b.height - 1 && b.y < a.y + a.height - 1;

describe('the header of a small card', () => {
  it('opens where it covers neither the selected card\'s symbol nor the lesson "+" put beneath it', async () => {
    const { context, page } = await signedIn();
    try {
      await openFreshBoard(page, 'Kopfzeile');
      const first = await place(page, 'Stundenplan', 'Deutsch');
      await board(page).handle(first).press('Enter');
      const header = (frame: Locator) => frame.locator('.widget-frame__header');
      await expect.poll(() => header(first).evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
      // At the board's top edge with nothing beneath: below the card, off its symbol.
      expect(overlap(await boxOf(header(first)), await boxOf(first.locator('.card__symbol')))).toBe(false);
      await board(page).action(first, 'Weitere Karte');
      await chooser(page).getByRole('button', { name: 'Pause', exact: true }).click();
      const second = cards(page, 'TimeTable').nth(1);
      await expect.poll(() => label(second)).toBe('Pause');
      await board(page).handle(second).press('Enter');
      await expect.poll(() => header(second).evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
      const secondHeader = await boxOf(header(second));
      expect(overlap(secondHeader, await boxOf(second.locator('.card__symbol')))).toBe(false);
      expect(overlap(secondHeader, await boxOf(await cellOf(page, first)))).toBe(false);
      // Selected, with its header open (the board's top left).
      if (SHOTS)
        await page.screenshot({
          path: `${SHOTS}/TimeTable-P-header.png`,
          clip: { x: 0, y: 0, width: 640, height: 400 },
        });
      // The first card again, now with a lesson beneath it: its header covers no neighbour.
      await board(page).handle(first).press('Enter');
      await expect.poll(() => header(first).evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
      expect(overlap(await boxOf(header(first)), await boxOf(await cellOf(page, second)))).toBe(false);
    } finally {
      await context.close();
    }
  });
});

describe('Fächer (Subject)', () => {
  it('"Mathematik" with colour "green" is unchanged after a reload', async () => {
    const { context, page } = await signedIn();
    try {
      await openFreshBoard(page, 'Fächer');
      const frame = await place(page, 'Fächer', 'Mathematik');
      const panel = await openSettings(page, frame, 'Fächer');
      await panel.getByLabel('Standardfarbe').uncheck();
      await panel.getByRole('radio', { name: 'Grün' }).check();
      await panel.getByRole('button', { name: 'Fertig' }).click();
      await expect.poll(() => frame.locator('.card__bar').getAttribute('data-color')).toBe('green');
      await shoot(page, frame, 'Subject-P-default');
      await reload(page);
      const again = cards(page, 'Subject').first();
      await expect.poll(() => label(again)).toBe('Mathematik');
      expect(await again.locator('.card__bar').getAttribute('data-color')).toBe('green');
    } finally {
      await context.close();
    }
  });
});

describe('Sozialformen (SocialForms)', () => {
  it('a tap on "Einzelarbeit" shows "Partnerarbeit", which survives a reload', async () => {
    const { context, page } = await signedIn();
    try {
      await openFreshBoard(page, 'Sozialformen');
      const frame = await place(page, 'Sozialformen');
      expect(await label(frame)).toBe('Einzelarbeit');
      await tap(frame);
      await expect.poll(() => label(frame)).toBe('Partnerarbeit');
      await shoot(page, frame, 'SocialForms-P-default');
      await reload(page);
      await expect.poll(() => label(cards(page, 'SocialForms').first())).toBe('Partnerarbeit');
    } finally {
      await context.close();
    }
  });
});

describe('Arbeitsaufträge (WorkTasks)', () => {
  it('"+" on step 1 creates step 2; a ticked card keeps its ✓ after a reload', async () => {
    const { context, page } = await signedIn();
    try {
      await openFreshBoard(page, 'Arbeitsaufträge');
      const frame = await place(page, 'Arbeitsaufträge', 'lesen');
      const panel = await openSettings(page, frame, 'Arbeitsaufträge');
      const step = panel.getByRole('group', { name: 'Schrittnummer' });
      await step.getByRole('checkbox').uncheck();
      await panel.getByRole('button', { name: 'Fertig' }).click();
      await expect.poll(() => frame.locator('.card__badge').textContent()).toBe('1.');
      await board(page).action(frame, 'Weitere Karte');
      await chooser(page).getByRole('button', { name: 'schreiben', exact: true }).click();
      const second = cards(page, 'WorkTasks').nth(1);
      await expect.poll(() => second.locator('.card__badge').textContent()).toBe('2.');
      await expect.poll(() => label(second)).toBe('schreiben');
      await tap(frame);
      await frame.locator('.card__done').waitFor();
      await shoot(page, frame, 'WorkTasks-P-done');
      await reload(page);
      await cards(page, 'WorkTasks').first().locator('.card__done').waitFor();
      expect(await cards(page, 'WorkTasks').nth(1).locator('.card__done').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe('Material', () => {
  it('"+" → "Schere" puts a second card beside the first, and both survive a reload', async () => {
    const { context, page } = await signedIn();
    try {
      await openFreshBoard(page, 'Material');
      const frame = await place(page, 'Material', 'Heft');
      await board(page).action(frame, 'Weitere Karte');
      await chooser(page).getByRole('button', { name: 'Schere', exact: true }).click();
      const second = cards(page, 'Material').nth(1);
      await expect.poll(() => label(second)).toBe('Schere');
      const a = await boxOf(board(page).item(frame));
      const b = await boxOf(await cellOf(page, second));
      expect(Math.round(b.y)).toBe(Math.round(a.y));
      expect(Math.round(b.x)).toBe(Math.round(a.x + a.width));
      await reload(page);
      await expect.poll(() => cards(page, 'Material').count()).toBe(2);
      const labels = (await cards(page, 'Material').locator('.card__label').allTextContents()).map((text) =>
        text.replaceAll('\u00ad', ''),
      );
      expect(labels.sort()).toEqual(['Heft', 'Schere']);
    } finally {
      await context.close();
    }
  });
});

describe('Kommunikation (Communication)', () => {
  it('"Eigener Text" "Handzeichen" shows under the chosen symbol after a reload', async () => {
    const { context, page } = await signedIn();
    try {
      await openFreshBoard(page, 'Kommunikation');
      const frame = await add(page, 'Kommunikation');
      const dialog = chooser(page);
      await dialog.getByRole('button', { name: 'Ruhe', exact: true }).click();
      await board(page).action(frame, 'Ändern');
      await dialog.getByLabel('Eigener Text').fill('Handzeichen');
      await dialog.getByRole('button', { name: 'Übernehmen' }).click();
      await expect.poll(() => label(frame)).toBe('Handzeichen');
      await reload(page);
      const again = cards(page, 'Communication').first();
      await expect.poll(() => label(again)).toBe('Handzeichen');
      expect(await again.locator('.card').getAttribute('data-card-key')).toBe('communication.silence');
      // The label is below the symbol.
      const img = await boxOf(again.locator('.card__symbol img'));
      const text = await boxOf(again.locator('.card__label'));
      expect(text.y).toBeGreaterThanOrEqual(img.y + img.height - 1);
    } finally {
      await context.close();
    }
  });
});

describe('Organisation (Organization)', () => {
  it('the ✓ survives a reload and is gone with the clock one day later', async () => {
    const { context, page } = await signedIn();
    try {
      await openFreshBoard(page, 'Organisation');
      const frame = await place(page, 'Organisation');
      expect(await label(frame)).toBe('Aufräumen');
      await tap(frame);
      await frame.locator('.card__done').waitFor();
      await reload(page);
      const again = cards(page, 'Organization').first();
      await again.locator('.card__done').waitFor();
      await page.clock.setSystemTime(new Date('2025-09-11T08:10:00'));
      await expect.poll(() => again.locator('.card__done').count(), { timeout: 20_000 }).toBe(0);
    } finally {
      await context.close();
    }
  });
});

/**
 * No text of a card overflows it: each text shows whole (nothing scrolled or clipped) inside the card.
 * Checked until the labels are settled: a label is measured after the browser's layout and hyphenated by a
 * worker, so on a loaded machine a long compound shows unbroken for a moment (retried for up to 10 s; a label
 * that never fits fails).
 */
async function expectNoOverflow(frame: Locator): Promise<void> {
  await vi.waitFor(
    async () => {
      const card = await boxOf(frame.locator('.card'));
      for (const text of await frame
        .locator('.card__label, .card__subtitle, .card__steps ol, .card__step')
        .all()) {
        if (!(await text.isVisible())) continue;
        const name = (await text.textContent()) ?? '';
        const [w, cw, h, ch, em] = await text.evaluate((el) => [
          el.scrollWidth,
          el.clientWidth,
          el.scrollHeight,
          el.clientHeight,
          parseFloat(getComputedStyle(el).fontSize),
        ]);
        expect(w, `${name} fits across`).toBeLessThanOrEqual((cw as number) + 1);
        // No hidden line: what overflows is at most the glyphs' own overhang (line-height 1.05).
        expect(h, `${name} fits down`).toBeLessThanOrEqual((ch as number) + 0.4 * (em as number));
        const box = await boxOf(text);
        expect(box.x, name).toBeGreaterThanOrEqual(card.x - 1);
        expect(box.y, name).toBeGreaterThanOrEqual(card.y - 1);
        expect(box.x + box.width, name).toBeLessThanOrEqual(card.x + card.width + 1);
        expect(box.y + box.height, name).toBeLessThanOrEqual(card.y + card.height + 1);
      }
    },
    { timeout: 10_000, interval: 100 },
  );
}

describe('Methoden (Methods)', () => {
  it('"Lerntempoduett" fits its card at default size and with its four steps at double size', async () => {
    const { context, page } = await signedIn();
    try {
      await openFreshBoard(page, 'Methoden passt');
      const frame = await place(page, 'Methoden', 'Lerntempoduett');
      await expectNoOverflow(frame);
      await board(page).action(frame, 'Ablauf zeigen');
      await expect.poll(() => frame.locator('.card__step').count()).toBe(4);
      await expect.poll(() => frame.locator('.card').getAttribute('class')).toContain('card--steps');
      await expectNoOverflow(frame);
      await shoot(page, frame, 'Methods-P-learningTempoDuet');
      await enlarge(page, frame, 150, 80);
      await expectNoOverflow(frame);
      await shoot(page, frame, 'Methods-P-learningTempoDuet-enlarged');
    } finally {
      await context.close();
    }
  });

  it('"Ich – Du – Wir" with "Ablauf zeigen" lists three steps; "Weiter" highlights step 2, also after a reload', async () => {
    const { context, page } = await signedIn();
    try {
      await openFreshBoard(page, 'Methoden');
      const frame = await place(page, 'Methoden');
      expect(await label(frame)).toBe('Ich – Du – Wir');
      const before = await boxOf(board(page).item(frame));
      await board(page).action(frame, 'Ablauf zeigen');
      await expect.poll(() => frame.locator('.card__step').count()).toBe(3);
      const after = await boxOf(board(page).item(frame));
      expect(after.height).toBeGreaterThanOrEqual(before.height * 2 - 10);
      expect(after.width).toBeGreaterThanOrEqual(before.width * 2 - 10);
      expect(await frame.locator('.card__step').allTextContents()).toEqual([
        '1. allein nachdenken',
        '2. mit Partner austauschen',
        '3. in der Klasse vorstellen',
      ]);
      await frame.getByRole('button', { name: 'Weiter', exact: true }).click();
      await expect
        .poll(() => frame.locator('.card__step[aria-current="step"]').textContent())
        .toBe('2. mit Partner austauschen');
      await shoot(page, frame, 'Methods-P-steps');
      await reload(page);
      const again = cards(page, 'Methods').first();
      await expect
        .poll(() => again.locator('.card__step[aria-current="step"]').textContent())
        .toBe('2. mit Partner austauschen');
    } finally {
      await context.close();
    }
  });
});

describe('Sekundarstufe', () => {
  it('cards are 225x120 with the S catalogues (Plenum, Taschenrechner), the room shown', async () => {
    const { context, page } = await signedIn();
    try {
      await edition(page, 'Sekundarstufe');
      await openFreshBoard(page, 'Karten S');
      const frame = await add(page, 'Material');
      await chooser(page).waitFor();
      await chooser(page).getByRole('button', { name: 'Taschenrechner', exact: true }).click();
      const box = await boxOf(board(page).item(frame));
      expect(Math.round(box.width)).toBe(snapped(225));
      expect(Math.round(box.height)).toBe(snapped(120));
      await shoot(page, frame, 'Material-S-default');
      const social = await place(page, 'Sozialformen');
      for (const expected of ['Partnerarbeit', 'Gruppenarbeit', 'Plenum', 'Einzelarbeit']) {
        await tap(social);
        await expect.poll(() => label(social)).toBe(expected);
        // Past the double-tap window before the next tap.
        await page.clock.runFor(500);
      }
      const lesson = await place(page, 'Stundenplan', 'Physik');
      const panel = await openSettings(page, lesson, 'Stundenplan');
      await panel.getByLabel('Raum (Sekundarstufe)').fill('R 204');
      await panel.getByRole('button', { name: 'Fertig' }).click();
      await expect.poll(() => lesson.getByText('R 204').count()).toBe(1);
      await shoot(page, lesson, 'TimeTable-S-default');
      await enlarge(page, lesson, 300, 200);
      await shoot(page, lesson, 'TimeTable-S-enlarged');
    } finally {
      await edition(page, 'Grundschule').catch(() => undefined);
      await context.close();
    }
  });
});

const shown = label;

/**
 * The rendered lines of a label (from its characters' boxes): a hyphenated label breaks only after a
 * soft hyphen or a space, never inside a syllable.
 */
const linesOf = (frame: Locator) =>
  frame.locator('.card__label').evaluate((el) => {
    const node = [...el.childNodes].find((n) => n.nodeType === Node.TEXT_NODE);
    if (!node?.textContent) return [];
    const text = node.textContent;
    const range = document.createRange();
    const lines: { top: number; text: string }[] = [];
    for (let i = 0; i < text.length; i++) {
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      // The character's own box (a range that starts at a line's end also reports that end).
      const boxes = range.getClientRects();
      const rect = boxes[boxes.length - 1] ?? range.getBoundingClientRect();
      const line = lines[lines.length - 1];
      // A soft hyphen has no box where the line goes on: it belongs to the line it is in.
      if (line && (rect.width === 0 || Math.abs(rect.top - line.top) < rect.height / 2)) line.text += text[i];
      else lines.push({ top: rect.top, text: text[i] ?? '' });
    }
    return lines.map((line) => line.text);
  });

/** A card at the smallest size: its symbol at least 40 px, its label whole, at least the edition's minimum. */
async function expectLegibleSmall(page: Page, frame: Locator, minFont: number): Promise<void> {
  const grid = await boxOf(board(page).item(frame));
  expect(Math.round(grid.width)).toBe(150);
  expect(Math.round(grid.height)).toBe(80);
  const cell = await boxOf(frame.locator('.card'));
  await expect
    .poll(() =>
      frame.locator('.card__symbol img').evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0),
    )
    .toBe(true);
  const symbol = await boxOf(frame.locator('.card__symbol img'));
  const name = (await frame.locator('.card__label').getAttribute('title')) ?? '';
  expect(Math.min(symbol.width, symbol.height), `${name}: symbol size`).toBeGreaterThanOrEqual(40);
  const [w, cw, h, ch, em] = await frame
    .locator('.card__label')
    .evaluate((el) => [
      el.scrollWidth,
      el.clientWidth,
      el.scrollHeight,
      el.clientHeight,
      parseFloat(getComputedStyle(el).fontSize),
    ]);
  expect(em, `${name}: font size`).toBeGreaterThanOrEqual(minFont);
  expect(w, `${name} fits across`).toBeLessThanOrEqual((cw as number) + 1);
  expect(h, `${name} fits down`).toBeLessThanOrEqual((ch as number) + 0.4 * (em as number));
  const text = await boxOf(frame.locator('.card__label'));
  expect(text.x, name).toBeGreaterThanOrEqual(cell.x - 1);
  expect(text.y, name).toBeGreaterThanOrEqual(cell.y - 1);
  expect(text.x + text.width, name).toBeLessThanOrEqual(cell.x + cell.width + 1);
  expect(text.y + text.height, name).toBeLessThanOrEqual(cell.y + cell.height + 1);
  // The label does not cover the symbol (its box: a pack's drawing may be scaled a little within it).
  const spot = await boxOf(frame.locator('.card__symbol'));
  const overlapArea =
    Math.max(0, Math.min(text.x + text.width, spot.x + spot.width) - Math.max(text.x, spot.x)) *
    Math.max(0, Math.min(text.y + text.height, spot.y + spot.height) - Math.max(text.y, spot.y));
  expect(overlapArea, `${name}: label beside or below the symbol`).toBeLessThan(symbol.width * 4);
}

describe('a 150x80 card (the smallest size)', () => {
  for (const [name, minFont] of [
    ['Grundschule', 20],
    ['Sekundarstufe', 14],
  ] as const) {
    it(`${name}: the symbol is at least 40 px and every label shows whole at ${minFont} px or more, also long compounds of "Eigener Text" (hyphenated)`, async () => {
      const { context, page } = await signedIn();
      // The German patterns load in the hyphenation worker, never into the page itself.
      const scripts: string[] = [];
      page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
      try {
        await edition(page, name);
        await openFreshBoard(page, `Klein ${name}`);
        const cases: [string, string, string | null][] =
          name === 'Grundschule'
            ? [
                ['Sozialformen', 'Partnerarbeit', null],
                ['Methoden', 'Lerntempoduett', null],
                ['Material', 'Radiergummi', null],
                ['Kommunikation', 'Ruhe', 'Klassenratssitzung'],
                ['Organisation', 'Aufräumen', 'Rechtschreibübung'],
                ['Sozialformen (Symbole)', 'Gruppenarbeit', null],
                ['Stundenplan', 'Mathematik', null],
              ]
            : [
                ['Sozialformen', 'Partnerarbeit', null],
                ['Material', 'Taschenrechner', null],
                ['Kommunikation', 'Ruhe', 'Wochenplanbesprechung'],
                ['Sozialformen (Symbole)', 'Gruppenarbeit', null],
              ];
        for (const [widget, card, custom] of cases) {
          const frame = await place(page, widget, card);
          if (name === 'Sekundarstufe') {
            // The edition's default is 225x120: down to the smallest card.
            await enlarge(page, frame, -80, -40);
            await expect.poll(async () => Math.round((await boxOf(board(page).item(frame))).height)).toBe(80);
          }
          if (custom) {
            await board(page).action(frame, 'Ändern');
            await chooser(page).getByLabel('Eigener Text').fill(custom);
            await chooser(page).getByRole('button', { name: 'Übernehmen' }).click();
            await expect.poll(() => shown(frame)).toBe(custom);
            // Not in any compound list: hyphenated by the German patterns, broken only at a soft hyphen
            // or a space, the whole text in the title.
            await expect
              .poll(() => frame.locator('.card__label').getAttribute('data-hyphenated'), { timeout: 10_000 })
              .toBe('');
            expect(await frame.locator('.card__label').getAttribute('title')).toBe(custom);
            const lines = await linesOf(frame);
            expect(lines.length, `${custom} wraps`).toBeGreaterThan(1);
            for (const line of lines.slice(0, -1))
              expect(
                /[\u00ad ]$/.test(line),
                `${JSON.stringify(lines)}: ends at a soft hyphen or space`,
              ).toBe(true);
          } else {
            expect(await shown(frame)).toBe(card);
          }
          await expectLegibleSmall(page, frame, minFont);
          await shoot(page, frame, `small-${name}-${widget}`);
        }
        expect(scripts.filter((p) => /^\/assets\/hyphenate\.worker-[\w-]+\.js$/.test(p))).toHaveLength(1);
        expect(scripts.filter((p) => /^\/assets\/de-[\w-]+\.js$/.test(p))).toEqual([]);
      } finally {
        await edition(page, 'Grundschule').catch(() => undefined);
        await context.close();
      }
    }, 120_000);
  }
});

describe('the header of a small card between two others', () => {
  it('opens beside it (covering neither the card nor the cards above and below)', async () => {
    const { context, page } = await signedIn();
    try {
      await openFreshBoard(page, 'Kopfzeile zwischen');
      const first = await place(page, 'Stundenplan', 'Deutsch');
      await board(page).action(first, 'Weitere Karte');
      await chooser(page).getByRole('button', { name: 'Mathematik', exact: true }).click();
      const second = cards(page, 'TimeTable').nth(1);
      await expect.poll(() => label(second)).toBe('Mathematik');
      await board(page).action(second, 'Weitere Karte');
      await chooser(page).getByRole('button', { name: 'Pause', exact: true }).click();
      const third = cards(page, 'TimeTable').nth(2);
      await expect.poll(() => label(third)).toBe('Pause');
      // The three lessons one under the other, the middle one with neighbours directly above and below.
      const [a, b, c] = [await cellOf(page, first), await cellOf(page, second), await cellOf(page, third)];
      const [boxA, boxB, boxC] = [await boxOf(a), await boxOf(b), await boxOf(c)];
      expect(Math.abs(boxB.x - boxA.x)).toBeLessThan(2);
      expect(boxB.y - (boxA.y + boxA.height)).toBeLessThan(12);
      expect(boxC.y - (boxB.y + boxB.height)).toBeLessThan(12);

      await board(page).handle(second).press('Enter');
      const header = second.locator('.widget-frame__header');
      await expect.poll(() => header.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
      expect(await second.getAttribute('class')).toContain('widget-frame--header-right');
      const open = await boxOf(header);
      expect(overlap(open, boxB), 'covers the card').toBe(false);
      expect(overlap(open, boxA), 'covers the card above').toBe(false);
      expect(overlap(open, boxC), 'covers the card below').toBe(false);
      expect(open.x).toBeGreaterThanOrEqual(boxB.x + boxB.width);
      expect(open.y).toBeGreaterThanOrEqual(boxB.y - 1);
      expect(open.height).toBeGreaterThanOrEqual(44);
      // Its buttons work from there.
      expect(await header.getByRole('button', { name: 'Weitere Aktionen' }).isVisible()).toBe(true);
      if (SHOTS)
        await page.screenshot({
          path: `${SHOTS}/TimeTable-P-header-beside.png`,
          clip: { x: 0, y: 0, width: 640, height: 420 },
        });
      await header.getByRole('button', { name: 'Weitere Aktionen' }).click();
      await expect.poll(() => second.getByRole('dialog', { name: 'Weitere Aktionen' }).count()).toBe(1);
    } finally {
      await context.close();
    }
  });
});
