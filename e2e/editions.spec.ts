/**
 * Browser tests of the editions' look (widget catalogue 1.1, issues 13 and 14): Grundschule with the
 * self-hosted Andika font, thick outlines, radius 16 and colourful icons; Sekundarstufe with the system
 * font, flat cards (radius 8, no shadow) with one bar in the category's colour and Lucide line icons.
 * The switch in the account menu applies at once and survives a reload.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { board, openFreshBoard } from './board-helpers.ts';
import { DEMO, shell, signInAs } from './support/pages.ts';
import { pixelsOf } from './support/pixels.ts';
import { useBrowser } from './support/session.ts';

const session = useBrowser();
const { baseUrl } = session;

type Rgb = [number, number, number];

/** '#1e5bd6', 'rgb(30, 91, 214)' or 'color(srgb 0.1 0.3 0.8)' as 0..255 channels. */
function parseColor(value: string): Rgb {
  const text = value.trim();
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(text);
  if (hex) return [1, 2, 3].map((i) => Number.parseInt(hex[i] as string, 16)) as Rgb;
  const rgb = /^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)/.exec(text);
  if (rgb) return [1, 2, 3].map((i) => Number(rgb[i])) as Rgb;
  const srgb = /^color\(srgb\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)/.exec(text);
  if (srgb) return [1, 2, 3].map((i) => Math.round(Number(srgb[i]) * 255)) as Rgb;
  throw new Error(`unknown colour ${value}`);
}

const near = (a: Rgb, b: Rgb, tolerance = 10) =>
  a.every((v, i) => Math.abs(v - (b[i] as number)) <= tolerance);

/** WCAG 2 contrast ratio of two colours. */
function contrast(a: Rgb, b: Rgb): number {
  const lum = ([r, g, bl]: Rgb) => {
    const c = (v: number) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * c(r) + 0.7152 * c(g) + 0.0722 * c(bl);
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const style = (locator: Locator, property: string) =>
  locator.evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);

const settingSaved = (page: Page) =>
  page.waitForResponse((r) => r.url().endsWith('/change-current-user-single') && r.status() === 204);

async function chooseEdition(page: Page, name: 'Grundschule' | 'Sekundarstufe'): Promise<void> {
  const menu = await shell(page).openAccountMenu();
  const saved = settingSaved(page);
  await menu.getByRole('menuitemradio', { name }).click();
  await saved;
  await page.keyboard.press('Escape');
}

const edition = (page: Page) => page.evaluate(() => document.documentElement.dataset.edition);

/** The icon sets the bar shows, once every icon is drawn ('pending' while the Lucide chunk loads). */
async function barIconSets(page: Page): Promise<string[]> {
  const icons = board(page).bar.locator('.widget-bar__button svg');
  await expect
    .poll(() => icons.evaluateAll((svgs) => svgs.filter((svg) => svg.dataset.iconSet === 'pending').length))
    .toBe(0);
  return icons.evaluateAll((svgs) => svgs.map((svg) => svg.dataset.iconSet ?? ''));
}

/** The look of the board as the tests compare it. */
async function look(page: Page, frame: Locator) {
  const title = frame.locator('.widget-frame__title');
  return {
    bodyFont: await page.evaluate(() => getComputedStyle(document.body).fontFamily),
    titleFont: await style(title, 'font-family'),
    radius: await style(frame, 'border-top-left-radius'),
    shadow: await style(frame, 'box-shadow'),
    topWidth: await style(frame, 'border-top-width'),
    sideWidth: await style(frame, 'border-left-width'),
    iconSets: await barIconSets(page),
    hands: await frame
      .locator('.clock__hand--hour, .clock__hand--minute, .clock__hand--second')
      .evaluateAll((hands) => hands.map((hand) => getComputedStyle(hand).backgroundColor)),
  };
}

describe('the editions look as the catalogue says (1.1)', () => {
  it('Grundschule and Sekundarstufe switch font, frames, accent bars and icons at once and after a reload', async () => {
    const { context, page } = await session.open();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    const b = board(page);
    try {
      await page.setViewportSize({ width: 1920, height: 1080 });
      await signInAs(page, DEMO.mia);
      await shell(page).accountButton.waitFor();
      if ((await edition(page)) !== 'PrimaryGradeLevel') await chooseEdition(page, 'Grundschule');
      await openFreshBoard(page, 'Aussehen');
      await b.add('Analoguhr');
      const clock = b.widget('Analoguhr');
      await b.add('Würfel');
      await page.keyboard.press('Escape');
      await page.mouse.move(5, 1075);
      await b.waitSaved();
      await clock.locator('.clock__hand--hour').waitFor();

      // Grundschule: Andika (loaded from this origin), radius 16, thick outlines, colourful drawn icons.
      expect(await edition(page)).toBe('PrimaryGradeLevel');
      await page.evaluate(() => document.fonts.ready);
      let seen = await look(page, clock);
      expect(seen.bodyFont).toMatch(/^"?Andika/);
      expect(seen.titleFont).toMatch(/^"?Andika/);
      expect(seen.radius).toBe('16px');
      expect(seen.sideWidth).toBe('3px');
      // A shadow that shows (not only transparent ones).
      expect(seen.shadow.match(/rgba?\([^)]*\)/g)?.some((color) => !/,\s*0\)$/.test(color))).toBe(true);
      expect(seen.iconSets.length).toBeGreaterThan(5);
      expect(new Set(seen.iconSets)).toEqual(new Set(['drawn']));
      // The clock's hands: hour red, minute blue (catalogue 1.1).
      expect(seen.hands.slice(0, 2)).toEqual(['rgb(255, 0, 0)', 'rgb(0, 0, 255)']);
      const fonts = await page.evaluate(() => ({
        bold: document.fonts.check('700 16px Andika'),
        loaded: [...document.fonts]
          .filter((face) => face.family.replace(/"/g, '') === 'Andika')
          .map((face) => face.status),
        files: performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => /andika.*\.woff2$/.test(name)),
      }));
      expect(fonts.bold).toBe(true);
      expect(fonts.loaded).toContain('loaded');
      expect(fonts.files.length).toBeGreaterThan(0);
      for (const file of fonts.files) expect(new URL(file).origin).toBe(new URL(baseUrl).origin);
      // Every drawn icon has colour: at least one filled part that is neither white nor none.
      const colourful = await b.bar
        .locator('.widget-bar__button svg[data-icon-set="drawn"]')
        .evaluateAll((svgs) =>
          svgs.map((svg) =>
            [...svg.querySelectorAll('path')].some((path) => {
              const fill = (path.getAttribute('fill') ?? 'none').toLowerCase();
              return fill !== 'none' && fill !== '#fff' && fill !== '#ffffff';
            }),
          ),
        );
      expect(colourful.every(Boolean)).toBe(true);
      await page.screenshot({ path: '/tmp/editions-grundschule-1920.png' });

      // Sekundarstufe at once: system font, radius 8, no shadow, a 6 px bar in the category colour, Lucide.
      await chooseEdition(page, 'Sekundarstufe');
      await page.mouse.move(5, 1075);
      await expect.poll(() => edition(page)).toBe('SecondaryGradeLevel');
      const secondary = async () => {
        seen = await look(page, clock);
        expect(seen.bodyFont).not.toContain('Andika');
        expect(seen.titleFont).not.toContain('Andika');
        expect(seen.radius).toBe('8px');
        // No shadow that shows: the frame's list holds only transparent ones (the selection ring's place).
        expect(seen.shadow.match(/rgba?\([^)]*\)/g)?.every((color) => /,\s*0\)$/.test(color))).toBe(true);
        expect(seen.topWidth).toBe('6px');
        expect(seen.sideWidth).toBe('1px');
        expect(seen.iconSets.length).toBeGreaterThan(5);
        expect(new Set(seen.iconSets)).toEqual(new Set(['lucide']));
        // Near-black hour and minute hands, the second hand in the accent red.
        expect(seen.hands).toEqual(['rgb(27, 27, 27)', 'rgb(27, 27, 27)', 'rgb(211, 47, 47)']);
        // The bar's painted pixels have the category's colour ('Zeit' for the Analoguhr).
        const accent = parseColor(await style(clock, '--card-accent-zeit'));
        expect(accent).toEqual(parseColor('#1e5bd6'));
        const shot = await pixelsOf(clock);
        for (const x of [0.25, 0.5, 0.75]) expect(near(shot.rgb(shot.width * x, 3), accent)).toBe(true);
        // ... and the tile of the same category carries the same bar.
        const tile = await pixelsOf(b.bar.getByRole('button', { name: 'Analoguhr', exact: true }));
        expect(near(tile.rgb(tile.width / 2, 1), accent)).toBe(true);
        // Another category, another colour ('Zufall').
        const dice = await pixelsOf(b.widget('Würfel'));
        const zufall = parseColor(await style(clock, '--card-accent-zufall'));
        expect(near(dice.rgb(dice.width / 2, 3), zufall)).toBe(true);
        expect(near(zufall, accent, 60)).toBe(false);
      };
      await secondary();
      await page.screenshot({ path: '/tmp/editions-sekundarstufe-1920.png' });

      // After a reload Sekundarstufe shows its look from the first paint: no text is ever set in Andika
      // (observed from the first script on; Chrome may still prefetch a font the last page used).
      await context.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { andikaText: string[] }).andikaText = seen;
        const scan = () => {
          for (const el of document.querySelectorAll('body *')) {
            const text = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent?.trim());
            if (text && getComputedStyle(el).fontFamily.includes('Andika')) seen.push(el.className);
          }
        };
        new MutationObserver(scan).observe(document, { subtree: true, childList: true, attributes: true });
      });
      await page.reload();
      await b.ready();
      await page.mouse.move(5, 1075);
      await expect.poll(() => edition(page)).toBe('SecondaryGradeLevel');
      await clock.locator('.clock__hand--hour').waitFor();
      await secondary();
      expect(await page.evaluate(() => (window as unknown as { andikaText: string[] }).andikaText)).toEqual(
        [],
      );
      expect(
        await page.evaluate(() =>
          [...document.fonts].filter((face) => face.family.includes('Andika')).map((face) => face.status),
        ),
      ).not.toContain('loaded');

      // Back to Grundschule at once.
      await chooseEdition(page, 'Grundschule');
      await expect.poll(() => edition(page)).toBe('PrimaryGradeLevel');
      seen = await look(page, b.widget('Analoguhr'));
      expect(seen.bodyFont).toMatch(/^"?Andika/);
      expect(seen.radius).toBe('16px');
      expect(new Set(seen.iconSets)).toEqual(new Set(['drawn']));

      // Nothing left the origin.
      const origin = new URL(baseUrl).origin;
      const foreign = requests.filter((url) => /^https?:/.test(url) && new URL(url).origin !== origin);
      expect(foreign).toEqual([]);
    } finally {
      if ((await edition(page)) !== 'PrimaryGradeLevel') await chooseEdition(page, 'Grundschule');
      await context.close();
    }
  });

  it('keeps text on headers and tiles legible in both editions (WCAG AA contrast)', async () => {
    const { context, page } = await session.open();
    const b = board(page);
    try {
      await page.setViewportSize({ width: 1280, height: 800 });
      await signInAs(page, DEMO.mia);
      await shell(page).accountButton.waitFor();
      await openFreshBoard(page, 'Kontrast');
      await b.add('Würfel');
      await b.add('Notiz');
      await page.keyboard.press('Escape');
      for (const name of ['Grundschule', 'Sekundarstufe'] as const) {
        if (name === 'Sekundarstufe') await chooseEdition(page, name);
        await page.mouse.move(5, 795);
        const pairs = await page.evaluate(() => {
          const solid = (el: Element): string => {
            for (let node: Element | null = el; node; node = node.parentElement) {
              const bg = getComputedStyle(node).backgroundColor;
              if (bg && bg !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(bg)) return bg;
            }
            return 'rgb(255, 255, 255)';
          };
          const texts = [
            ...document.querySelectorAll(
              '.widget-frame__title, .widget-bar__button span, .widget-bar__heading',
            ),
          ];
          return texts.map((el) => ({
            text: el.textContent ?? '',
            fg: getComputedStyle(el).color,
            bg: solid(el),
          }));
        });
        expect(pairs.length).toBeGreaterThan(4);
        for (const pair of pairs) {
          const ratio = contrast(parseColor(pair.fg), parseColor(pair.bg));
          expect({ ...pair, ratio: ratio >= 4.5 }).toEqual({ ...pair, ratio: true });
        }
      }
    } finally {
      if ((await edition(page)) !== 'PrimaryGradeLevel') await chooseEdition(page, 'Grundschule');
      await context.close();
    }
  });
});
