import { create } from 'zustand';
import { useTranslation } from '../../../i18n/index.ts';
import { CELL_PX } from '../layout/layout.ts';

interface Place {
  x: number;
  y: number;
  w: number;
  h: number;
}

interface Size {
  w: number;
  h: number;
}

/**
 * The feedback of a drag: the free place the dragged widget lands on (dashed), the occupied place the pointer
 * is over (red, striped) and a hint saying so. Each is one element that exists before the drag starts, at the
 * size of the widget that can be dragged next (the one under the pointer, focused or pressed: `armDropFeedback`),
 * on its own compositor layer, and a drag only moves it (transform) and shows or hides it (opacity). So
 * neither the press, the start, a step nor the end of a drag adds, removes or resizes an element on the board:
 * each such change makes Chromium sort the whole page into layers again (20 to 40 ms a time at 4x CPU
 * throttling with 50 widgets, timeline trace), which the press and the move of an armed widget now never do.
 *
 * `place` is the occupied place the pointer is over (grid cells), or null; the red ghost shows it once the
 * pointer rests there for GHOST_SETTLE_MS and as many frames as GHOST_SETTLE_FRAMES (while the pointer sweeps
 * over widgets it stays hidden; a device too slow to draw a frame in that time still sweeps, one place a
 * frame); the hint says "occupied" at once.
 */
export const useDropBlocked = create<{
  place: Place | null;
  shown: Place | null;
  /** The size of the widget a drag would move (the last one armed), else null before any: the elements' size. */
  size: Size | null;
  /** Where the ghost is: the last place it showed, else the drag's start. */
  at: { x: number; y: number };
  /** Whether a drag lasts (the landing place shows). */
  dragging: boolean;
  /** Where the dragged widget lands: the free place it keeps (the grid's placeholder). */
  landing: { x: number; y: number };
  /** The last drop was on an occupied place: the message says where the widget went (for REJECTED_MS). */
  rejected: boolean;
}>()(() => ({
  place: null,
  shown: null,
  size: null,
  at: { x: 0, y: 0 },
  dragging: false,
  landing: { x: 0, y: 0 },
  rejected: false,
}));

/** How long the message after a drop on an occupied place shows. */
export const REJECTED_MS = 5000;
let rejectedTimer: ReturnType<typeof setTimeout> | undefined;

export const GHOST_SETTLE_MS = 90;
/** Frames the place must also stay the same: on a slow device a sweep brings a new place only every frame or so. */
export const GHOST_SETTLE_FRAMES = 2;
let settle: ReturnType<typeof setTimeout> | undefined;
let frame: number | undefined;

function cancelSettle(): void {
  clearTimeout(settle);
  if (frame !== undefined) cancelAnimationFrame(frame);
  frame = undefined;
}

/** Shows the ghost at `place` once the pointer rested there GHOST_SETTLE_MS and GHOST_SETTLE_FRAMES frames. */
function settleAt(place: Place): void {
  settle = setTimeout(() => {
    let frames = 0;
    const next = () => {
      frame = requestAnimationFrame(() => {
        frames += 1;
        if (frames < GHOST_SETTLE_FRAMES) next();
        else {
          frame = undefined;
          useDropBlocked.setState({ shown: place, at: { x: place.x, y: place.y } });
        }
      });
    };
    next();
  }, GHOST_SETTLE_MS);
}

const samePlace = (a: Place | null, b: Place | null) =>
  a === b || (a !== null && b !== null && a.x === b.x && a.y === b.y && a.w === b.w && a.h === b.h);

export function setDropBlocked(place: Place | null): void {
  if (samePlace(useDropBlocked.getState().place, place)) return;
  cancelSettle();
  // The hidden ghost stays where it is: it moves only when it shows.
  useDropBlocked.setState({ place, shown: null });
  if (place) settleAt(place);
}

/**
 * A widget may be dragged next (the pointer is over it, it has the focus or is pressed): the drag's elements
 * take its size now, so that the drag itself does not resize them. Nothing changes for the same size.
 */
export function armDropFeedback(widget: Size): void {
  const size = useDropBlocked.getState().size;
  if (size?.w === widget.w && size.h === widget.h) return;
  useDropBlocked.setState({ size: { w: widget.w, h: widget.h } });
}

/** A drag starts: the ghost and the landing place go, hidden, to the widget (sized already if it was armed). */
export function beginDropGhost(widget: Place): void {
  setDropBlocked(null);
  clearTimeout(rejectedTimer);
  armDropFeedback(widget);
  const at = { x: widget.x, y: widget.y };
  useDropBlocked.setState({ at, landing: at, dragging: true, rejected: false });
}

/** The next press on the board hides the message after a drop (it never stands before what is pressed next). */
export function dismissDropRejected(): void {
  if (!useDropBlocked.getState().rejected) return;
  clearTimeout(rejectedTimer);
  useDropBlocked.setState({ rejected: false });
}

/** The free place the dragged widget lands on (the grid's placeholder), on every step of the drag. */
export function setDropLanding(place: { x: number; y: number }): void {
  const landing = useDropBlocked.getState().landing;
  if (landing.x === place.x && landing.y === place.y) return;
  useDropBlocked.setState({ landing: { x: place.x, y: place.y } });
}

/**
 * The drag ended: no hint, no ghost, no landing place; the elements stay, hidden, for the next drag. After a
 * drop on an occupied place (`rejected`), the message in the hint's place says where the widget went.
 */
export function endDropGhost(rejected = false): void {
  setDropBlocked(null);
  clearTimeout(rejectedTimer);
  useDropBlocked.setState({ dragging: false, rejected });
  if (rejected) rejectedTimer = setTimeout(() => useDropBlocked.setState({ rejected: false }), REJECTED_MS);
}

/** One of the drag's boxes on the board (logical px): the armed widget's size, placed by transform, shown by class. */
function DragBox({
  kind,
  at,
  shown,
}: {
  kind: 'ghost' | 'landing';
  at: { x: number; y: number };
  shown: boolean;
}) {
  const size = useDropBlocked((s) => s.size);
  if (!size) return null;
  return (
    <div
      className={`board-drop-${kind}${shown ? ` board-drop-${kind}--shown` : ''}`}
      data-testid={`drop-${kind}`}
      aria-hidden="true"
      style={{
        transform: `translate(${at.x * CELL_PX}px, ${at.y * CELL_PX}px)`,
        width: size.w * CELL_PX,
        height: size.h * CELL_PX,
      }}
    />
  );
}

/** While a widget is dragged: the occupied place the pointer rests on, red and striped. */
export function DropGhost() {
  const at = useDropBlocked((s) => s.at);
  const shown = useDropBlocked((s) => s.shown !== null);
  return <DragBox kind="ghost" at={at} shown={shown} />;
}

/** While a widget is dragged: the free place it lands on, dashed. */
export function DropLanding() {
  const landing = useDropBlocked((s) => s.landing);
  const dragging = useDropBlocked((s) => s.dragging);
  return <DragBox kind="landing" at={landing} shown={dragging} />;
}

/**
 * Over the board (screen px, not scaled): what happens on letting go there, and in the same place, after a
 * drop on an occupied place, where the widget went (until REJECTED_MS pass or the next press on the board).
 * Both texts are always there, hidden, each on its own layer (see useDropBlocked: a message added to the page
 * after the drop sorted the page into layers again); screen readers hear them from a live region of their
 * own, which paints nothing.
 */
export function DropHint() {
  const { t } = useTranslation();
  const blocked = useDropBlocked((s) => s.place !== null);
  const rejected = useDropBlocked((s) => s.rejected);
  const said = blocked ? t('board.drop.blocked') : rejected ? t('board.drop.rejected') : '';
  return (
    <>
      <div className="board-drop-hint-region">
        <p className={`board-drop-hint${blocked ? ' board-drop-hint--shown' : ''}`} aria-hidden="true">
          {t('board.drop.blocked')}
        </p>
        <p
          className={`board-drop-hint board-drop-hint--after${rejected && !blocked ? ' board-drop-hint--shown' : ''}`}
          aria-hidden="true"
        >
          {t('board.drop.rejected')}
        </p>
      </div>
      <p className="board-drop-hint-status" role="status" aria-live="polite">
        {said}
      </p>
    </>
  );
}
