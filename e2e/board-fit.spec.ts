/**
 * The board fits every screen (issue 13): a board prepared at 1280x800 is scaled to the visible area at
 * 1920x1080 (a whiteboard), 1280x800 (a laptop) and 1024x768 (a touch tablet); every widget is inside the
 * visible board, its header is reachable, and it moves by pointer or touch by the dragged distance.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { board, openFreshBoard } from './board-helpers.ts';
import { DEMO, signInAs } from './support/pages.ts';
import { useBrowser } from './support/session.ts';

const WIDGETS = ['Analoguhr', 'Digitaluhr', 'Timer', 'Ampel', 'Würfel', 'Notiz'];

const session = useBrowser();

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function boxOf(page: Page, selector: string, nth = 0): Promise<Box> {
  const b = await page.locator(selector).nth(nth).boundingBox();
  if (!b) throw new Error(`${selector} not visible`);
  return b;
}

async function scaleOf(page: Page): Promise<number> {
  return Number(await page.getByTestId('board-surface').getAttribute('data-scale'));
}

/** Drags widget `index` by its header: by touch (CDP touch events) or by mouse. */
async function dragHeader(
  page: Page,
  context: BrowserContext,
  index: number,
  dx: number,
  dy: number,
  touch: boolean,
): Promise<void> {
  const h = await boxOf(page, 'section.widget-frame .widget-frame__handle', index);
  const x = h.x + Math.min(20, h.width / 4);
  const y = h.y + h.height / 2;
  const steps = 10;
  if (touch) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (let i = 1; i <= steps; i++) {
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: x + (dx * i) / steps, y: y + (dy * i) / steps }],
      });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
  } else {
    await page.mouse.move(x, y);
    await page.mouse.down();
    for (let i = 1; i <= steps; i++) await page.mouse.move(x + (dx * i) / steps, y + (dy * i) / steps);
    await page.mouse.up();
  }
}

describe('board: fits every screen', () => {
  it('shows a board prepared at 1280x800 whole, reachable and movable at 1920x1080, 1280x800 and 1024x768 touch', async () => {
    // Prepare the board on a laptop.
    const prepared = await session.open({ viewport: { width: 1280, height: 800 } });
    let name: string;
    try {
      await signInAs(prepared.page, DEMO.anna);
      name = await openFreshBoard(prepared.page, 'Fit');
      const b = board(prepared.page);
      for (const widget of WIDGETS) await b.add(widget);
      await expect.poll(() => b.widgets().count()).toBe(WIDGETS.length);
      await b.waitSaved();
    } finally {
      await prepared.context.close();
    }

    const sizes = [
      { width: 1920, height: 1080, touch: false },
      { width: 1280, height: 800, touch: false },
      { width: 1024, height: 768, touch: true },
    ];
    for (const size of sizes) {
      const { context, page } = await session.open({
        viewport: { width: size.width, height: size.height },
        hasTouch: size.touch,
      });
      try {
        await signInAs(page, DEMO.anna);
        await page.goto(`/desktops/${encodeURIComponent(name)}`);
        const b = board(page);
        await b.ready();
        await expect.poll(() => b.widgets().count()).toBe(WIDGETS.length);

        // The visible board area: the canvas, clipped to the viewport.
        const canvas = await boxOf(page, '.board-canvas');
        const area = {
          left: Math.max(0, canvas.x),
          top: Math.max(0, canvas.y),
          right: Math.min(size.width, canvas.x + canvas.width),
          bottom: Math.min(size.height, canvas.y + canvas.height),
        };
        const scale = await scaleOf(page);
        const fit = await boxOf(page, '.board-fit');
        if (size.width === 1920) {
          // The laptop board fills the whiteboard: enlarged until one side meets the visible area.
          expect(scale).toBeGreaterThan(1.2);
          expect(
            Math.max(fit.width / (area.right - area.left), fit.height / (area.bottom - area.top)),
          ).toBeGreaterThan(0.98);
        }

        for (let i = 0; i < WIDGETS.length; i++) {
          const item = await boxOf(page, '.react-grid-item', i);
          expect(item.x, `widget ${i} left at ${size.width}`).toBeGreaterThanOrEqual(area.left - 1);
          expect(item.y, `widget ${i} top at ${size.width}`).toBeGreaterThanOrEqual(area.top - 1);
          expect(item.x + item.width, `widget ${i} right at ${size.width}`).toBeLessThanOrEqual(
            area.right + 1,
          );
          expect(item.y + item.height, `widget ${i} bottom at ${size.width}`).toBeLessThanOrEqual(
            area.bottom + 1,
          );
          // The header is on top: what is under its centre belongs to this widget.
          const header = await boxOf(page, 'section.widget-frame .widget-frame__handle', i);
          const inside = await page.evaluate(
            ({ x, y, index }) => {
              const frame = document.querySelectorAll('section.widget-frame')[index];
              const hit = document.elementFromPoint(x, y);
              return !!frame && !!hit && frame.contains(hit);
            },
            { x: header.x + header.width / 2, y: header.y + header.height / 2, index: i },
          );
          expect(inside, `header of widget ${i} reachable at ${size.width}`).toBe(true);
        }

        await page.screenshot({ path: `/tmp/board-fit-${size.width}x${size.height}.png` });

        // Move the last widget (nothing below it) down by 60 logical px: on screen that is 60 x scale.
        const last = WIDGETS.length - 1;
        const before = await boxOf(page, '.react-grid-item', last);
        await dragHeader(page, context, last, 0, 60 * scale, size.touch);
        await expect
          .poll(async () => Math.round(((await boxOf(page, '.react-grid-item', last)).y - before.y) / scale))
          .toBe(60);
        expect(Math.abs((await boxOf(page, '.react-grid-item', last)).x - before.x)).toBeLessThan(1);
        await b.waitSaved();
        // Back up again, so the next screen starts from the prepared layout.
        await dragHeader(page, context, last, 0, -60 * scale, size.touch);
        await expect
          .poll(async () => Math.round(((await boxOf(page, '.react-grid-item', last)).y - before.y) / scale))
          .toBe(0);
        await b.waitSaved();
      } finally {
        await context.close();
      }
    }
  });

  it('draws a low frame with its compact header from the first render, so its view is laid out once', async () => {
    const { context, page } = await session.signedIn({ width: 1280, height: 800 });
    try {
      await openFreshBoard(page, 'Kompakt');
      const b = board(page);
      const low = await b.add('Digitaluhr');
      const tall = await b.add('Analoguhr');
      // Shift+Arrow up makes the digital clock lower, two cells per press, until its header is compact.
      const handle = b.handle(low);
      for (let i = 0; i < 40; i++) {
        if (((await low.getAttribute('class')) ?? '').includes('widget-frame--compact')) break;
        await handle.press('Shift+ArrowUp');
      }
      await expect
        .poll(async () => (await low.getAttribute('class')) ?? '')
        .toContain('widget-frame--compact');
      expect((await tall.getAttribute('class')) ?? '').not.toContain('widget-frame--compact');
      const lowId = await low.getAttribute('data-widget-id');
      const tallId = await tall.getAttribute('data-widget-id');
      await b.waitSaved();

      // Each frame's class as it enters the page, before any measurement.
      await page.addInitScript(() => {
        const first: Record<string, string> = {};
        (window as unknown as { __firstFrameClass: Record<string, string> }).__firstFrameClass = first;
        new MutationObserver((records) => {
          for (const record of records)
            for (const node of record.addedNodes) {
              if (!(node instanceof Element)) continue;
              const frames = node.matches('section.widget-frame')
                ? [node]
                : [...node.querySelectorAll('section.widget-frame')];
              for (const frame of frames) {
                const id = frame.getAttribute('data-widget-id');
                if (id && !(id in first)) first[id] = frame.className;
              }
            }
        }).observe(document, { childList: true, subtree: true });
      });
      await page.reload();
      await b.ready();
      await expect.poll(() => page.locator('.widget-host:not(:empty)').count()).toBe(2);
      const first = await page.evaluate(
        () => (window as unknown as { __firstFrameClass: Record<string, string> }).__firstFrameClass,
      );
      expect(first[lowId ?? '']).toContain('widget-frame--compact');
      expect(first[tallId ?? '']).toBeDefined();
      expect(first[tallId ?? '']).not.toContain('widget-frame--compact');
      await expect
        .poll(async () => (await b.widget('Digitaluhr').getAttribute('class')) ?? '')
        .toContain('widget-frame--compact');
    } finally {
      await context.close();
    }
  });

  it('inserts the grid items as they stay: the grid does not render them a second time after opening', async () => {
    const { context, page } = await session.signedIn({ width: 1280, height: 800 });
    try {
      await openFreshBoard(page, 'Einmal');
      const b = board(page);
      await b.add('Ampel');
      await b.add('Würfel');
      await b.waitSaved();
      // Each grid item's class as it enters the page, and every later change of an item's class.
      await page.addInitScript(() => {
        const log = { first: [] as string[], changed: 0 };
        (window as unknown as { __gridItems: typeof log }).__gridItems = log;
        new MutationObserver((records) => {
          for (const record of records) {
            if (record.type === 'attributes') {
              if ((record.target as Element).classList.contains('react-grid-item')) log.changed += 1;
              continue;
            }
            for (const node of record.addedNodes) {
              if (!(node instanceof Element)) continue;
              const items = node.matches('.react-grid-item')
                ? [node]
                : [...node.querySelectorAll('.react-grid-item')];
              for (const item of items) log.first.push(item.className);
            }
          }
        }).observe(document, {
          childList: true,
          subtree: true,
          attributes: true,
          attributeFilter: ['class'],
        });
      });
      await page.reload();
      await b.ready();
      await expect.poll(() => page.locator('.widget-host:not(:empty)').count()).toBe(2);
      const log = await page.evaluate(
        () => (window as unknown as { __gridItems: { first: string[]; changed: number } }).__gridItems,
      );
      expect(log.first).toHaveLength(2);
      // Laid out by transform from the first render (the library's own first pass uses percentages).
      for (const className of log.first) expect(className).toContain('cssTransforms');
      expect(log.changed).toBe(0);
    } finally {
      await context.close();
    }
  });
});
