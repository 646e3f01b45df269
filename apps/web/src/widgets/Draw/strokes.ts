import { getStroke } from 'perfect-freehand';
import { POINT_STRIDE, type Stroke, type StrokeTool } from './data.ts';

export {
  type DrawData,
  type DrawTool,
  drawDataSchema,
  MAX_POINTS_PER_STROKE,
  POINT_STRIDE,
  STROKE_TOOLS,
  type Stroke,
  type StrokeTool,
  strokeSchema,
} from './data.ts';

// Strokes are stored relative to the drawing surface: x and y as fractions of its width and height
// (so they scale with the frame), the width in px at a reference surface whose shorter side is
// REFERENCE_SIDE_PX (so lines get thicker on a bigger frame, like the drawing itself).

/** Shorter side of the surface at which a stored width is drawn 1:1. */
export const REFERENCE_SIDE_PX = 300;
/** The 8 pen colours (palette tokens; drawn in chalk colours on the chalkboard). */
export const DRAW_COLORS = ['black', 'blue', 'red', 'green', 'orange', 'purple', 'pink', 'yellow'] as const;
export type DrawColor = (typeof DRAW_COLORS)[number];

/** The 3 widths ('dünn', 'mittel', 'dick') in px at the reference surface. */
export const DRAW_WIDTHS = [3, 6, 12] as const;
/** The marker is wider than the pen and drawn at 50 % opacity. */
export const MARKER_WIDTH_FACTOR = 3;
export const MARKER_OPACITY = 0.5;

const INK: Readonly<Record<DrawColor, string>> = {
  black: '#1b1b1b',
  blue: '#1565c0',
  red: '#d32f2f',
  green: '#2e7d32',
  orange: '#ef6c00',
  purple: '#6a1b9a',
  pink: '#d81b60',
  yellow: '#f9a825',
};
const CHALK: Readonly<Record<DrawColor, string>> = {
  black: '#f5f5f5',
  blue: '#90caf9',
  red: '#ef9a9a',
  green: '#c5e1a5',
  orange: '#ffcc80',
  purple: '#ce93d8',
  pink: '#f8bbd0',
  yellow: '#fff59d',
};

/** The background whose strokes use chalk colours. */
export const CHALKBOARD_SLUG = 'chalkboard';

/** CSS colour of a stored colour on a background (unknown values are drawn as they are). */
export function inkColor(color: string, backgroundSlug: string): string {
  const palette = backgroundSlug === CHALKBOARD_SLUG ? CHALK : INK;
  return (palette as Record<string, string>)[color] ?? color;
}

export interface Size {
  readonly width: number;
  readonly height: number;
}

const round = (value: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};
const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/** A point on the surface in px → the stored triple (4 decimals keep sub-pixel precision up to 10,000 px). */
export function toStoredPoint(x: number, y: number, pressure: number, size: Size): [number, number, number] {
  return [
    round(clamp01(x / Math.max(1, size.width)), 4),
    round(clamp01(y / Math.max(1, size.height)), 4),
    round(clamp01(pressure), 2),
  ];
}

/** The stored points in px on a surface of the given size: [x, y, pressure][]. */
export function toSurfacePoints(stroke: Pick<Stroke, 'points'>, size: Size): [number, number, number][] {
  const out: [number, number, number][] = [];
  for (let i = 0; i + 2 < stroke.points.length; i += POINT_STRIDE) {
    out.push([
      (stroke.points[i] as number) * size.width,
      (stroke.points[i + 1] as number) * size.height,
      stroke.points[i + 2] as number,
    ]);
  }
  return out;
}

/** Scale of stored widths on a surface. */
export function widthScale(size: Size): number {
  return Math.max(0.2, Math.min(size.width, size.height) / REFERENCE_SIDE_PX);
}

/** The stroke width in px on a surface. */
export function strokeWidthPx(stroke: Pick<Stroke, 'width'>, size: Size): number {
  return stroke.width * widthScale(size);
}

/** The stored width for a toolbar width and tool. */
export function storedWidth(tool: StrokeTool, width: number): number {
  return tool === 'marker' ? width * MARKER_WIDTH_FACTOR : width;
}

// Closed SVG path through the outline points (quadratic curves through the midpoints).
function pathFromOutline(points: number[][]): string {
  const n = points.length;
  if (n < 2) return '';
  const f = (v: number) => round(v, 2);
  const first = points[0] as number[];
  let d = `M${f(first[0] as number)},${f(first[1] as number)}Q`;
  for (let i = 0; i < n; i++) {
    const [x0, y0] = points[i] as number[];
    const [x1, y1] = points[(i + 1) % n] as number[];
    d += `${f(x0 as number)},${f(y0 as number)} ${f(((x0 as number) + (x1 as number)) / 2)},${f(((y0 as number) + (y1 as number)) / 2)} `;
  }
  return `${d.trimEnd()}Z`;
}

/** The filled outline (SVG path data) of a stroke on a surface, by perfect-freehand. */
export function strokePath(
  stroke: Stroke,
  size: Size,
  options: { simulatePressure?: boolean; last?: boolean } = {},
): string {
  const points = toSurfacePoints(stroke, size);
  if (points.length === 0) return '';
  const marker = stroke.tool === 'marker';
  const outline = getStroke(points, {
    size: strokeWidthPx(stroke, size),
    thinning: marker ? 0 : 0.55,
    smoothing: 0.5,
    streamline: 0.4,
    simulatePressure: options.simulatePressure ?? false,
    last: options.last ?? true,
    start: { cap: true },
    end: { cap: true },
  });
  return pathFromOutline(outline);
}

function distanceToSegment(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length2));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/** True when the point (px on the surface) is within `radius` of the stroke's line. */
export function hitsStroke(stroke: Stroke, size: Size, x: number, y: number, radius: number): boolean {
  const points = toSurfacePoints(stroke, size);
  const reach = radius + strokeWidthPx(stroke, size) / 2;
  if (points.length === 1) {
    const [px, py] = points[0] as [number, number, number];
    return Math.hypot(x - px, y - py) <= reach;
  }
  for (let i = 1; i < points.length; i++) {
    const [ax, ay] = points[i - 1] as [number, number, number];
    const [bx, by] = points[i] as [number, number, number];
    if (distanceToSegment(x, y, ax, ay, bx, by) <= reach) return true;
  }
  return false;
}

/** 'Radierer': the strokes without every stroke the point touches (whole strokes are erased). */
export function eraseAt(
  strokes: readonly Stroke[],
  size: Size,
  x: number,
  y: number,
  radius: number,
): Stroke[] {
  return strokes.filter((stroke) => !hitsStroke(stroke, size, x, y, radius));
}

/** Undo/redo over whole-drawing snapshots (kept in memory; a reload starts a fresh history). */
export interface History {
  readonly past: readonly (readonly Stroke[])[];
  readonly future: readonly (readonly Stroke[])[];
}

export const EMPTY_HISTORY: History = { past: [], future: [] };
const HISTORY_LIMIT = 100;

/** Records `before` as the state to return to; a new action drops the redo list. */
export function record(history: History, before: readonly Stroke[]): History {
  return { past: [...history.past, before].slice(-HISTORY_LIMIT), future: [] };
}

/** 'Rückgängig': the previous drawing, or null when there is none. */
export function undo(
  history: History,
  current: readonly Stroke[],
): { history: History; strokes: readonly Stroke[] } | null {
  const previous = history.past.at(-1);
  if (!previous) return null;
  return {
    history: { past: history.past.slice(0, -1), future: [current, ...history.future] },
    strokes: previous,
  };
}

/** 'Wiederholen': the next drawing, or null when there is none. */
export function redo(
  history: History,
  current: readonly Stroke[],
): { history: History; strokes: readonly Stroke[] } | null {
  const next = history.future[0];
  if (!next) return null;
  return { history: { past: [...history.past, current], future: history.future.slice(1) }, strokes: next };
}
