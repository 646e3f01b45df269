/**
 * The user hint's persisted state (spec section 4) in localStorage under 'tafino.userHint' as JSON
 * `{ isUserHintRead, storedVersion }` (the browser tests pre-set exactly this to hide the dialog).
 *
 *   resolveUserHint(configuredVersion)   reads the state, applies `userHintState` of @tafino/shared
 *                                        (a newer appVersion resets the flag and stores the version;
 *                                        default 1.0.0) and persists the result
 *   markUserHintRead(state)              closing the dialog: isUserHintRead = true
 */
import { type UserHintState, userHintState } from '@tafino/shared';

export const USER_HINT_STORAGE_KEY = 'tafino.userHint';

function defaultStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Blocked storage (privacy settings, sandboxed frames): the hint then shows on every visit.
    return undefined;
  }
}

/** The stored fields that have the right type; anything else counts as not stored. */
export function readUserHint(storage = defaultStorage()): {
  isUserHintRead: boolean | null;
  storedVersion: string | null;
} {
  let raw: unknown = null;
  try {
    raw = JSON.parse(storage?.getItem(USER_HINT_STORAGE_KEY) ?? 'null');
  } catch {
    raw = null;
  }
  const value = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  return {
    isUserHintRead: typeof value.isUserHintRead === 'boolean' ? value.isUserHintRead : null,
    storedVersion: typeof value.storedVersion === 'string' ? value.storedVersion : null,
  };
}

export function writeUserHint(state: UserHintState, storage = defaultStorage()): void {
  try {
    storage?.setItem(USER_HINT_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Quota or blocked storage: nothing to keep.
  }
}

export function resolveUserHint(
  configuredVersion: string | null | undefined,
  storage = defaultStorage(),
): UserHintState {
  const next = userHintState({ configuredVersion, ...readUserHint(storage) });
  writeUserHint(next, storage);
  return next;
}

export function markUserHintRead(state: UserHintState, storage = defaultStorage()): UserHintState {
  const next = { ...state, isUserHintRead: true };
  writeUserHint(next, storage);
  return next;
}
