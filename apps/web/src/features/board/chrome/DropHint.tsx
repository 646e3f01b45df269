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
 * While a widget is dragged: the occupied place it is dragged over (grid cells), or null, and whether the red
 * ghost shows it. The ghost is one element for the whole drag, the dragged widget's size, on its own compositor
 * layer that moves by transform and shows by opacity, both at once when it shows: no step of a drag that sweeps
 * over widgets adds, removes, moves or restyles an element above the dragged widget (each such change makes
 * Chromium layerize the whole board again, 20 to 90 ms a time with 50 widgets in a timeline trace). It shows once the pointer rests on a place for GHOST_SETTLE_MS (while
 * the pointer sweeps over widgets it stays hidden) and as many frames as GHOST_SETTLE_FRAMES (a device too slow to
 * draw a frame in that time still sweeps, one place a frame); the hint says "occupied" at once.
 */
export const useDropBlocked = create<{
  place: Place | null;
  shown: Place | null;
  /** The dragged widget's size while a drag lasts (the ghost exists only then), else null. */
  size: Size | null;
  /** Where the ghost is: the last place it showed, else the drag's start. */
  at: { x: number; y: number };
}>()(() => ({ place: null, shown: null, size: null, at: { x: 0, y: 0 } }));

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

/** A drag starts: the ghost is laid out once, hidden, at the widget's size and place. */
export function beginDropGhost(widget: Place): void {
  setDropBlocked(null);
  useDropBlocked.setState({ size: { w: widget.w, h: widget.h }, at: { x: widget.x, y: widget.y } });
}

/** The drag ended: no hint, no ghost. */
export function endDropGhost(): void {
  setDropBlocked(null);
  useDropBlocked.setState({ size: null });
}

/** On the board (logical px), while a widget is dragged: the occupied place the pointer rests on, red and striped. */
export function DropGhost() {
  const size = useDropBlocked((s) => s.size);
  const at = useDropBlocked((s) => s.at);
  const shown = useDropBlocked((s) => s.shown !== null);
  if (!size) return null;
  return (
    <div
      className={`board-drop-ghost${shown ? ' board-drop-ghost--shown' : ''}`}
      data-testid="drop-ghost"
      aria-hidden="true"
      style={{
        transform: `translate(${at.x * CELL_PX}px, ${at.y * CELL_PX}px)`,
        width: size.w * CELL_PX,
        height: size.h * CELL_PX,
      }}
    />
  );
}

/** Over the board (screen px, not scaled): what happens on letting go there. */
export function DropHint() {
  const { t } = useTranslation();
  const blocked = useDropBlocked((s) => s.place !== null);
  return (
    <div className="board-drop-hint-region" role="status" aria-live="polite">
      {blocked && <p className="board-drop-hint">{t('board.drop.blocked')}</p>}
    </div>
  );
}
