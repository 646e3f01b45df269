/** Reading dial path data in tests (widgets/sdk/ui/dial.ts draws the ticks as 'M x y L x y' segments). */

/** The segments of a tick path as [x1, y1, x2, y2]. */
export function segments(d: string | null | undefined): number[][] {
  return [...(d ?? '').matchAll(/M([-\d.e]+) ([-\d.e]+)L([-\d.e]+) ([-\d.e]+)/g)].map((m) =>
    m.slice(1, 5).map(Number),
  );
}

/** The distance of a point from the dial's centre (100, 100), to 0.01. */
export const radius = (x: number, y: number) => Math.round(Math.hypot(x - 100, y - 100) * 100) / 100;

/** A segment's coordinates to 0.01. */
export const rounded = (segment: number[] | undefined) => segment?.map((n) => Math.round(n * 100) / 100);
