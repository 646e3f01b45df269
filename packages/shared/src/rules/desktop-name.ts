/**
 * Desktop names are unique per user: the board and the desktop menu open a desktop by its name
 * (/desktops/:name), so two of the same name would leave one unreachable. Names compare exactly
 * (case-sensitive, as the URL and the web app's own check compare them).
 *
 *   DESKTOP_NAME_MAX                      100 characters
 *   DESKTOP_NAME_TAKEN                    the German message for a taken name (409)
 *   freeDesktopName(base, taken)          base when free, else 'base (2)', 'base (3)', ... within 100 characters
 */
export const DESKTOP_NAME_MAX = 100;

export const DESKTOP_NAME_TAKEN = 'Sie haben bereits einen Desktop mit diesem Namen.';

/** 'base (n)', the base shortened (with …) so the whole stays within DESKTOP_NAME_MAX. */
export function numberedDesktopName(base: string, n: number): string {
  const suffix = ` (${n})`;
  const room = DESKTOP_NAME_MAX - suffix.length;
  const head = base.length <= room ? base : `${base.slice(0, Math.max(1, room - 1)).trimEnd()}…`;
  return `${head}${suffix}`;
}

/** The first of base, 'base (2)', 'base (3)', ... that is not taken. */
export function freeDesktopName(base: string, taken: Iterable<string>): string {
  const names = new Set(taken);
  if (!names.has(base) && base.length <= DESKTOP_NAME_MAX) return base;
  for (let n = 2; ; n++) {
    const candidate = numberedDesktopName(base, n);
    if (!names.has(candidate)) return candidate;
  }
}
