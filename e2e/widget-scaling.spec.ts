/**
 * Widget content scales with its frame (issue 13; issue 14, item 5): on a 1920x1080 whiteboard each of the
 * eleven widgets, shrunk to its minimum and enlarged by keyboard (Shift+arrows), shows no clipped text and no
 * control outside its frame, and its main number or control is larger when the widget is larger (the
 * 'Würfeln' button grows and stays at least 44 px). The Timer's presets are all inside it at its default size.
 * /iframe shows the whole shared board scaled at 1024x768 and at 1920x1080.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { board, openFreshBoard } from './board-helpers.ts';
import { linkedBoard } from './class-list-helpers.ts';
import { startSharing } from './share-helpers.ts';
import { DEMO, signInAs } from './support/pages.ts';
import { useBrowser } from './support/session.ts';

const session = useBrowser();

/** Bar name, the element whose size says how large the content is drawn, and which measure to take. */
interface ScaledWidget {
  name: string;
  main: string;
  measure: 'font' | 'height' | 'width';
  /** What to do once it is placed, before it is measured (e.g. make groups). */
  prepare?: (frame: Locator) => Promise<void>;
}
const WIDGETS: readonly ScaledWidget[] = [
  { name: 'Analoguhr', main: '.clock__dial', measure: 'width' },
  { name: 'Digitaluhr', main: '.digital-clock__time', measure: 'font' },
  { name: 'Timer', main: '[data-testid="timer-display"] .w-fit-text', measure: 'font' },
  { name: 'Visueller Timer', main: '.visual-timer__disc', measure: 'height' },
  { name: 'Stoppuhr', main: '[data-testid="stopwatch-display"] .w-fit-text', measure: 'font' },
  { name: 'Ampel', main: '.traffic-light__lamp', measure: 'width' },
  { name: 'Würfel', main: '.dice__die', measure: 'width' },
  { name: 'Zeichnen', main: '[data-testid="draw-surface"]', measure: 'height' },
  { name: 'Notiz', main: '[data-testid="note-text"]', measure: 'font' },
  { name: 'Wendekarte', main: '[data-testid="flip-card-text"]', measure: 'font' },
  { name: 'Medien', main: '.w-btn', measure: 'height' },
];

const CLASS_NAMES = ['Ali', 'Bea', 'Cem', 'Dana', 'Emil', 'Fay', 'Gül', 'Hugo', 'Ida', 'Jonas'];

/** The widgets that draw from the class list (catalogue 3.3), measured with a list linked to the desktop. */
const CLASS_WIDGETS: readonly ScaledWidget[] = [
  { name: 'Glücksrad', main: '.wheel__stage', measure: 'width' },
  {
    name: 'Namen ziehen',
    main: '[data-testid="name-picker-pick"]',
    measure: 'height',
    prepare: async (frame) => {
      await frame.getByRole('button', { name: 'Ziehen', exact: true }).click();
    },
  },
  {
    name: 'Gruppen bilden',
    main: '.groups__member',
    measure: 'font',
    prepare: async (frame) => {
      await frame.getByRole('button', { name: 'Gruppen bilden', exact: true }).click();
    },
  },
];

interface Problem {
  what: string;
  text: string;
}

/**
 * Every visible text and control in the widget's body: inside the body (or inside a sideways scroller that
 * is itself inside), and no text wider or taller than its own box where that box clips.
 */
async function clippedIn(frame: Locator): Promise<Problem[]> {
  return frame.locator('.widget-frame__body').evaluate((body) => {
    const problems: { what: string; text: string }[] = [];
    const outer = body.getBoundingClientRect();
    const scrollerOf = (element: Element): Element | null => {
      for (let e = element.parentElement; e && e !== body; e = e.parentElement) {
        const style = getComputedStyle(e);
        if (/(auto|scroll)/.test(style.overflowX + style.overflowY) && e.scrollWidth + e.scrollHeight > 0) {
          if (e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1) return e;
        }
      }
      return null;
    };
    for (const element of body.querySelectorAll<HTMLElement>('*')) {
      if (element.closest('[aria-hidden="true"], .visually-hidden, [hidden]')) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      // Visually hidden text for screen readers (live regions) is clipped on purpose.
      if (style.clipPath === 'inset(50%)') continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const ownText = [...element.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent ?? '')
        .join('')
        .trim();
      const control = element.matches('button, a[href], input, select, textarea');
      if (!ownText && !control) continue;
      const label = `${element.tagName.toLowerCase()}.${element.className}`;
      const scroller = scrollerOf(element);
      const area = scroller ? scroller.getBoundingClientRect() : outer;
      if (scroller) {
        const s = scroller.getBoundingClientRect();
        if (
          s.left < outer.left - 1 ||
          s.right > outer.right + 1 ||
          s.top < outer.top - 1 ||
          s.bottom > outer.bottom + 1
        )
          problems.push({ what: `scroller outside the frame: ${label}`, text: ownText });
      } else if (
        box.left < area.left - 1 ||
        box.right > area.right + 1 ||
        box.top < area.top - 1 ||
        box.bottom > area.bottom + 1
      ) {
        problems.push({
          what: `outside the frame: ${label} ${JSON.stringify([box.left - area.left, box.top - area.top, box.right - area.right, box.bottom - area.bottom].map(Math.round))}`,
          text: ownText,
        });
      }
      const clips = style.overflowX !== 'visible' || style.overflowY !== 'visible';
      if (
        ownText &&
        clips &&
        style.display !== 'inline' &&
        element.clientWidth > 0 &&
        (element.scrollWidth > element.clientWidth + 1 ||
          (!/(auto|scroll)/.test(style.overflowY) && element.scrollHeight > element.clientHeight + 1))
      ) {
        problems.push({
          what: `clipped: ${label} ${element.scrollWidth}x${element.scrollHeight} in ${element.clientWidth}x${element.clientHeight}`,
          text: ownText,
        });
      }
    }
    return problems;
  });
}

async function measureOf(
  frame: Locator,
  selector: string,
  measure: 'font' | 'height' | 'width',
): Promise<number> {
  const element = frame.locator(selector).first();
  await element.waitFor();
  return element.evaluate((e, m) => {
    if (m === 'font') return Number.parseFloat(getComputedStyle(e).fontSize);
    const box = e.getBoundingClientRect();
    return m === 'height' ? box.height : box.width;
  }, measure);
}

async function frameSize(page: Page, frame: Locator): Promise<{ width: number; height: number }> {
  const box = await board(page).item(frame).boundingBox();
  if (!box) throw new Error('widget not visible');
  return { width: Math.round(box.width), height: Math.round(box.height) };
}

/** Shift+arrows until the size stops changing (the minimum, or the board's edge for 'grow'). */
async function resize(
  page: Page,
  frame: Locator,
  direction: 'shrink' | 'grow',
  times: { x: number; y: number },
) {
  const b = board(page);
  await b.handle(frame).focus();
  const [h, v] =
    direction === 'shrink' ? ['Shift+ArrowLeft', 'Shift+ArrowUp'] : ['Shift+ArrowRight', 'Shift+ArrowDown'];
  for (let i = 0; i < times.x; i++) await page.keyboard.press(h);
  for (let i = 0; i < times.y; i++) await page.keyboard.press(v);
  await page.waitForTimeout(300);
}

/**
 * Adds one widget, checks it at its default size (the Timer's presets), shrunk to its minimum and enlarged
 * (nothing clipped, main content larger), then removes it. Problems go to `failures`, sizes to `report`.
 */
async function checkScaling(
  page: Page,
  widget: ScaledWidget,
  report: string[],
  failures: string[],
): Promise<void> {
  const b = board(page);
  const frame = await b.add(widget.name);
  if (widget.prepare) await widget.prepare(frame);
  await frame.locator(widget.main).first().waitFor();
  await page.waitForTimeout(200);

  if (widget.name === 'Timer') {
    // Default size: every preset chip is inside the Timer (wrapped, not cut off at both ends).
    const chips = frame.getByRole('button', { name: /^\d+ Min$/ });
    await chips.first().waitFor();
    await expect(chips.count()).resolves.toBe(6);
    const body = await frame.locator('.widget-frame__body').boundingBox();
    for (const chip of await chips.all()) {
      const box = await chip.boundingBox();
      expect(box && body).toBeTruthy();
      if (!box || !body) continue;
      expect(box.x).toBeGreaterThanOrEqual(body.x - 0.5);
      expect(box.x + box.width).toBeLessThanOrEqual(body.x + body.width + 0.5);
      expect(box.y + box.height).toBeLessThanOrEqual(body.y + body.height + 0.5);
    }
    await expect(frame.locator('.w-segmented').getAttribute('data-mode')).resolves.not.toBe('scroll');
    for (const p of await clippedIn(frame)) failures.push(`Timer at its default size: ${p.what} "${p.text}"`);
  }
  const roll = frame.getByRole('button', { name: 'Würfeln' });
  const rollAtDefault = widget.name === 'Würfel' ? ((await roll.boundingBox())?.height ?? 0) : 0;

  await resize(page, frame, 'shrink', { x: 30, y: 30 });
  const small = await frameSize(page, frame);
  const smallProblems = await clippedIn(frame);
  const smallMeasure = await measureOf(frame, widget.main, widget.measure);

  await resize(page, frame, 'grow', { x: 55, y: 34 });
  const large = await frameSize(page, frame);
  const largeProblems = await clippedIn(frame);
  const largeMeasure = await measureOf(frame, widget.main, widget.measure);
  report.push(
    `${widget.name}: ${small.width}x${small.height} → ${smallMeasure.toFixed(1)}, ${large.width}x${large.height} → ${largeMeasure.toFixed(1)}`,
  );

  // Collected for all widgets first, so one run names every problem.
  const check = (ok: boolean, what: string) => {
    if (!ok) failures.push(`${widget.name}: ${what}`);
  };
  check(small.width <= 130 && small.height <= 90, `minimum not reached (${small.width}x${small.height})`);
  check(large.width >= 1000 && large.height >= 600, `not enlarged (${large.width}x${large.height})`);
  for (const p of smallProblems) failures.push(`${widget.name} at its minimum: ${p.what} "${p.text}"`);
  for (const p of largeProblems) failures.push(`${widget.name} enlarged: ${p.what} "${p.text}"`);
  // The content is drawn larger: numbers fill the frame, controls grow.
  check(largeMeasure > smallMeasure * 1.4, `main content does not grow (${smallMeasure} → ${largeMeasure})`);
  if (widget.name === 'Würfel') {
    const rollLarge = (await roll.boundingBox())?.height ?? 0;
    check(rollAtDefault >= 44, `'Würfeln' under 44 px (${rollAtDefault})`);
    check(rollLarge > rollAtDefault * 1.5, `'Würfeln' does not grow (${rollAtDefault} → ${rollLarge})`);
  }
  if (widget.name === 'Timer' || widget.name === 'Digitaluhr' || widget.name === 'Stoppuhr') {
    // Readable from the back of the room: digits at least 150 px high on the enlarged widget.
    check(largeMeasure >= 150, `digits under 150 px when enlarged (${largeMeasure})`);
  }
  await page.screenshot({ path: `/tmp/widget-scaling-${widget.name.replace(/\W+/g, '_')}.png` });
  await b.handle(frame).focus();
  await page.keyboard.press('Delete');
  await page.waitForFunction(() => document.querySelectorAll('section.widget-frame').length === 0);
}

describe('widget content scales with its frame', () => {
  it('shows every widget whole at its minimum and larger when enlarged on a 1920x1080 whiteboard', async () => {
    const { page, context } = await session.open({ viewport: { width: 1920, height: 1080 } });
    try {
      await signInAs(page, DEMO.anna);
      await openFreshBoard(page, 'Skalierung');
      await expect(page.getByTestId('board-surface').getAttribute('data-scale')).resolves.toBe('1.0000');
      const report: string[] = [];
      const failures: string[] = [];
      for (const widget of WIDGETS) await checkScaling(page, widget, report, failures);
      console.log(`[widget-scaling]\n${report.join('\n')}`);
      expect(failures).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows Glücksrad, Namen ziehen and Gruppen bilden on a class list whole at their minimum and larger when enlarged', async () => {
    const { page, context } = await session.open({ viewport: { width: 1920, height: 1080 } });
    try {
      await signInAs(page, DEMO.anna);
      await linkedBoard(page, 'Skalierung Klasse', CLASS_NAMES);
      const report: string[] = [];
      const failures: string[] = [];
      for (const widget of CLASS_WIDGETS) await checkScaling(page, widget, report, failures);
      console.log(`[widget-scaling]\n${report.join('\n')}`);
      expect(failures).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('/iframe: the shared board scaled to the visible area', () => {
  it('shows every widget of the shared board inside the viewport at 1024x768 and 1920x1080', async () => {
    const { page, context } = await session.open({ viewport: { width: 1280, height: 800 } });
    let code = '';
    try {
      await signInAs(page, DEMO.anna);
      const name = await openFreshBoard(page, 'Eingebettet skaliert');
      const b = board(page);
      for (const widget of ['Analoguhr', 'Timer', 'Stoppuhr', 'Ampel', 'Würfel', 'Notiz'])
        await b.add(widget);
      await b.waitSaved();
      ({ code } = await startSharing(page, name));
    } finally {
      await context.close();
    }
    expect(code).not.toBe('');

    const scales: number[] = [];
    for (const viewport of [
      { width: 1024, height: 768 },
      { width: 1920, height: 1080 },
    ]) {
      const anonymous = await session.open({ viewport });
      try {
        const p = anonymous.page;
        await p.goto(`/iframe?code=${code}`);
        const items = p.locator('.read-only-board__item');
        await items.first().waitFor();
        await expect(items.count()).resolves.toBe(6);
        // The views are loaded (not their placeholders) before anything is measured or photographed.
        await p.getByTestId('timer-display').waitFor();
        await p.locator('.clock__dial').waitFor();
        await p.getByTestId('note-text').waitFor();
        const surface = p.getByTestId('read-only-surface');
        const scale = Number(await surface.getAttribute('data-scale'));
        scales.push(scale);
        for (const item of await items.all()) {
          const box = await item.boundingBox();
          expect(box).toBeTruthy();
          if (!box) continue;
          expect(box.x).toBeGreaterThanOrEqual(-0.5);
          expect(box.y).toBeGreaterThanOrEqual(-0.5);
          expect(box.x + box.width).toBeLessThanOrEqual(viewport.width + 0.5);
          expect(box.y + box.height).toBeLessThanOrEqual(viewport.height + 0.5);
        }
        // No scrolling needed: the page does not scroll either way.
        const overflow = await p.evaluate(() => ({
          x: document.documentElement.scrollWidth - window.innerWidth,
          y: document.documentElement.scrollHeight - window.innerHeight,
        }));
        expect(overflow.x).toBeLessThanOrEqual(0);
        expect(overflow.y).toBeLessThanOrEqual(0);
        await p.screenshot({ path: `/tmp/iframe-scaled-${viewport.width}x${viewport.height}.png` });
      } finally {
        await anonymous.context.close();
      }
    }
    // Prepared at 1280x800: smaller on the tablet, larger on the whiteboard.
    expect(scales[0]).toBeLessThan(1);
    expect(scales[1]).toBeGreaterThan(scales[0] ?? 0);
  });
});
