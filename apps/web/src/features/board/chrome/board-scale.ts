import { createContext, useContext } from 'react';

/** The board's scale (screen px per logical px), provided by BoardGrid; the chrome is sized in screen px. */
export const BoardScaleContext = createContext(1);

export function useBoardScale(): number {
  return useContext(BoardScaleContext);
}
