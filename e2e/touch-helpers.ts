/**
 * Finger input for the manipulatives' browser tests (Lernuhr, Zahlenstrahl, Brüche, Satzglieder):
 * Chromium's touch events through CDP, so the page sees pointer events of type 'touch'.
 *
 *   await touchDrag(page, [{ from, to }])             one finger from → to in steps
 *   await touchDrag(page, [{ from, to }, { from, to }]) two fingers at the same time (two children)
 */
import type { Page } from 'playwright-core';

export interface Point {
  x: number;
  y: number;
}

export async function touchDrag(page: Page, fingers: { from: Point; to: Point }[], steps = 8): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const at = (k: number) =>
    fingers.map((f, id) => ({
      id,
      x: f.from.x + ((f.to.x - f.from.x) * k) / steps,
      y: f.from.y + ((f.to.y - f.from.y) * k) / steps,
    }));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
  for (let k = 1; k <= steps; k++)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(k) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** The centre of an element's box. */
export async function centreOf(page: Page, selector: string): Promise<Point> {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} not visible`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}
