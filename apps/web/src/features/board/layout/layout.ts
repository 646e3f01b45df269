import {
  DEFAULT_CONTAINER_SIZE,
  findFreePosition,
  type GridItem,
  gridItemsOverlap,
  isWidgetTypeKey,
  type ProductEdition,
  type PxSize,
  TOPIC_CONTENT_SIZE,
  WIDGET_TYPE_INFO,
  type WidgetTypeKey,
  widgetDefaultSize,
} from '@tafino/shared';
import type { AnyWidgetDefinition } from '../../../widgets/sdk/define.ts';

// One grid cell is 10x10 CSS px with no gaps: the spec's px sizes map 1:1 (snapped to 10 px), and
// the px sizes kept in layoutData make a board look the same on any screen size (it scrolls if smaller).
export const CELL_PX = 10;
export const LAYOUT_META_VERSION = 1;

/** One widget's entry in `desktopLayoutMeta.items` (spec section 3, 'Layout entry'). */
export interface LayoutEntry {
  i: string;
  x: number;
  y: number;
  w: number;
  h: number;
  minW: number;
  minH: number;
  type: WidgetTypeKey;
  isResizable: boolean;
  isStatic: boolean;
  preserveAspectRatio: boolean;
  layoutData: {
    /** True until the teacher moved or resized the widget. */
    isInitial: boolean;
    widthInPx: number;
    heightInPx: number;
    /** The widget's authored frame (its default size): the view box its artwork is drawn in. */
    viewBoxWidth: number;
    viewBoxHeight: number;
    /** The board's visible size when the entry was last written. */
    containerWidth: number;
    containerHeight: number;
    widgetTypeKey: WidgetTypeKey;
    /** widthInPx / heightInPx of the authored frame. */
    aspectRatio: number;
  };
}

/** `desktop.extraProperties.desktopLayoutMeta`. */
export interface DesktopLayoutMeta {
  version: number;
  cols: number;
  rowHeight: number;
  /** Width of one column in px when written (converts boards written with another cell size). */
  cellPx: number;
  /** The board's logical size (the screen it was prepared on); it is scaled to fit every screen. */
  boardWidth: number;
  boardHeight: number;
  items: LayoutEntry[];
}

// Stored layout meta is checked by hand (no zod in the board route): a finite number, positive where
// a size, booleans where flags; an entry or meta that fails is dropped as a whole, as before.
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isPositive = (value: unknown): value is number => isNumber(value) && value > 0;
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const optional = (value: unknown, check: (value: unknown) => boolean): boolean =>
  value === undefined || check(value);

interface StoredEntry {
  i: string;
  x: number;
  y: number;
  w: number;
  h: number;
  minW?: number;
  minH?: number;
  type: WidgetTypeKey;
  isResizable?: boolean;
  isStatic?: boolean;
  preserveAspectRatio?: boolean;
  layoutData?: Record<string, unknown>;
}

function parseEntry(raw: unknown): StoredEntry | null {
  if (!isObject(raw)) return null;
  const e = raw;
  const valid =
    typeof e.i === 'string' &&
    e.i.length > 0 &&
    isNumber(e.x) &&
    e.x >= 0 &&
    isNumber(e.y) &&
    e.y >= 0 &&
    isPositive(e.w) &&
    isPositive(e.h) &&
    optional(e.minW, isPositive) &&
    optional(e.minH, isPositive) &&
    typeof e.type === 'string' &&
    isWidgetTypeKey(e.type) &&
    optional(e.isResizable, isBoolean) &&
    optional(e.isStatic, isBoolean) &&
    optional(e.preserveAspectRatio, isBoolean) &&
    optional(e.layoutData, isObject);
  return valid ? (e as unknown as StoredEntry) : null;
}

function parseMeta(raw: unknown): { rowHeight?: number; cellPx?: number; items: unknown[] } | null {
  if (!isObject(raw)) return null;
  const valid =
    optional(raw.version, isNumber) &&
    optional(raw.cols, isNumber) &&
    optional(raw.rowHeight, isPositive) &&
    optional(raw.cellPx, isPositive) &&
    Array.isArray(raw.items);
  return valid ? (raw as { rowHeight?: number; cellPx?: number; items: unknown[] }) : null;
}

/** Px size snapped to whole cells (at least one cell). */
export const toCells = (px: number): number => Math.max(1, Math.round(px / CELL_PX));

export interface ContainerSize {
  width: number;
  height: number;
}

/** Grid columns and rows of the visible board; a new widget must fit inside them. */
export function containerGrid(container: ContainerSize): { cols: number; rows: number } {
  return {
    cols: Math.max(1, Math.floor(container.width / CELL_PX)),
    rows: Math.max(1, Math.floor(container.height / CELL_PX)),
  };
}

/**
 * Default frame of a type in an edition. 0x0 ('from content', catalogue 1.3): the topic widgets take
 * the size their built-in packs declare (560x420, checked against each pack by a unit test); other
 * content (a pasted embed code) asks for its size later, so it starts in the default container.
 */
export function defaultFrame(type: WidgetTypeKey, edition: ProductEdition): PxSize {
  const size = widgetDefaultSize(type, edition);
  if (size.width > 0 && size.height > 0) return size;
  return WIDGET_TYPE_INFO[type].category === 'Themen' ? TOPIC_CONTENT_SIZE : DEFAULT_CONTAINER_SIZE;
}

/** A new layout entry for a widget placed at a grid position. */
export function createLayoutEntry(
  id: string,
  definition: AnyWidgetDefinition,
  edition: ProductEdition,
  position: { x: number; y: number },
  container: ContainerSize,
  frame: PxSize = defaultFrame(definition.type, edition),
): LayoutEntry {
  const info = WIDGET_TYPE_INFO[definition.type];
  const w = toCells(frame.width);
  const h = toCells(frame.height);
  const viewBox = defaultFrame(definition.type, edition);
  return {
    i: id,
    x: position.x,
    y: position.y,
    w,
    h,
    minW: Math.min(w, toCells(info.minSize.width)),
    minH: Math.min(h, toCells(info.minSize.height)),
    type: definition.type,
    isResizable: true,
    isStatic: false,
    preserveAspectRatio: definition.preserveAspectRatio,
    layoutData: {
      isInitial: true,
      widthInPx: w * CELL_PX,
      heightInPx: h * CELL_PX,
      viewBoxWidth: viewBox.width,
      viewBoxHeight: viewBox.height,
      containerWidth: Math.round(container.width),
      containerHeight: Math.round(container.height),
      widgetTypeKey: definition.type,
      aspectRatio: viewBox.width / viewBox.height,
    },
  };
}

/** The first free slot for a new widget inside the visible board, or null ('Nicht genügend Platz …'). */
export function placeNewWidget(
  layout: readonly LayoutEntry[],
  frame: PxSize,
  container: ContainerSize,
): { x: number; y: number } | null {
  const { cols, rows } = containerGrid(container);
  return findFreePosition(layout, { w: toCells(frame.width), h: toCells(frame.height) }, cols, rows);
}

/** Moves/resizes an entry, keeping the px sizes in layoutData in step. */
export function withGeometry(
  entry: LayoutEntry,
  geometry: Pick<GridItem, 'x' | 'y' | 'w' | 'h'>,
  container?: ContainerSize,
): LayoutEntry {
  const changed =
    geometry.x !== entry.x || geometry.y !== entry.y || geometry.w !== entry.w || geometry.h !== entry.h;
  if (!changed) return entry;
  return {
    ...entry,
    x: geometry.x,
    y: geometry.y,
    w: geometry.w,
    h: geometry.h,
    layoutData: {
      ...entry.layoutData,
      isInitial: false,
      widthInPx: geometry.w * CELL_PX,
      heightInPx: geometry.h * CELL_PX,
      ...(container
        ? { containerWidth: Math.round(container.width), containerHeight: Math.round(container.height) }
        : {}),
    },
  };
}

function readEntry(raw: unknown, scale: number): LayoutEntry | null {
  const e = parseEntry(raw);
  if (!e) return null;
  const type = e.type;
  const data = (e.layoutData ?? {}) as Record<string, unknown>;
  const num = (value: unknown, fallback: number): number =>
    typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
  // Px sizes are the truth across cell sizes; grid units are converted by the stored cell size.
  const w = scale === 1 ? Math.round(e.w) : toCells(num(data.widthInPx, e.w * scale * CELL_PX));
  const h = scale === 1 ? Math.round(e.h) : toCells(num(data.heightInPx, e.h * scale * CELL_PX));
  const info = WIDGET_TYPE_INFO[type];
  const viewBoxWidth = num(data.viewBoxWidth, w * CELL_PX);
  const viewBoxHeight = num(data.viewBoxHeight, h * CELL_PX);
  return {
    i: e.i,
    x: Math.round(e.x * scale),
    y: Math.round(e.y * scale),
    w,
    h,
    minW: Math.min(w, e.minW !== undefined ? Math.round(e.minW * scale) : toCells(info.minSize.width)),
    minH: Math.min(h, e.minH !== undefined ? Math.round(e.minH * scale) : toCells(info.minSize.height)),
    type,
    isResizable: e.isResizable ?? true,
    isStatic: e.isStatic ?? false,
    preserveAspectRatio: e.preserveAspectRatio ?? info.preserveAspectRatio,
    layoutData: {
      ...data,
      isInitial: typeof data.isInitial === 'boolean' ? data.isInitial : false,
      widthInPx: w * CELL_PX,
      heightInPx: h * CELL_PX,
      viewBoxWidth,
      viewBoxHeight,
      containerWidth: num(data.containerWidth, 0),
      containerHeight: num(data.containerHeight, 0),
      widgetTypeKey: type,
      aspectRatio: num(data.aspectRatio, viewBoxWidth / viewBoxHeight),
    },
  };
}

/** Reads `extraProperties.desktopLayoutMeta` (absent, damaged or from another grid) into entries. */
export function readLayoutMeta(extraProperties: Record<string, unknown> | null | undefined): LayoutEntry[] {
  const meta = parseMeta(extraProperties?.desktopLayoutMeta);
  if (!meta) return [];
  const cellPx = meta.cellPx ?? meta.rowHeight ?? CELL_PX;
  const scale = cellPx / CELL_PX;
  const seen = new Set<string>();
  const out: LayoutEntry[] = [];
  for (const raw of meta.items) {
    const entry = readEntry(raw, scale);
    if (entry && !seen.has(entry.i)) {
      seen.add(entry.i);
      out.push(entry);
    }
  }
  return out;
}

/** The meta object saved with PUT desktops/{id}. */
export function toLayoutMeta(items: readonly LayoutEntry[], container: ContainerSize): DesktopLayoutMeta {
  return {
    version: LAYOUT_META_VERSION,
    cols: containerGrid(container).cols,
    rowHeight: CELL_PX,
    cellPx: CELL_PX,
    boardWidth: Math.round(container.width),
    boardHeight: Math.round(container.height),
    items: items.map((item) => ({ ...item, layoutData: { ...item.layoutData } })),
  };
}

/** Right edge and bottom of the layout in cells. */
export function layoutExtent(items: readonly LayoutEntry[]): { cols: number; rows: number } {
  let cols = 0;
  let rows = 0;
  for (const item of items) {
    cols = Math.max(cols, item.x + item.w);
    rows = Math.max(rows, item.y + item.h);
  }
  return { cols, rows };
}

/** Entry moved by whole cells, kept inside [0, cols) x [0, rows); null when blocked by another widget. */
export function nudgeEntry(
  items: readonly LayoutEntry[],
  id: string,
  change: { dx?: number; dy?: number; dw?: number; dh?: number },
  bounds: { cols: number; rows: number },
): LayoutEntry | null {
  const entry = items.find((item) => item.i === id);
  if (!entry || entry.isStatic) return null;
  let w = entry.w + (change.dw ?? 0);
  let h = entry.h + (change.dh ?? 0);
  if (change.dw !== undefined || change.dh !== undefined) {
    if (!entry.isResizable) return null;
    w = Math.max(entry.minW, w);
    h = Math.max(entry.minH, h);
    if (entry.preserveAspectRatio) h = Math.max(entry.minH, Math.round(w / entry.layoutData.aspectRatio));
  }
  const x = Math.max(0, Math.min(bounds.cols - w, entry.x + (change.dx ?? 0)));
  const y = Math.max(0, Math.min(bounds.rows - h, entry.y + (change.dy ?? 0)));
  const next = { x, y, w, h };
  const blocked = items.some((other) => other.i !== id && gridItemsOverlap(next, other));
  if (blocked) return null;
  const moved = withGeometry(entry, next);
  return moved === entry ? null : moved;
}

/** The smallest logical board (a guard against a collapsed window): no board is laid out smaller. */
export const MIN_BOARD: ContainerSize = { width: 640, height: 360 };

/**
 * The board's logical size in px: the size it was prepared at (kept in `desktopLayoutMeta.boardWidth/
 * boardHeight`); for layouts written before, the largest visible size its entries were written at and
 * their extent. Null for a board that has no size yet (it takes the current screen's).
 */
export function readBoardSize(
  extraProperties: Record<string, unknown> | null | undefined,
  items: readonly LayoutEntry[],
): ContainerSize | null {
  const meta = extraProperties?.desktopLayoutMeta as Record<string, unknown> | undefined;
  const stored =
    meta &&
    typeof meta.boardWidth === 'number' &&
    typeof meta.boardHeight === 'number' &&
    meta.boardWidth > 0 &&
    meta.boardHeight > 0
      ? { width: meta.boardWidth, height: meta.boardHeight }
      : null;
  if (!stored && items.length === 0) return null;
  const extent = layoutExtent(items);
  let width = Math.max(stored?.width ?? 0, extent.cols * CELL_PX);
  let height = Math.max(stored?.height ?? 0, extent.rows * CELL_PX);
  if (!stored) {
    for (const item of items) {
      width = Math.max(width, item.layoutData.containerWidth);
      height = Math.max(height, item.layoutData.containerHeight);
    }
  }
  return fitBoardSize({ width, height });
}

/**
 * Whole cells (rounded down, so a board taken from a screen never exceeds it and is shown at scale 1 there),
 * at least MIN_BOARD.
 */
export function fitBoardSize(size: ContainerSize): ContainerSize {
  const snap = (px: number, min: number) => Math.max(min, Math.floor(px / CELL_PX) * CELL_PX);
  return { width: snap(size.width, MIN_BOARD.width), height: snap(size.height, MIN_BOARD.height) };
}

/**
 * The drawn surface in px: the logical board, widened to the layout's extent if a widget reaches beyond
 * it. The signed-in board and the read-only embed both scale this surface with `fitScale`.
 */
export function boardSurfaceSize(board: ContainerSize, items: readonly LayoutEntry[]): ContainerSize {
  const visible = containerGrid(board);
  const extent = layoutExtent(items);
  return {
    width: Math.max(visible.cols, extent.cols) * CELL_PX,
    height: Math.max(visible.rows, extent.rows) * CELL_PX,
  };
}

/** Scale that shows the whole logical board inside the viewport (larger screens enlarge it). */
export function fitScale(board: ContainerSize, viewport: ContainerSize): number {
  if (board.width <= 0 || board.height <= 0 || viewport.width <= 0 || viewport.height <= 0) return 1;
  return Math.min(viewport.width / board.width, viewport.height / board.height);
}

/** Spec section 9: the resize tracker waits 600 ms after the last change; 300 px wide / 400 px tall count. */
export const RESIZE_TRACKER = { debounceMs: 600, deltaWidth: 300, deltaHeight: 400 } as const;

/** True when a settled viewport change is large enough to re-take an empty board's logical size. */
export function isSignificantResize(from: ContainerSize, to: ContainerSize): boolean {
  return (
    Math.abs(to.width - from.width) >= RESIZE_TRACKER.deltaWidth ||
    Math.abs(to.height - from.height) >= RESIZE_TRACKER.deltaHeight
  );
}

/**
 * Follows an element's size: `onResize` at once for every change (the board's scale follows the screen
 * without a frame cut off), `onSettled` RESIZE_TRACKER.debounceMs after the last change, with `significant`
 * when the size moved by the trigger deltas since the last significant report (and for the first one).
 */
export function trackResize(
  element: HTMLElement,
  onResize: (size: ContainerSize) => void,
  onSettled: (size: ContainerSize, significant: boolean) => void,
): () => void {
  const measure = (): ContainerSize => ({ width: element.clientWidth, height: element.clientHeight });
  let anchor = measure();
  onResize(anchor);
  onSettled(anchor, true);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const observer = new ResizeObserver(() => {
    const size = measure();
    onResize(size);
    clearTimeout(timer);
    timer = setTimeout(() => {
      const settled = measure();
      const significant = isSignificantResize(anchor, settled);
      if (significant) anchor = settled;
      onSettled(settled, significant);
    }, RESIZE_TRACKER.debounceMs);
  });
  observer.observe(element);
  return () => {
    clearTimeout(timer);
    observer.disconnect();
  };
}
