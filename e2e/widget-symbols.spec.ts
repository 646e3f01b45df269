/**
 * The six Symbole/Metacom widgets (catalogue 3.9) on the card implementation (catalogue 1.5) and the
 * symbol packs (catalogue 1.6): every "Done when" item, reloads, both editions, and the fallback of a
 * licensed pack made by the test (missing concepts from the default pack). Time from the test clock:
 * Wednesday 10.09.2025. Screenshots go to SYMBOL_SHOTS when set.
 */
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeZip } from '../apps/server/test/helpers/zip.ts';
import { board, openFreshBoard } from './board-helpers.ts';
import {
  addWidget,
  chooser,
  framesOf,
  placeCard,
  reloadBoard,
  signedInAt,
  tapLow,
  WEDNESDAY,
} from './card-helpers.ts';
import { startSharing } from './share-helpers.ts';
import { DEMO, type DemoAccount } from './support/pages.ts';
import { type Opened, useBrowser, type Viewport } from './support/session.ts';
import { boxOf, chooseEdition, enlarge, openSettings } from './widget-helpers.ts';

const session = useBrowser();
const SHOTS = process.env.SYMBOL_SHOTS;
const ATTRIBUTION =
  'All emojis designed by OpenMoji – the open-source emoji and icon project. License: CC BY-SA 4.0';

const signedIn = (time?: string, viewport?: Viewport, account?: DemoAccount): Promise<Opened> =>
  signedInAt(session, time, viewport, account);
const byType = framesOf;
const add = addWidget;
const place = placeCard;
const reload = reloadBoard;
const edition = chooseEdition;

/** A card's label as it reads (a hyphenated label carries soft hyphens, shown only where it breaks). */
const plain = (text: string | null) => (text ?? '').replaceAll('\u00ad', '');
const labelOf = async (frame: Locator) => plain(await frame.locator('.card__label').first().textContent());
const labelsOf = async (frame: Locator) => (await frame.locator('.card__label').allTextContents()).map(plain);

const TEXTS =
  '.card__label, .card__step, .symbolcard__heading, .symbolcal__name, .symbolcal__short, .symbolcal__today';

/**
 * Nothing of the widget is cut off: its images are loaded and inside its grid cell; its labels are
 * inside it too and show their whole text (no ellipsis, no clipped line).
 */
async function expectInside(page: Page, frame: Locator) {
  await expectWhole(frame, await boxOf(board(page).item(frame)));
}

/**
 * `expectInside` within a given box (a board's grid cell, a read-only board's item). In Grundschule every
 * label is at least 20 px (legible from the back row; a longer word wraps, never shrinks below it).
 */
async function expectWhole(frame: Locator, cell: { x: number; y: number; width: number; height: number }) {
  expect(await frame.locator('img').count(), 'draws a symbol').toBeGreaterThan(0);
  const inside = (box: { x: number; y: number; width: number; height: number }, what: string) => {
    expect(box.x, what).toBeGreaterThanOrEqual(cell.x - 1);
    expect(box.y, what).toBeGreaterThanOrEqual(cell.y - 1);
    expect(box.x + box.width, what).toBeLessThanOrEqual(cell.x + cell.width + 1);
    expect(box.y + box.height, what).toBeLessThanOrEqual(cell.y + cell.height + 1);
  };
  for (const img of await frame.locator('img').all()) {
    await expect
      .poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0))
      .toBe(true);
    // The image's box (its drawing may be scaled a little within it).
    const box = await img.evaluate((i) => {
      const r = (i.parentElement ?? i).getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    });
    inside(box, `image ${await img.getAttribute('src')}`);
  }
  for (const text of await frame.locator(TEXTS).all()) {
    if (!(await text.isVisible())) continue;
    const name = (await text.textContent()) ?? '';
    inside(await boxOf(text), name);
    // No hidden line or cut word: what overflows is at most the glyphs' own overhang (line-height 1.05).
    const sizes = await text.evaluate((el) => {
      const em = parseFloat(getComputedStyle(el).fontSize);
      return `${el.scrollWidth}/${el.clientWidth}x${el.scrollHeight}/${el.clientHeight} @${em}`;
    });
    const [w, cw, h, ch, em] = sizes.split(/[/x@]/).map(Number) as [number, number, number, number, number];
    expect(w, `${name} shows whole (${sizes})`).toBeLessThanOrEqual(cw + 1);
    expect(h, `${name} shows whole (${sizes})`).toBeLessThanOrEqual(ch + 0.4 * em);
    const label = await text.evaluate(
      (el) => !el.matches('.card__step') && Boolean(el.closest('.card--primary, .symbolcal--primary')),
    );
    if (label) expect(em, `${name} at least 20 px in Grundschule`).toBeGreaterThanOrEqual(20);
  }
}

const fontSizeOf = (text: Locator) => text.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));

async function shoot(page: Page, frame: Locator, name: string) {
  // Unselected, as the class sees it: a tap on the empty board bottom-right.
  const area = await boxOf(board(page).root);
  // Far from the widgets (placed from the top left), on the empty board.
  const spot = { x: area.x + area.width * 0.8, y: area.y + area.height * 0.7 };
  await page.mouse.click(spot.x, spot.y);
  await page.mouse.move(spot.x, spot.y);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  // As the class sees it (a still selected card shows its header); a screenshot only, so no failure.
  for (
    let i = 0;
    i < 20 && ((await frame.getAttribute('class')) ?? '').includes('widget-frame--selected');
    i++
  ) {
    await page.waitForTimeout(100);
  }
  await expectInside(page, frame);
  if (SHOTS)
    await board(page)
      .item(frame)
      .screenshot({ path: `${SHOTS}/${name}.png` });
}

describe('Symbolkarte (Metacom)', () => {
  it('searching "trinken" lists a symbol; "Erst – Dann" shows both headings; the info shows the attribution; a cross survives a reload', async () => {
    const { context, page } = await signedIn();
    try {
      await openFreshBoard(page, 'Symbolkarte');
      const frame = await add(page, 'Symbolkarte');
      const dialog = chooser(page);
      await dialog.waitFor();
      // The whole pack, searched by German word.
      await dialog.getByLabel('Suchen').fill('trinken');
      await expect.poll(() => dialog.locator('.card-chooser__item').count()).toBeGreaterThan(0);
      expect(await dialog.locator('.card-chooser__item').first().textContent()).toBe('trinken');
      await dialog.locator('.card-chooser__item').first().click();
      await expect.poll(() => dialog.count()).toBe(0);
      const img = frame.locator('.card__symbol img');
      await expect.poll(() => img.getAttribute('data-symbol-pack')).toBe('open-symbols');
      expect(await labelOf(frame)).toBe('trinken');
      await shoot(page, frame, 'Metacom-P-default');

      // A tap crosses the symbol out.
      await tapLow(frame.locator('.card__face'));
      await frame.locator('.symbolcard__cross').waitFor();
      expect(await frame.locator('.card__face').getAttribute('aria-pressed')).toBe('true');

      // "Erst – Dann": two slots headed "Erst" and "Dann", one card width each.
      const before = await boxOf(board(page).item(frame));
      const panel = await openSettings(page, frame, 'Symbolkarte');
      await panel.getByRole('radio', { name: 'Erst – Dann' }).check();
      await panel.getByRole('button', { name: 'Fertig' }).click();
      await expect
        .poll(() => frame.locator('.symbolcard__heading').allTextContents())
        .toEqual(['Erst', 'Dann']);
      await expect
        .poll(async () => (await boxOf(board(page).item(frame))).width)
        .toBeGreaterThanOrEqual(before.width * 2 - 10);
      for (const heading of await frame.locator('.symbolcard__heading').all()) {
        expect(await heading.isVisible()).toBe(true);
      }
      // The empty "Dann" slot opens the chooser: "spielen".
      await page.clock.runFor(500);
      await tapLow(frame.locator('.card__face').nth(1));
      await dialog.waitFor();
      await dialog.getByLabel('Suchen').fill('spielen');
      await dialog.getByRole('button', { name: 'spielen', exact: true }).click();
      await expect.poll(() => labelsOf(frame)).toEqual(['trinken', 'spielen']);
      await shoot(page, frame, 'Metacom-P-firstThen');

      // The info shows the pack's attribution.
      await board(page).action(frame, 'Info');
      const info = page.getByRole('dialog', { name: 'Info' });
      await info.waitFor();
      expect(await info.textContent()).toContain('Symbole: Offene Symbole');
      expect(await info.textContent()).toContain(ATTRIBUTION);
      await info.getByRole('button', { name: 'Schließen' }).click();

      // After a reload: both symbols, the headings, and the first still crossed out.
      await reload(page);
      const again = byType(page, 'Metacom').first();
      await expect
        .poll(() => again.locator('.symbolcard__heading').allTextContents())
        .toEqual(['Erst', 'Dann']);
      expect(await labelsOf(again)).toEqual(['trinken', 'spielen']);
      expect(await again.locator('.symbolcard__slot--done').count()).toBe(1);
      await enlarge(page, again, 300, 200);
      await shoot(page, again, 'Metacom-P-enlarged');
    } finally {
      await context.close();
    }
  });
});

describe('Stundenplan (Symbole) (TimeTableMetacom)', () => {
  it('the image is from "open-symbols"; "Jetzt" at 08:10 and "erledigt" behave as in Stundenplan', async () => {
    const { context, page } = await signedIn();
    try {
      await openFreshBoard(page, 'Stundenplan Symbole');
      const frame = await place(page, 'Stundenplan (Symbole)', 'Deutsch');
      const box = await boxOf(board(page).item(frame));
      expect(Math.round(box.width)).toBe(150);
      expect(Math.round(box.height)).toBe(80);
      const img = frame.locator('.card__symbol img');
      await expect.poll(() => img.getAttribute('data-symbol-pack')).toBe('open-symbols');
      await expect.poll(() => frame.locator('.card__now').textContent()).toBe('Jetzt');
      // The time is hidden by default (showTime false).
      expect(await frame.locator('.card__subtitle').count()).toBe(0);
      await shoot(page, frame, 'TimeTableMetacom-P-default');
      await tapLow(frame.locator('.card__face'));
      await expect.poll(() => frame.locator('.card__done').textContent()).toBe('✓ erledigt');
      // Greyed symbol under a large ✓.
      expect(
        await frame.locator('.card__symbol').evaluate((el) => Number(getComputedStyle(el).opacity)),
      ).toBeLessThan(0.5);
      await shoot(page, frame, 'TimeTableMetacom-P-done');
      await reload(page);
      const again = byType(page, 'TimeTableMetacom').first();
      await again.locator('.card__done').waitFor();
      await page.clock.setSystemTime(new Date('2025-09-11T10:00:00'));
      await expect.poll(() => again.locator('.card__done').count(), { timeout: 20_000 }).toBe(0);
      expect(await again.locator('.card__now').count()).toBe(0);
      await enlarge(page, again, 300, 160);
      await shoot(page, again, 'TimeTableMetacom-P-enlarged');
    } finally {
      await context.close();
    }
  });
});

describe('Sozialformen (Symbole) (SocialFormsMetacom)', () => {
  it('a tap shows "Partnerarbeit" with its symbol from the pack, also after a reload', async () => {
    const { context, page } = await signedIn();
    try {
      await openFreshBoard(page, 'Sozialformen Symbole');
      // The base card too (the same card implementation): "Partnerarbeit" whole at 20 px at least (on
      // one line where it fits, else on two; its title has the whole word).
      const base = await place(page, 'Sozialformen', 'Partnerarbeit');
      expect(await base.locator('.card__label').getAttribute('title')).toBe('Partnerarbeit');
      await shoot(page, base, 'SocialForms-P-Partnerarbeit');
      const frame = await place(page, 'Sozialformen (Symbole)');
      expect(await labelOf(frame)).toBe('Einzelarbeit');
      const before = await frame.locator('.card__symbol img').getAttribute('src');
      await tapLow(frame.locator('.card__face'));
      await expect.poll(() => labelOf(frame)).toBe('Partnerarbeit');
      // The long word stays whole and legible on the small card (expectInside: at least 20 px).
      expect(await fontSizeOf(frame.locator('.card__label'))).toBeGreaterThanOrEqual(20);
      const img = frame.locator('.card__symbol img');
      expect(await img.getAttribute('data-symbol-pack')).toBe('open-symbols');
      expect(await img.getAttribute('src')).not.toBe(before);
      await shoot(page, frame, 'SocialFormsMetacom-P-default');
      await reload(page);
      const again = byType(page, 'SocialFormsMetacom').first();
      await expect.poll(() => labelOf(again)).toBe('Partnerarbeit');
    } finally {
      await context.close();
    }
  });
});

describe('Arbeitsaufträge and Material (Symbole)', () => {
  it('"+" on step 1 creates step 2; "Spitzer" from the default pack; both survive a reload', async () => {
    const { context, page } = await signedIn();
    try {
      await openFreshBoard(page, 'Aufträge Symbole');
      const task = await place(page, 'Arbeitsaufträge (Symbole)', 'lesen');
      const panel = await openSettings(page, task, 'Arbeitsaufträge (Symbole)');
      await panel.getByRole('group', { name: 'Schrittnummer' }).getByRole('checkbox').uncheck();
      await panel.getByRole('button', { name: 'Fertig' }).click();
      await expect.poll(() => task.locator('.card__badge').textContent()).toBe('1.');
      await board(page).action(task, 'Weitere Karte');
      await chooser(page).getByRole('button', { name: 'schreiben', exact: true }).click();
      const second = byType(page, 'WorkTasksMetacom').nth(1);
      await expect.poll(() => second.locator('.card__badge').textContent()).toBe('2.');
      await shoot(page, task, 'WorkTasksMetacom-P-default');
      const material = await place(page, 'Material (Symbole)', 'Spitzer');
      const img = material.locator('.card__symbol img');
      await expect.poll(() => img.getAttribute('data-symbol-pack')).toBe('open-symbols');
      expect(await img.getAttribute('src')).toMatch(/drawn-sharpener\.[0-9a-f]{8}\.svg$/);
      await shoot(page, material, 'MaterialMetacom-P-default');
      await reload(page);
      await expect.poll(() => byType(page, 'WorkTasksMetacom').count()).toBe(2);
      await expect.poll(() => labelOf(byType(page, 'MaterialMetacom'))).toBe('Spitzer');
      await enlarge(page, byType(page, 'MaterialMetacom').first(), 300, 160);
      await shoot(page, byType(page, 'MaterialMetacom').first(), 'MaterialMetacom-P-enlarged');
    } finally {
      await context.close();
    }
  });
});

describe('Kalender (Symbole) (CalendarMetacom)', () => {
  it('at 10.09.2025 Wednesday is enlarged with "Heute"; a weekly "Sport" on Thursday appears again the next week', async () => {
    const { context, page } = await signedIn();
    try {
      await openFreshBoard(page, 'Kalender Symbole');
      const frame = await add(page, 'Kalender (Symbole)');
      const cell = await boxOf(board(page).item(frame));
      expect(Math.round(cell.width)).toBe(600);
      expect(Math.round(cell.height)).toBe(200);
      const days = frame.locator('.symbolcal__day');
      await expect.poll(() => days.count()).toBe(7);
      const today = frame.locator('.symbolcal__day[aria-current="date"]');
      expect(await today.getAttribute('data-date')).toBe('2025-09-10');
      expect(await today.locator('.symbolcal__name').textContent()).toBe('Mittwoch');
      expect(await today.locator('.symbolcal__today').textContent()).toBe('▼ Heute');
      expect(await today.locator('.symbolcal__today').isVisible()).toBe(true);
      const wednesday = await boxOf(today.locator('.symbolcal__face'));
      const tuesday = await boxOf(days.nth(1).locator('.symbolcal__face'));
      expect(wednesday.width).toBeGreaterThan(tuesday.width * 1.3);
      expect(wednesday.height).toBeGreaterThan(tuesday.height);
      // The weekday symbols from the default pack, the colours Mo red … So white.
      expect(await days.first().locator('.card__symbol img').getAttribute('data-symbol-pack')).toBe(
        'open-symbols',
      );
      expect(await days.evaluateAll((els) => els.map((el) => el.getAttribute('data-color')))).toEqual([
        'red',
        'orange',
        'yellow',
        'green',
        'blue',
        'white',
        'white',
      ]);
      await shoot(page, frame, 'CalendarMetacom-P-default');

      // A tap on Thursday: "Sport", every week.
      await days.nth(3).locator('.symbolcal__face').click();
      const dialog = page.getByRole('dialog', { name: 'Ereignis hinzufügen' });
      await dialog.waitFor();
      expect(await dialog.locator('h2').textContent()).toBe('Ereignis hinzufügen: Donnerstag, 11.09.2025');
      await dialog.getByLabel('Jede Woche (Donnerstag)').check();
      await dialog.getByRole('button', { name: 'Sport', exact: true }).click();
      await expect.poll(() => dialog.count()).toBe(0);
      await expect
        .poll(() => days.nth(3).locator('.symbolcal__event').getAttribute('data-symbol-key'))
        .toBe('event.sport');
      expect(await days.nth(2).locator('.symbolcal__event').count()).toBe(0);

      // The next week (after a reload): Thursday 18.09. has it again, Wednesday 17.09. is today.
      await reload(page);
      await page.clock.setSystemTime(new Date('2025-09-17T08:10:00'));
      const again = byType(page, 'CalendarMetacom').first();
      await expect
        .poll(() => again.locator('.symbolcal__day[aria-current="date"]').getAttribute('data-date'), {
          timeout: 70_000,
        })
        .toBe('2025-09-17');
      const thursday = again.locator('.symbolcal__day[data-date="2025-09-18"]');
      expect(await thursday.locator('.symbolcal__event').getAttribute('data-symbol-key')).toBe('event.sport');
      await shoot(page, again, 'CalendarMetacom-P-event');

      // "Gestern – Heute – Morgen": three large cards.
      const panel = await openSettings(page, again, 'Kalender (Symbole)');
      await panel.getByRole('radio', { name: 'Gestern – Heute – Morgen' }).check();
      await panel.getByRole('button', { name: 'Fertig' }).click();
      await expect
        .poll(() => again.locator('.symbolcal__relative').allTextContents())
        .toEqual(['Gestern', 'Heute', 'Morgen']);
      expect(await again.locator('.symbolcal__day').count()).toBe(3);
      await expect
        .poll(() => again.locator('.symbolcal__day').nth(2).locator('.symbolcal__event').count())
        .toBe(1);
      await enlarge(page, again, 300, 200);
      await shoot(page, again, 'CalendarMetacom-P-enlarged');
    } finally {
      await context.close();
    }
  }, 120_000);
});

describe("Kalender (Symbole): today's column in Grundschule", () => {
  it('shows the whole weekday name at 20 px or more ("Mittwoch", "Donnerstag"), not the short form', async () => {
    const { context, page } = await signedIn();
    try {
      await openFreshBoard(page, 'Kalender heute');
      const frame = await add(page, 'Kalender (Symbole)');
      const today = frame.locator('.symbolcal__day[aria-current="date"]');
      for (const [time, date, name] of [
        [WEDNESDAY, '2025-09-10', 'Mittwoch'],
        ['2025-09-11T08:10:00', '2025-09-11', 'Donnerstag'],
      ] as const) {
        await page.clock.setSystemTime(new Date(time));
        // The view reads the clock each minute.
        await page.clock.runFor(61_000);
        await expect.poll(() => today.getAttribute('data-date')).toBe(date);
        const whole = today.locator('.symbolcal__name');
        await expect.poll(() => whole.isVisible()).toBe(true);
        expect(await whole.textContent()).toBe(name);
        expect(await today.locator('.symbolcal__short').isVisible()).toBe(false);
        const [w, cw, em] = await whole.evaluate((el) => [
          el.scrollWidth,
          el.clientWidth,
          parseFloat(getComputedStyle(el).fontSize),
        ]);
        expect(w, `${name} not cut`).toBeLessThanOrEqual((cw as number) + 1);
        expect(em).toBeGreaterThanOrEqual(20);
        // The other days keep their short form ("Mo") where their column is too narrow for the name.
        expect(
          await frame.locator('.symbolcal__day:not([aria-current]) .symbolcal__short:visible').count(),
        ).toBe(6);
        await shoot(page, frame, `CalendarMetacom-P-today-${name}`);
      }
    } finally {
      await context.close();
    }
  });
});

describe('Sekundarstufe', () => {
  it('the six types are offered, cards 225x120, Kalender 600x200', async () => {
    const { context, page } = await signedIn();
    try {
      await edition(page, 'Sekundarstufe');
      await openFreshBoard(page, 'Symbole S');
      const names = await board(page)
        .bar.locator('[data-widget-category="symbole-metacom"] .widget-bar__button > span')
        .allTextContents();
      expect(names).toEqual([
        'Symbolkarte',
        'Stundenplan (Symbole)',
        'Sozialformen (Symbole)',
        'Arbeitsaufträge (Symbole)',
        'Material (Symbole)',
        'Kalender (Symbole)',
      ]);
      const card = await place(page, 'Stundenplan (Symbole)', 'Physik');
      const box = await boxOf(board(page).item(card));
      expect(Math.round(box.width)).toBe(230);
      expect(Math.round(box.height)).toBe(120);
      await shoot(page, card, 'TimeTableMetacom-S-default');
      const social = await place(page, 'Sozialformen (Symbole)');
      await shoot(page, social, 'SocialFormsMetacom-S-default');
      const symbol = await place(page, 'Symbolkarte', 'trinken');
      await shoot(page, symbol, 'Metacom-S-default');
      const calendar = await add(page, 'Kalender (Symbole)');
      await calendar.locator('.symbolcal__day[aria-current="date"]').waitFor();
      await shoot(page, calendar, 'CalendarMetacom-S-default');
      await enlarge(page, card, 200, 120);
      await shoot(page, card, 'TimeTableMetacom-S-enlarged');
    } finally {
      await edition(page, 'Grundschule').catch(() => undefined);
      await context.close();
    }
  });
});

async function packZip(id: string, name: string): Promise<Buffer> {
  const png = (background: string) =>
    sharp({ create: { width: 48, height: 48, channels: 3, background } })
      .png()
      .toBuffer();
  const manifest = {
    id,
    name,
    version: '1.0',
    license: 'Testlizenz',
    attribution: 'Symbole: Symboltest',
    // No "material.sharpener": Material (Symbole) falls back to the default pack's Spitzer.
    symbols: {
      'workTask.read': { file: 'lesen.png', keywords: ['lesen'] },
      'socialForm.pairWork': { file: 'partner.png', keywords: ['Partnerarbeit'] },
      'material.scissors': { file: 'schere.png', keywords: ['Schere'] },
    },
  };
  return makeZip([
    { name: 'manifest.json', data: JSON.stringify(manifest) },
    { name: 'lesen.png', data: await png('#2255aa') },
    { name: 'partner.png', data: await png('#22aa55') },
    { name: 'schere.png', data: await png('#aa5522') },
  ]);
}

describe('an active licensed pack (catalogue 1.6)', () => {
  it('names the widget bar "(<pack>)", draws its symbols, and falls back to the default pack for missing ones', async () => {
    const stamp = Date.now().toString(36);
    const packName = `Symboltest ${stamp}`;
    const { context, page } = await signedIn(WEDNESDAY, undefined, DEMO.admin);
    const openPacks = async () => {
      await page.goto('/admin/symbole');
      await page.getByRole('heading', { level: 1, name: 'Symbolpakete' }).waitFor();
    };
    const item = page.getByTestId('symbol-pack').filter({ hasText: packName });
    try {
      await openPacks();
      await page.getByTestId('symbol-pack-upload').setInputFiles({
        name: 'paket.zip',
        mimeType: 'application/zip',
        buffer: await packZip(`symboltest-${stamp}`, packName),
      });
      await item.waitFor();
      await item.getByRole('button', { name: 'Aktivieren' }).click();
      await item.getByText('Aktiv', { exact: true }).waitFor();

      await page.goto('/');
      await openFreshBoard(page, 'Symbolpaket');
      const tiles = board(page).bar.locator('.widget-bar__button > span');
      // The bar follows the pack once the board has asked for it.
      await expect.poll(() => tiles.allTextContents()).toContain(`Arbeitsaufträge (${packName})`);
      const names = await tiles.allTextContents();
      expect(names.filter((n) => n.endsWith(`(${packName})`))).toHaveLength(5);
      expect(names.filter((n) => n.endsWith('(Symbole)'))).toEqual([]);

      // The pack's own symbol.
      const task = await place(page, `Arbeitsaufträge (${packName})`, 'lesen');
      const taskImg = task.locator('.card__symbol img');
      await expect.poll(() => taskImg.getAttribute('data-symbol-pack')).toBe(`symboltest-${stamp}`);
      expect(await taskImg.getAttribute('src')).toMatch(/^\/api\/symbol-packs\/files\//);
      await expect
        .poll(() => taskImg.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0))
        .toBe(true);
      await shoot(page, task, 'WorkTasksMetacom-pack');

      // The pack lacks "material.sharpener": the default pack's Spitzer.
      const material = await place(page, `Material (${packName})`, 'Spitzer');
      const materialImg = material.locator('.card__symbol img');
      await expect.poll(() => materialImg.getAttribute('data-symbol-pack')).toBe('open-symbols');
      expect(await materialImg.getAttribute('src')).toMatch(/drawn-sharpener\.[0-9a-f]{8}\.svg$/);
      expect(await labelOf(material)).toBe('Spitzer');

      // A tap shows "Partnerarbeit" with the active pack's symbol.
      const social = await place(page, `Sozialformen (${packName})`);
      await tapLow(social.locator('.card__face'));
      await expect.poll(() => labelOf(social)).toBe('Partnerarbeit');
      await expect
        .poll(() => social.locator('.card__symbol img').getAttribute('data-symbol-pack'))
        .toBe(`symboltest-${stamp}`);

      // The info names the active pack and both attributions.
      await board(page).action(social, 'Info');
      const info = page.getByRole('dialog', { name: 'Info' });
      await info.waitFor();
      expect(await info.textContent()).toContain(`Symbole: ${packName}`);
      expect(await info.textContent()).toContain('Symbole: Symboltest');
      await info.getByRole('button', { name: 'Schließen' }).click();
    } finally {
      // Later specs must see no active pack: remove this one (also after a failure).
      await openPacks();
      if ((await item.count()) > 0) {
        await item.getByRole('button', { name: 'Entfernen' }).click();
        const confirm = page.getByRole('dialog', { name: 'Symbolpaket entfernen' });
        await confirm.getByRole('button', { name: 'Entfernen' }).click();
        await confirm.waitFor({ state: 'hidden' });
        await expect.poll(() => item.count()).toBe(0);
      }
      await context.close();
    }
  });
});

/** One of each Symbole type on a fresh board named after `name`: the board's name and the frames. */
async function placeAllSymbolTypes(page: Page, name: string): Promise<{ board: string; frames: Locator[] }> {
  const desktop = await openFreshBoard(page, name);
  const frames = [
    await place(page, 'Symbolkarte', 'trinken'),
    await place(page, 'Stundenplan (Symbole)', 'Deutsch'),
    await place(page, 'Sozialformen (Symbole)', 'Partnerarbeit'),
    await place(page, 'Arbeitsaufträge (Symbole)'),
    await place(page, 'Material (Symbole)', 'Schere'),
    await add(page, 'Kalender (Symbole)'),
  ];
  await frames[5]?.locator('.symbolcal__day[aria-current="date"]').waitFor();
  return { board: desktop, frames };
}

describe('viewports and the share view', () => {
  for (const [viewport, touch] of [
    [{ width: 1920, height: 1080 }, false],
    [{ width: 1024, height: 768 }, true],
  ] as const) {
    it(`at ${viewport.width}x${viewport.height}${touch ? ' (touch)' : ''} every Symbole type shows its symbol and whole labels`, async () => {
      const { context, page } = await session.signedIn(viewport, {
        reducedMotion: 'reduce',
        hasTouch: touch,
      });
      try {
        await page.clock.install({ time: new Date(WEDNESDAY) });
        await page.reload();
        const { frames } = await placeAllSymbolTypes(page, `Symbole ${viewport.width}`);
        for (const [index, frame] of frames.entries()) {
          await shoot(page, frame, `viewport-${viewport.width}-${index}`);
        }
      } finally {
        await context.close();
      }
    });
  }

  it('a shared desktop shows them in /iframe, read-only, with the default pack', async () => {
    const { context, page } = await signedIn();
    const anonymous = await session.open({ viewport: { width: 1280, height: 800 } });
    try {
      const { board: name } = await placeAllSymbolTypes(page, 'Symbole geteilt');
      await board(page).waitSaved();
      const { code } = await startSharing(page, name);
      await anonymous.page.goto(`/iframe?code=${code}`);
      const items = anonymous.page.locator('.read-only-board__item');
      await expect.poll(() => items.count()).toBe(6);
      // Each view is its own lazy chunk: wait for every item's symbol before looking.
      for (const item of await items.all()) await item.locator('img').first().waitFor();
      for (const item of await items.all()) {
        await expectWhole(item, await boxOf(item));
        for (const img of await item.locator('img').all()) {
          expect(await img.getAttribute('data-symbol-pack')).toBe('open-symbols');
        }
        // Read-only: no face takes a tap.
        for (const face of await item.locator('button').all()) expect(await face.isDisabled()).toBe(true);
      }
      if (SHOTS) await anonymous.page.screenshot({ path: `${SHOTS}/iframe.png` });
    } finally {
      await anonymous.context.close();
      await context.close();
    }
  }, 120_000);
});
