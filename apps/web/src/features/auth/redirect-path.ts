/**
 * Where to go after sign-in (spec section 2).
 *
 *   storeRedirectPath(path)   remember a path (only /desktops/... paths are kept, as the spec says)
 *   consumeRedirectPath()     read and forget it; undefined when none
 *   peekRedirectPath()        read without forgetting
 *   afterSignInPath()         consumeRedirectPath() ?? '/'
 *
 * Stored in localStorage so it survives the round trip through the identity provider.
 */
const KEY = 'tafino.auth.redirect';

/** True for a path a signed-out visit should return to after sign-in: /desktops or /desktops/... */
export function isRedirectablePath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return false;
  return path === '/desktops' || path.startsWith('/desktops/') || path.startsWith('/desktops?');
}

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** Remembers `path` when it is a desktop path; returns whether it was stored. */
export function storeRedirectPath(path: string): boolean {
  if (!isRedirectablePath(path)) return false;
  storage()?.setItem(KEY, path);
  return true;
}

export function peekRedirectPath(): string | undefined {
  const value = storage()?.getItem(KEY) ?? undefined;
  return value !== undefined && isRedirectablePath(value) ? value : undefined;
}

export function consumeRedirectPath(): string | undefined {
  const value = peekRedirectPath();
  storage()?.removeItem(KEY);
  return value;
}

/** The path to land on after sign-in: the stored path or '/'. */
export function afterSignInPath(): string {
  return consumeRedirectPath() ?? '/';
}
