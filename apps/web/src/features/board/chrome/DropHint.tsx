import { useTranslation } from 'react-i18next';
import { create } from 'zustand';
import { CELL_PX } from '../layout/layout.ts';

interface Place {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The occupied place a widget is dragged over (grid cells), or null. */
export const useDropBlocked = create<{ place: Place | null }>()(() => ({ place: null }));

export function setDropBlocked(place: Place | null): void {
  const current = useDropBlocked.getState().place;
  const same =
    current === place ||
    (current &&
      place &&
      current.x === place.x &&
      current.y === place.y &&
      current.w === place.w &&
      current.h === place.h);
  if (!same) useDropBlocked.setState({ place });
}

/**
 * On the board (logical px): the occupied place the pointer is over, red and striped. It is its own
 * compositor layer placed by a transform, so following the pointer repaints only the ghost, not the board.
 */
export function DropGhost() {
  const place = useDropBlocked((s) => s.place);
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
