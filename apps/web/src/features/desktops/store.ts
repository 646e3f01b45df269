/**
 * Desktop state group (spec section 3: 'desktop'): which desktop is current.
 *
 *   useDesktopStore(s => s.currentDesktopId)     the id shown at /desktops/:name (null: none)
 *   useDesktopStore.getState().setCurrentDesktopId(id)
 *
 * The desktop list itself is server state: see `queries.ts` (`useDesktops`, `desktopKeys`).
 * The current id is remembered in localStorage so `/` reopens the last desktop.
 */
import { create } from 'zustand';
import { CURRENT_DESKTOP_KEY } from '../../lib/early-requests.ts';

const KEY = CURRENT_DESKTOP_KEY;

function read(): string | null {
  try {
    return globalThis.localStorage?.getItem(KEY) ?? null;
  } catch {
    return null;
  }
}

export interface DesktopState {
  currentDesktopId: string | null;
  setCurrentDesktopId: (id: string | null) => void;
}

export const useDesktopStore = create<DesktopState>()((set) => ({
  currentDesktopId: read(),
  setCurrentDesktopId: (id) => {
    try {
      if (id) globalThis.localStorage?.setItem(KEY, id);
      else globalThis.localStorage?.removeItem(KEY);
    } catch {
      // Private mode: keep it for this page only.
    }
    set({ currentDesktopId: id });
  },
}));
