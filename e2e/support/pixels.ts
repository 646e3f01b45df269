/**
 * What the browser actually painted: a screenshot of an element, decoded, with small questions about it.
 *
 *   const shot = await pixelsOf(locator)          screenshot of the element (CSS px = image px at scale 1)
 *   shot.isInk(x, y)                              true when the pixel at (x, y) is dark (a black stroke)
 *   shot.inkShare({ x, y, width, height })        share (0..1) of dark pixels in a rectangle
 *   shot.rgb(x, y)                                the pixel's colour as [red, green, blue] (0..255)
 *   shot.save('/tmp/name.png')                    keep the screenshot for a human look
 *
 * Coordinates are relative to the element's top-left corner.
 */
import { writeFileSync } from 'node:fs';
import type { Locator } from 'playwright-core';
import sharp from 'sharp';

/** Luminance (0..255) below which a pixel counts as ink. */
const INK_LUMINANCE = 110;

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Pixels {
  readonly width: number;
  readonly height: number;
  luminance(x: number, y: number): number;
  rgb(x: number, y: number): [number, number, number];
  isInk(x: number, y: number): boolean;
  /** Share of ink pixels in the rectangle (clipped to the image). */
  inkShare(rect?: Rect): number;
  save(path: string): void;
}

export async function pixelsOf(locator: Locator): Promise<Pixels> {
  const png = await locator.screenshot({ animations: 'disabled', scale: 'css' });
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height, channels } = info;
  const rgb = (x: number, y: number): [number, number, number] => {
    const px = Math.min(width - 1, Math.max(0, Math.round(x)));
    const py = Math.min(height - 1, Math.max(0, Math.round(y)));
    const i = (py * width + px) * channels;
    return [data[i] as number, data[i + 1] as number, data[i + 2] as number];
  };
  const luminance = (x: number, y: number) => {
    const [r, g, b] = rgb(x, y);
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const isInk = (x: number, y: number) => luminance(x, y) < INK_LUMINANCE;
  return {
    width,
    height,
    luminance,
    rgb,
    isInk,
    inkShare(rect = { x: 0, y: 0, width, height }) {
      const x0 = Math.max(0, Math.floor(rect.x));
      const y0 = Math.max(0, Math.floor(rect.y));
      const x1 = Math.min(width, Math.ceil(rect.x + rect.width));
      const y1 = Math.min(height, Math.ceil(rect.y + rect.height));
      let ink = 0;
      let all = 0;
      for (let y = y0; y < y1; y++)
        for (let x = x0; x < x1; x++) {
          all += 1;
          if (isInk(x, y)) ink += 1;
        }
      return all === 0 ? 0 : ink / all;
    },
    save(path: string) {
      writeFileSync(path, png);
    },
  };
}
