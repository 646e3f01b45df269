/**
 * Geometry of the round dials drawn in a 200×200 SVG view box (Analoguhr, Lernuhr, Visueller Timer):
 * points on the dial and the 60 minute ticks as path data, so a dial draws its ticks with one or two
 * elements instead of one element per tick.
 */

/** The point `radius` from the centre (100, 100) at `angleDeg` clockwise from 12 o'clock. */
export function dialPoint(angleDeg: number, radius: number): { x: number; y: number } {
  const rad = ((angleDeg - 90) * Math.PI) / 180;
  return { x: 100 + radius * Math.cos(rad), y: 100 + radius * Math.sin(rad) };
}

/**
 * The 60 minute ticks as path data ('M x y L x y' per tick), from radius `outer` inwards: `minorLength`
 * long, every fifth (at the hours) `majorLength`. `minor` holds the 48 short ticks, `major` the 12 long
 * ones, `all` all 60 in order from 12 o'clock (for a dial that draws them in one style).
 */
export function minuteTickPaths(
  outer: number,
  minorLength: number,
  majorLength: number,
): { minor: string; major: string; all: string } {
  let minor = '';
  let major = '';
  let all = '';
  for (let i = 0; i < 60; i += 1) {
    const isMajor = i % 5 === 0;
    const a = dialPoint(i * 6, outer);
    const b = dialPoint(i * 6, outer - (isMajor ? majorLength : minorLength));
    const segment = `M${a.x} ${a.y}L${b.x} ${b.y}`;
    if (isMajor) major += segment;
    else minor += segment;
    all += segment;
  }
  return { minor, major, all };
}
