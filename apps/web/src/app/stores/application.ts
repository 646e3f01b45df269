/**
 * Application state group (spec section 3: 'application').
 *
 *   useApplication(selector)          read: edition, runtimeConfig, online, fullscreen, soundOn
 *   useApplication.getState().setX()  write outside React
 *   toggleFullscreen()                enters/leaves browser fullscreen for the whole page
 *
 * `runtimeConfig` is set once at boot from GET /api/abp/application-configuration (null before).
 * `edition` follows the user's ProductEdition setting (default primary) and is mirrored to
 * `<html data-edition="...">` so the edition style variables apply; until the setting arrives it is
 * the edition last applied in this browser (localStorage), so a reload does not flash the other look.
 * `online` follows the browser's online/offline events, `fullscreen` the fullscreenchange event;
 * `soundOn` is kept in localStorage.
 */
import { DEFAULT_PRODUCT_EDITION, type EffectiveEdition, type RuntimeConfig } from '@tafino/shared';
import { create } from 'zustand';

const SOUND_KEY = 'tafino.sound';
/** The edition last applied in this browser: the first paint's, before the user's setting arrives. */
const EDITION_LOOK_KEY = 'tafino.edition';

export interface ApplicationState {
  edition: EffectiveEdition;
  runtimeConfig: RuntimeConfig | null;
  online: boolean;
  fullscreen: boolean;
  soundOn: boolean;
  setEdition: (edition: EffectiveEdition) => void;
  setRuntimeConfig: (config: RuntimeConfig) => void;
  setOnline: (online: boolean) => void;
  setFullscreen: (fullscreen: boolean) => void;
  setSoundOn: (soundOn: boolean) => void;
}

function readSound(): boolean {
  try {
    return globalThis.localStorage?.getItem(SOUND_KEY) !== 'off';
  } catch {
    return true;
  }
}

function applyEdition(edition: EffectiveEdition): void {
  if (typeof document !== 'undefined') document.documentElement.dataset.edition = edition;
  try {
    globalThis.localStorage?.setItem(EDITION_LOOK_KEY, edition);
  } catch {
    // Private mode: the first paint shows the default look.
  }
}

/** The edition last applied in this browser (until the user's setting arrives), else the default. */
function readStoredEdition(): EffectiveEdition {
  try {
    const stored = globalThis.localStorage?.getItem(EDITION_LOOK_KEY);
    if (stored === 'PrimaryGradeLevel' || stored === 'SecondaryGradeLevel') return stored;
  } catch {
    // Private mode: the default.
  }
  return DEFAULT_PRODUCT_EDITION;
}

export const useApplication = create<ApplicationState>()((set) => ({
  edition: readStoredEdition(),
  runtimeConfig: null,
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  fullscreen: false,
  soundOn: readSound(),
  setEdition: (edition) => {
    applyEdition(edition);
    set({ edition });
  },
  setRuntimeConfig: (runtimeConfig) => set({ runtimeConfig }),
  setOnline: (online) => set({ online }),
  setFullscreen: (fullscreen) => set({ fullscreen }),
  setSoundOn: (soundOn) => {
    try {
      globalThis.localStorage?.setItem(SOUND_KEY, soundOn ? 'on' : 'off');
    } catch {
      // Private mode: keep it for this page only.
    }
    set({ soundOn });
  },
}));

/** The runtime configuration; throws when called before boot finished. */
export function getRuntimeConfig(): RuntimeConfig {
  const config = useApplication.getState().runtimeConfig;
  if (!config) throw new Error('runtime configuration not loaded');
  return config;
}

/** Subscribes the store to browser online/offline and fullscreen events; returns the unsubscribe. */
export function bindApplicationEvents(target: Window = window): () => void {
  const { setOnline, setFullscreen, edition } = useApplication.getState();
  applyEdition(edition);
  const online = () => setOnline(true);
  const offline = () => setOnline(false);
  const fullscreen = () => setFullscreen(target.document.fullscreenElement !== null);
  target.addEventListener('online', online);
  target.addEventListener('offline', offline);
  target.document.addEventListener('fullscreenchange', fullscreen);
  return () => {
    target.removeEventListener('online', online);
    target.removeEventListener('offline', offline);
    target.document.removeEventListener('fullscreenchange', fullscreen);
  };
}

/** Enters or leaves fullscreen for the whole page (the desktop). */
export async function toggleFullscreen(): Promise<void> {
  const doc = document;
  if (doc.fullscreenElement) await doc.exitFullscreen();
  else await doc.documentElement.requestFullscreen();
}
