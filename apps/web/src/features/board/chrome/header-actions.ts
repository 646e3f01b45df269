/**
 * Which header buttons a widget shows and which go into its "⋯" menu. The header is sized in screen
 * pixels (every button at least 44x44 on screen at any board scale), so a narrow widget cannot hold all
 * of them: the most important ones stay in the header, the rest are offered in "⋯", and the title keeps
 * room for a few readable letters.
 */

/** The header's actions, in the order they appear in the header. */
export const HEADER_ACTIONS = ['color', 'another', 'settings', 'focus', 'lock', 'remove'] as const;
export type HeaderAction = (typeof HEADER_ACTIONS)[number];

/** Which action stays in the header first when there is not room for all (the lock first when locked). */
const PRIORITY: readonly HeaderAction[] = ['settings', 'remove', 'lock', 'focus', 'color', 'another'];
const LOCKED_PRIORITY: readonly HeaderAction[] = ['lock', 'focus', 'color', 'another', 'settings', 'remove'];

/** Screen px of the header's parts. */
export const HEADER_METRICS = {
  /** A header button (and the "⋯" button), square. */
  button: 44,
  /** Between two buttons. */
  gap: 2,
  /** Inside the header beside its content, and slack for the frame's outline. */
  padding: 6,
  /** The title's minimum (the drag handle with its padding): a few letters and the ellipsis at 16 px. */
  title: 64,
} as const;

/** The actions a widget offers, in header order (locked widgets have no settings and no remove). */
export function availableActions(options: {
  locked: boolean;
  color: boolean;
  another: boolean;
}): HeaderAction[] {
  return HEADER_ACTIONS.filter((action) => {
    if (action === 'color') return options.color;
    if (action === 'another') return options.another;
    if (action === 'settings' || action === 'remove') return !options.locked;
    return true;
  });
}

/**
 * Splits the available actions into those shown in the header (header order) and those in "⋯" (header
 * order), for a header `width` screen px wide. "⋯" itself is always shown. Actions a widget adds (any
 * other key, e.g. "Neu laden") come right after the first of the board's.
 */
export function fitHeaderActions<A extends string>(
  actions: readonly A[],
  width: number,
  locked = false,
): { inline: A[]; overflow: A[] } {
  const { button, gap, padding, title } = HEADER_METRICS;
  // k buttons and "⋯": (k + 1) buttons and k gaps beside the title.
  const room = width - padding - title - button;
  const fitting = Math.max(0, Math.floor(room / (button + gap)));
  const board: readonly string[] = locked ? LOCKED_PRIORITY : PRIORITY;
  const own = actions.filter((action) => !(HEADER_ACTIONS as readonly string[]).includes(action));
  const priority = [...board.slice(0, 1), ...own, ...board.slice(1)];
  const chosen = new Set<string>(
    priority.filter((action) => actions.includes(action as A)).slice(0, fitting),
  );
  return {
    inline: actions.filter((action) => chosen.has(action)),
    overflow: actions.filter((action) => !chosen.has(action)),
  };
}

/** Frames lower than this (screen px) get the compact header: a 32 px title bar that opens over the body. */
export const COMPACT_BELOW = 160;

/**
 * A low frame (a card, a one-line clock, audio at its minimum) would lose most of its body to a 45 px
 * header: its header rests at 32 px and opens to the full height over the top of its own body only while
 * selected, hovered or focused.
 */
export function isCompactFrame(screenHeight: number): boolean {
  return screenHeight > 0 && screenHeight < COMPACT_BELOW;
}

/** Where a header opens outside its frame, or inside (over the top of its own body). */
export type HeaderPlace = 'inside' | 'above' | 'below' | 'right' | 'left';

/** A layout entry's place in grid cells. */
interface Cells {
  i: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * Where a small frameless widget (a 150x80 card) opens its header: where the board is free for a header
 * `rows` cells high and `cols` cells wide, so it covers neither a neighbour nor the widget's own content.
 * Above first, else below, else beside it (right, then left, its top at the widget's top), else over its
 * own top as before (a card boxed in on every side). The header is as wide as the widget, at least `cols`
 * cells; `boardCols` is the board's width in cells.
 */
export function smallHeaderPlace(
  entry: Cells,
  layout: readonly Cells[],
  size: { rows: number; cols: number; boardCols: number },
): HeaderPlace {
  const { rows, cols, boardCols } = size;
  const free = (x: number, y: number, w: number, h: number) =>
    x >= 0 &&
    y >= 0 &&
    x + w <= boardCols &&
    !layout.some((o) => o.i !== entry.i && o.x < x + w && o.x + o.w > x && o.y < y + h && o.y + o.h > y);
  const width = Math.max(entry.w, cols);
  if (free(entry.x, entry.y - rows, width, rows)) return 'above';
  if (free(entry.x, entry.y + entry.h, width, rows)) return 'below';
  // Beside: one cell more for the gap that keeps the card's outline in view (board.css).
  if (free(entry.x + entry.w, entry.y, width + 1, rows)) return 'right';
  if (free(entry.x - width - 1, entry.y, width + 1, rows)) return 'left';
  return 'inside';
}
