/**
 * Drawing on the 'Zeichnen' surface as a finger would, and checking what was painted.
 *
 *   await drawU(page, surface)        one touch stroke shaped like a U; returns where its ink and its inside are
 *   expectU(pixels, u)                the arms and the bottom are dark, the inside of the U stays background
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Pixels } from './support/pixels.ts';

export interface DrawnU {
  /** Points on the stroke, relative to the surface. */
  ink: { x: number; y: number }[];
  /** Points inside the U (between the arms, above the bottom), relative to the surface. */
  inside: { x: number; y: number }[];
  /** The surface's size when drawn (strokes scale with it: another view may be larger). */
  size: { width: number; height: number };
}

/** A U as one touch stroke (pointer events of a finger, many small moves), centred on the surface. */
export async function drawU(page: Page, surface: Locator): Promise<DrawnU> {
  const box = await surface.boundingBox();
  if (!box) throw new Error('drawing surface not visible');
  const cx = box.width / 2;
  const top = box.height * 0.2;
  const radius = Math.min(box.width, box.height) * 0.22;
  const bottom = box.height * 0.8 - radius;
  const path: { x: number; y: number }[] = [];
  for (let y = top; y < bottom; y += 8) path.push({ x: cx - radius, y });
  for (let a = 0; a <= 180; a += 10) {
    const r = (a * Math.PI) / 180;
    path.push({ x: cx - radius * Math.cos(r), y: bottom + radius * Math.sin(r) });
  }
  for (let y = bottom; y >= top; y -= 8) path.push({ x: cx + radius, y });

  const cdp = await page.context().newCDPSession(page);
  try {
    const at = (p: { x: number; y: number }) => ({ x: box.x + p.x, y: box.y + p.y, id: 1 });
    const [first, ...rest] = path as [{ x: number; y: number }, ...{ x: number; y: number }[]];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at(first)] });
    for (const p of rest)
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [at(p)] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  } finally {
    await cdp.detach();
  }
  const middle = (top + bottom) / 2;
  return {
    size: { width: box.width, height: box.height },
    ink: [
      { x: cx - radius, y: middle },
      { x: cx + radius, y: middle },
      { x: cx, y: bottom + radius },
    ],
    inside: [
      { x: cx, y: middle },
      { x: cx, y: top + 10 },
      { x: cx - radius / 2, y: bottom },
      { x: cx + radius / 2, y: bottom },
    ],
  };
}

/** The U is painted as a line: ink on the stroke, background inside (on a surface of any size). */
export function expectU(pixels: Pixels, u: DrawnU) {
  const sx = pixels.width / u.size.width;
  const sy = pixels.height / u.size.height;
  const near = (p: { x: number; y: number }) =>
    pixels.inkShare({ x: p.x * sx - 3, y: p.y * sy - 3, width: 7, height: 7 });
  expect(
    u.ink.map((p) => near(p) > 0.3),
    'the U is drawn where the finger went',
  ).toEqual(u.ink.map(() => true));
  expect(
    u.inside.map((p) => near(p)),
    'the inside of the U stays empty',
  ).toEqual(u.inside.map(() => 0));
}
