import { create } from 'zustand';
import { useTranslation } from '../../../i18n/index.ts';
import { CELL_PX } from '../layout/layout.ts';

interface Place {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * The occupied place a widget is dragged over (grid cells), or null, and the place the red ghost shows.
 * The ghost follows only once the pointer rests on a place for GHOST_SETTLE_MS: every move of an element
 * above the board makes Chromium layerize the whole board again (about 6 ms a frame at 4x CPU throttling
 * with 50 widgets, measured with a timeline trace), so while the pointer sweeps over widgets the ghost
 * stays hidden; the hint says "occupied" at once.
 */
export const useDropBlocked = create<{ place: Place | null; shown: Place | null }>()(() => ({
  place: null,
  shown: null,
}));

export const GHOST_SETTLE_MS = 90;
let settle: ReturnType<typeof setTimeout> | undefined;

const samePlace = (a: Place | null, b: Place | null) =>
  a === b || (a !== null && b !== null && a.x === b.x && a.y === b.y && a.w === b.w && a.h === b.h);

export function setDropBlocked(place: Place | null): void {
  if (samePlace(useDropBlocked.getState().place, place)) return;
  clearTimeout(settle);
  useDropBlocked.setState({ place, shown: null });
  if (place) settle = setTimeout(() => useDropBlocked.setState({ shown: place }), GHOST_SETTLE_MS);
}

/** On the board (logical px): the occupied place the pointer rests on, red and striped. */
export function DropGhost() {
  const place = useDropBlocked((s) => s.shown);
  if (!place) return null;
  return (
    <div
      className="board-drop-ghost"
      data-testid="drop-ghost"
      style={{
        transform: `translate(${place.x * CELL_PX}px, ${place.y * CELL_PX}px)`,
        width: place.w * CELL_PX,
        height: place.h * CELL_PX,
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
