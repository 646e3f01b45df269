/**
 * Desktop state group (spec section 3: 'desktop'): which desktop is current.
 *
 *   useDesktopStore(s => s.currentDesktopId)     the id shown at /desktops/:name (null: none)
 *   useDesktopStore.getState().setCurrentDesktop(desktop | null)   the shown desktop ({ id, name }) or none
 *
 * The desktop list itself is server state: see `queries.ts` (`useDesktops`, `desktopKeys`).
 * The current id is remembered in localStorage so `/` reopens the last desktop, together with its name, so
 * the next page showing it asks for its widgets at boot (lib/early-requests.ts). Both are set in one call,
 * so the name never belongs to another desktop than the id.
 */
import { create } from 'zustand';
import { CURRENT_DESKTOP_KEY, CURRENT_DESKTOP_NAME_KEY } from '../../lib/early-requests.ts';

function read(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null | undefined): void {
  try {
    if (value) globalThis.localStorage?.setItem(key, value);
    else globalThis.localStorage?.removeItem(key);
  } catch {
    // Private mode: keep it for this page only.
  }
}

export interface DesktopState {
  currentDesktopId: string | null;
  /** The current desktop's name as last remembered (null: not known). */
  currentDesktopName: string | null;
  setCurrentDesktop: (desktop: { id: string; name: string } | null) => void;
}

export const useDesktopStore = create<DesktopState>()((set) => ({
  currentDesktopId: read(CURRENT_DESKTOP_KEY),
  currentDesktopName: read(CURRENT_DESKTOP_NAME_KEY),
  setCurrentDesktop: (desktop) => {
    const id = desktop?.id ?? null;
    const name = desktop?.name ?? null;
    write(CURRENT_DESKTOP_KEY, id);
    write(CURRENT_DESKTOP_NAME_KEY, name);
    set({ currentDesktopId: id, currentDesktopName: name });
  },
}));
