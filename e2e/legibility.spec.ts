/**
 * Legible and touch-first (issue 13), at 1920x1080, 1280x800 and 1024x768 touch, on a board prepared at
 * 1280x800 (so it is enlarged on the whiteboard and reduced on the tablet):
 * - a selected widget's header buttons lie inside its header, are at least 44x44 on screen and never over
 *   a neighbour; a narrow widget (Ampel) keeps its header from overflowing and offers the rest in "⋯";
 * - the resize grip is at least 32x32 on screen and on top at its centre;
 * - every tile of the widget bar is reachable (inside the viewport, or after scrolling the bar), with an icon
 *   of at least 32 px and a label of at least 16 px that is not cut off;
 * - dropping a widget on another one shows a hint while it is over it and a message after the drop.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { board, openFreshBoard } from './board-helpers.ts';
import { useBrowser } from './support/session.ts';
import { boxOf } from './widget-helpers.ts';

const WIDGETS = ['Analoguhr', 'Timer', 'Ampel', 'Würfel', 'Notiz', 'Medien', 'Digitaluhr'];
const SIZES = [
  { width: 1920, height: 1080, touch: false },
  { width: 1280, height: 800, touch: false },
  { width: 1024, height: 768, touch: true },
];

let prepared: string;
const session = useBrowser();

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width - 0.5 &&
  b.x < a.x + a.width - 0.5 &&
  a.y < b.y + b.height - 0.5 &&
  b.y < a.y + a.height - 0.5;
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;

/** Waits until a scrolling element stands still (smooth scrolling and snapping have ended). */
async function settled(scroller: Locator): Promise<void> {
  let last = -1;
  for (let i = 0; i < 40; i++) {
    const now = await scroller.evaluate((el) => el.scrollLeft);
    if (now === last) return;
    last = now;
    await scroller.page().waitForTimeout(120);
  }
}

async function open(size: (typeof SIZES)[number]): Promise<{ context: BrowserContext; page: Page }> {
  return session.signedIn({ width: size.width, height: size.height }, { hasTouch: size.touch });
}

/** Selects a widget by a tap (touch) or a click on the left of its header. */
async function selectWidget(page: Page, frame: Locator, touch: boolean): Promise<void> {
  const handle = board(page).handle(frame);
  if (touch) await handle.tap({ position: { x: 12, y: 12 } });
  else await handle.click({ position: { x: 12, y: 12 } });
  await expect.poll(() => frame.getAttribute('class')).toContain('widget-frame--selected');
}

beforeAll(async () => {
  const { context, page } = await open({ width: 1280, height: 800, touch: false });
  try {
    prepared = await openFreshBoard(page, 'Lesbar');
    const b = board(page);
    for (const widget of WIDGETS) await b.add(widget);
    await page.waitForFunction(
      (n) => document.querySelectorAll('section.widget-frame').length === n,
      WIDGETS.length,
    );
    await b.waitSaved();
  } finally {
    await context.close();
  }
});

describe.each(SIZES)('legible and touch-first at $width x $height', (size) => {
  it('keeps header buttons inside the header, 44x44 on screen, off the neighbours; the grip 32x32 and on top', async () => {
    const { context, page } = await open(size);
    try {
      await page.goto(`/desktops/${encodeURIComponent(prepared)}`);
      const b = board(page);
      await b.ready();
      await expect.poll(() => b.widgets().count()).toBe(WIDGETS.length);
      const scale = Number(await page.getByTestId('board-surface').getAttribute('data-scale'));
      if (size.width === 1024) expect(scale).toBeLessThan(1);
      if (size.width === 1920) expect(scale).toBeGreaterThan(1);

      for (const name of WIDGETS) {
        const frame = b.widget(name);
        await selectWidget(page, frame, size.touch);
        const header = frame.locator('.widget-frame__header');
        const headerBox = await boxOf(header);
        const buttons = frame.locator('.widget-frame__buttons > button');
        const count = await buttons.count();
        expect(count, `${name}: at least "⋯"`).toBeGreaterThanOrEqual(1);
        await expect
          .poll(() => buttons.last().getAttribute('aria-label'), { timeout: 2000 })
          .toBe('Weitere Aktionen');
        const others: Box[] = [];
        for (const other of WIDGETS) if (other !== name) others.push(await boxOf(b.item(b.widget(other))));
        for (let i = 0; i < count; i++) {
          const button = await boxOf(buttons.nth(i));
          const label = await buttons.nth(i).getAttribute('aria-label');
          expect(button.width, `${name} ${label} width`).toBeGreaterThanOrEqual(43.5);
          expect(button.height, `${name} ${label} height`).toBeGreaterThanOrEqual(43.5);
          expect(inside(button, headerBox), `${name} ${label} inside the header`).toBe(true);
          for (const other of others)
            expect(overlaps(button, other), `${name} ${label} over a neighbour`).toBe(false);
        }
        // Nothing overflows the header and the title keeps readable room.
        const fits = await header.evaluate((el) => el.scrollWidth <= el.clientWidth + 1);
        expect(fits, `${name}: header does not overflow`).toBe(true);
        const title = await boxOf(frame.locator('.widget-frame__title'));
        expect(title.width, `${name}: title keeps some letters`).toBeGreaterThan(24);
        const titleSize = await frame
          .locator('.widget-frame__title')
          .evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
        expect(titleSize * scale, `${name}: title at least 16 px on screen`).toBeGreaterThanOrEqual(15.5);

        // The resize grip: 32x32 on screen, visible, and what a finger at its centre hits.
        const grip = b.item(frame).locator('.board-resize-handle');
        const gripBox = await boxOf(grip);
        expect(gripBox.width).toBeGreaterThanOrEqual(31.5);
        expect(gripBox.height).toBeGreaterThanOrEqual(31.5);
        const onTop = await grip.evaluate((el) => {
          const r = el.getBoundingClientRect();
          const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
          return hit === el && getComputedStyle(el).opacity === '1';
        });
        expect(onTop, `${name}: grip on top and visible`).toBe(true);
      }

      // The low Digitaluhr (120 px on a 1280 board): below 160 px on screen its header rests at 32 px over a
      // larger body and opens to 45 px (over its own body only) when selected.
      const clock = b.widget('Digitaluhr');
      const compact = ((await clock.getAttribute('class')) ?? '').includes('widget-frame--compact');
      if (size.width !== 1920) expect(compact, 'Digitaluhr compact').toBe(true);
      if (compact) {
        expect((await boxOf(clock.locator('.widget-frame__header'))).height).toBeGreaterThanOrEqual(44.5);
        await selectWidget(page, b.widget('Analoguhr'), size.touch);
        await page.mouse.move(size.width / 2, size.height - 5);
        await expect
          .poll(async () => Math.round((await boxOf(clock.locator('.widget-frame__header'))).height))
          .toBe(32);
        const body = await boxOf(clock.locator('.widget-frame__body'));
        expect(body.y).toBeGreaterThanOrEqual((await boxOf(clock.locator('.widget-frame__header'))).y + 31);
      }

      // The narrow Ampel: only what fits stays in the header, the rest is in "⋯".
      const light = b.widget('Ampel');
      await selectWidget(page, light, size.touch);
      const inline = await light
        .locator('.widget-frame__buttons > button')
        .evaluateAll((list) => list.map((button) => button.getAttribute('aria-label')));
      await light.getByRole('button', { name: 'Weitere Aktionen' }).click();
      const menu = light.getByRole('dialog', { name: 'Weitere Aktionen' });
      const offered = await menu
        .locator('.widget-frame__menu-item')
        .evaluateAll((list) => list.map((button) => button.textContent?.trim()));
      for (const action of ['Einstellungen', 'Vergrößern', 'Sperren', 'Entfernen', 'Duplizieren']) {
        expect([...inline, ...offered], `Ampel offers ${action}`).toContain(action);
      }
      for (const item of await menu.locator('.widget-frame__menu-item').all()) {
        expect((await boxOf(item)).height).toBeGreaterThanOrEqual(43.5);
      }
      // A tap on the menu's "Einstellungen" (or the header's) opens the settings.
      const settings = inline.includes('Einstellungen')
        ? light.locator('.widget-frame__buttons > button[aria-label="Einstellungen"]')
        : menu.getByRole('button', { name: 'Einstellungen', exact: true });
      await settings.click();
      await expect
        .poll(() => page.getByRole('complementary', { name: 'Einstellungen: Ampel' }).count())
        .toBe(1);
      await page.screenshot({ path: `/tmp/legibility-${size.width}x${size.height}.png` });
    } finally {
      await context.close();
    }
  });

  it('keeps every bar tile reachable, with a 32 px icon and a 16 px label that is not cut off', async () => {
    const { context, page } = await open(size);
    try {
      await page.goto(`/desktops/${encodeURIComponent(prepared)}`);
      const b = board(page);
      await b.ready();
      const bar = await boxOf(b.bar);
      expect(bar.x).toBeGreaterThanOrEqual(0);
      expect(bar.x + bar.width, 'bar inside the viewport').toBeLessThanOrEqual(size.width + 0.5);
      expect(bar.y + bar.height).toBeLessThanOrEqual(size.height + 0.5);
      const scroller = b.bar.locator('.widget-bar__scroller');
      const tiles = b.bar.locator('.widget-bar__button');
      const count = await tiles.count();
      expect(count).toBeGreaterThanOrEqual(10);
      for (let i = 0; i < count; i++) {
        const tile = tiles.nth(i);
        const label = tile.locator('span').last();
        const name = await label.textContent();
        await tile.scrollIntoViewIfNeeded();
        await settled(scroller);
        const tileBox = await boxOf(tile);
        const strip = await boxOf(scroller);
        expect(
          inside(tileBox, strip),
          `${name} inside the bar after scrolling: ${JSON.stringify({ tileBox, strip })}`,
        ).toBe(true);
        expect(tileBox.x + tileBox.width, `${name} inside the viewport`).toBeLessThanOrEqual(
          size.width + 0.5,
        );
        expect(tileBox.height, `${name} tile height`).toBeGreaterThanOrEqual(44);
        const hit = await tile.evaluate((el) => {
          const r = el.getBoundingClientRect();
          const at = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
          return !!at && el.contains(at);
        });
        expect(hit, `${name} reachable by a tap`).toBe(true);
        const icon = await boxOf(tile.locator('svg').first());
        expect(icon.width, `${name} icon`).toBeGreaterThanOrEqual(32);
        expect(icon.height, `${name} icon`).toBeGreaterThanOrEqual(32);
        const text = await label.evaluate((el) => ({
          size: Number.parseFloat(getComputedStyle(el).fontSize),
          cut: el.scrollWidth > el.clientWidth + 0.5 || el.getBoundingClientRect().width < 1,
        }));
        expect(text.size, `${name} label size`).toBeGreaterThanOrEqual(16);
        expect(text.cut, `${name} label cut off`).toBe(false);
      }
      // The arrows scroll the bar where there is more; at the end there is no "next" arrow.
      const next = b.bar.getByRole('button', { name: 'Nach rechts blättern' });
      const overflow = await scroller.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
      await scroller.evaluate((el) => el.scrollTo({ left: 0 }));
      await expect.poll(() => next.isVisible()).toBe(overflow);
      if (overflow) {
        for (let i = 0; i < 20 && (await next.isVisible()); i++) {
          await next.click();
          await settled(scroller);
        }
        expect(await next.isVisible()).toBe(false);
        await expect
          .poll(() => b.bar.getByRole('button', { name: 'Nach links blättern' }).isVisible())
          .toBe(true);
        const end = await scroller.evaluate((el) => el.scrollLeft + el.clientWidth >= el.scrollWidth - 2);
        expect(end).toBe(true);
      }
      // Season decoration and footer band are still there, and nothing of the board lies under the footer.
      await expect.poll(() => page.getByTestId('season-decoration').count()).toBe(1);
      const footer = await boxOf(page.getByTestId('shell-footer'));
      expect(bar.y + bar.height).toBeLessThanOrEqual(footer.y + 0.5);
      await page.screenshot({ path: `/tmp/legibility-bar-${size.width}x${size.height}.png` });
    } finally {
      await context.close();
    }
  });

  it('shows where a widget dropped on another one goes, and says so after the drop', async () => {
    const { context, page } = await open(size);
    try {
      await openFreshBoard(page, 'Belegt');
      const b = board(page);
      await b.add('Würfel');
      await b.add('Analoguhr');
      const first = b.widget('Würfel');
      const second = b.widget('Analoguhr');
      const firstBox = await boxOf(b.item(first));
      const start = await boxOf(b.item(second));
      expect(overlaps(firstBox, start)).toBe(false);
      const handle = await boxOf(b.handle(second));
      const x = handle.x + 16;
      const y = handle.y + handle.height / 2;
      // Onto the middle of the first widget.
      const dx = firstBox.x + firstBox.width / 2 - (start.x + start.width / 2);
      const dy = firstBox.y + firstBox.height / 2 - (start.y + start.height / 2);
      const steps = 12;
      // The hint, the red place and the landing place exist before the drag, hidden (opacity 0).
      const hint = page.locator('.board-drop-hint:not(.board-drop-hint--after)');
      const hintStatus = page.getByRole('status').filter({ hasText: 'Hier ist schon ein Widget' });
      const opacityOf = (selector: string) =>
        page.locator(selector).evaluate((el) => Number(getComputedStyle(el).opacity));
      let cdp: Awaited<ReturnType<BrowserContext['newCDPSession']>> | null = null;
      if (size.touch) {
        cdp = await context.newCDPSession(page);
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
        for (let i = 1; i <= steps; i++) {
          await cdp.send('Input.dispatchTouchEvent', {
            type: 'touchMove',
            touchPoints: [{ x: x + (dx * i) / steps, y: y + (dy * i) / steps }],
          });
        }
      } else {
        await page.mouse.move(x, y);
        await page.mouse.down();
        for (let i = 1; i <= steps; i++) await page.mouse.move(x + (dx * i) / steps, y + (dy * i) / steps);
      }
      // While over the occupied place: the German hint, that place red, the free place it keeps dashed.
      await expect.poll(() => page.locator('.board-drop-hint--shown').count()).toBe(1);
      expect(await hint.textContent()).toContain('Hier ist schon ein Widget');
      expect(await opacityOf('.board-drop-hint:not(.board-drop-hint--after)')).toBeGreaterThan(0.99);
      expect(await hintStatus.count(), 'screen readers hear the hint').toBe(1);
      // The red place shows once the pointer rests there.
      await expect.poll(() => page.locator('.board-drop-ghost--shown').count()).toBe(1);
      const ghost = await boxOf(page.getByTestId('drop-ghost'));
      expect(overlaps(ghost, firstBox), 'the red place is the occupied one').toBe(true);
      expect(await page.getByTestId('drop-ghost').evaluate((el) => getComputedStyle(el).borderTopColor)).toBe(
        'rgb(198, 40, 40)',
      );
      const landing = page.getByTestId('drop-landing');
      expect(await landing.getAttribute('class')).toContain('board-drop-landing--shown');
      expect(await opacityOf('.board-drop-landing')).toBeGreaterThan(0.99);
      const placeholder = await boxOf(landing);
      expect(overlaps(placeholder, firstBox)).toBe(false);
      const style = await landing.evaluate((el) => getComputedStyle(el).borderTopStyle);
      expect(style).toBe('dashed');
      await page.screenshot({ path: `/tmp/legibility-drop-${size.width}x${size.height}.png` });
      if (cdp) {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
        await cdp.detach();
      } else {
        await page.mouse.up();
      }
      // After the drop: a message in the hint's place (and for screen readers), the hint gone, and the widget
      // at a free place (not on the other one).
      const rejected = 'Der Platz ist belegt. Das Widget liegt jetzt an der letzten freien Stelle.';
      const message = page.locator('.board-drop-hint--after');
      await expect.poll(() => message.getAttribute('class')).toContain('board-drop-hint--shown');
      expect(await message.textContent()).toBe(rejected);
      expect(await opacityOf('.board-drop-hint--after')).toBeGreaterThan(0.99);
      expect(await page.getByRole('status').filter({ hasText: rejected }).count()).toBe(1);
      expect(await page.locator('.board-drop-hint--shown').count()).toBe(1);
      expect(await opacityOf('.board-drop-hint:not(.board-drop-hint--after)')).toBe(0);
      expect(await hintStatus.count()).toBe(0);
      expect(await page.locator('.board-drop-ghost--shown, .board-drop-landing--shown').count()).toBe(0);
      expect(await opacityOf('.board-drop-ghost')).toBe(0);
      expect(await opacityOf('.board-drop-landing')).toBe(0);
      expect(overlaps(await boxOf(b.item(second)), await boxOf(b.item(first)))).toBe(false);
      await page.screenshot({ path: `/tmp/legibility-dropped-${size.width}x${size.height}.png` });
      // The message sits on the board, above the widget bar, not over it, and the next press hides it.
      const note = await boxOf(message);
      const barTop = (await boxOf(b.bar)).y;
      expect(note.y + note.height).toBeLessThanOrEqual(barTop + 0.5);
      // 'Rückgängig' after a removal: above the bar too.
      await b.action(first, 'Entfernen');
      expect(await message.getAttribute('class')).not.toContain('board-drop-hint--shown');
      const undo = await boxOf(page.locator('.undo-toast'));
      expect(undo.y + undo.height).toBeLessThanOrEqual(barTop + 0.5);
      expect((await boxOf(page.getByRole('button', { name: 'Rückgängig' }))).height).toBeGreaterThanOrEqual(
        44,
      );
    } finally {
      await context.close();
    }
  });
});
