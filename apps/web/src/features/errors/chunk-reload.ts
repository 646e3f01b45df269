/**
 * A failed chunk load reloads the page once, at most once per 60 s (spec sections 8 and 9).
 *
 *   reloadForChunkError()   reloads and returns true, or returns false when a reload happened < 60 s ago
 *   listenForPreloadErrors() handles Vite's 'vite:preloadError' the same way
 */
import { CHUNK_RELOAD_GUARD_MS } from '@tafino/shared';

const KEY = 'tafino.chunkReloadAt';

/** Whether a reload is allowed now, given the time of the last one. */
export function mayReload(
  lastReloadAt: number | null,
  now: number,
  guardMs = CHUNK_RELOAD_GUARD_MS,
): boolean {
  return (
    lastReloadAt === null ||
    !Number.isFinite(lastReloadAt) ||
    now - lastReloadAt >= guardMs ||
    now < lastReloadAt
  );
}

function readLast(): number | null {
  try {
    const value = sessionStorage.getItem(KEY);
    return value === null ? null : Number(value);
  } catch {
    return null;
  }
}

export function reloadForChunkError(
  now = Date.now(),
  reload: () => void = () => window.location.reload(),
): boolean {
  if (!mayReload(readLast(), now)) return false;
  try {
    sessionStorage.setItem(KEY, String(now));
  } catch {
    // Without storage the guard cannot hold; do not risk a reload loop.
    return false;
  }
  reload();
  return true;
}

export function listenForPreloadErrors(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForChunkError()) event.preventDefault();
  });
}
