import { AVATAR_LIGHTNESS, AVATAR_SATURATION } from '../constants/limits.ts';
import { UNKNOWN_USER_LABEL } from '../constants/messages.ts';

/** Stable 32-bit unsigned hash of a string (djb2-style over UTF-16 code units). */
export function stringHash(text: string): number {
  let hash = 0;
  for (let i = 0; i < text.length; i++) {
    hash = (text.charCodeAt(i) + ((hash << 5) - hash)) | 0;
  }
  return hash >>> 0;
}

/** Avatar colour derived from the name, e.g. 'hsl(123, 35%, 60%)'. */
export function avatarColor(name: string): string {
  const hue = stringHash(name) % 360;
  return `hsl(${hue}, ${AVATAR_SATURATION}%, ${AVATAR_LIGHTNESS}%)`;
}

/** Avatar label: initials of the first and last word, upper-cased ('Anna Becker' -> 'AB'); 'Unbekannt' without a name. */
export function avatarLabel(name?: string | null): string {
  const words = (name ?? '')
    .trim()
    .split(/\s+/u)
    .filter((word) => word.length > 0);
  const first = words[0];
  if (first === undefined) return UNKNOWN_USER_LABEL;
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const initial = (word: string): string => (Array.from(word)[0] ?? '').toLocaleUpperCase('de-DE');
  return initial(first) + (last === undefined ? '' : initial(last));
}
