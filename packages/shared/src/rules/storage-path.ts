import { isReservedFileName } from './file-name.ts';

// Names and paths of the file spaces and the storage management (spec section 7): a user names a
// file, folder, bucket or container; the server builds the storage key from it. Anything that
// could leave the caller's prefix (`..`, a leading `/`, a backslash, NUL) or that a file system
// reserves is refused, never repaired, so a name means one place only.

/** Longest name of one file, folder, bucket or container (characters). */
export const MAX_STORAGE_NAME_LENGTH = 120;
/** Most folders in a path. */
export const MAX_STORAGE_PATH_DEPTH = 10;
/** Longest encoded storage segment (bytes): local file systems allow 255. */
const MAX_ENCODED_SEGMENT = 255;

/** Why a storage name or path is refused (German, shown to the user). */
export const STORAGE_PATH_MESSAGES = {
  empty: 'Der Name darf nicht leer sein.',
  tooLong: `Der Name darf höchstens ${MAX_STORAGE_NAME_LENGTH} Zeichen lang sein.`,
  dots: 'Der Name darf nicht „.“ oder „..“ sein.',
  slash: 'Der Name darf keinen Schrägstrich enthalten.',
  backslash: 'Der Name darf keinen umgekehrten Schrägstrich (\\) enthalten.',
  control: 'Der Name darf keine Steuerzeichen (z. B. NUL) enthalten.',
  reserved: 'Der Name ist reserviert: Gerätenamen wie CON, PRN, AUX, NUL, COM1 oder LPT1 sind nicht erlaubt.',
  trailing: 'Der Name darf nicht mit einem Punkt oder Leerzeichen enden.',
  leadingSlash: 'Der Pfad darf nicht mit „/“ beginnen.',
  emptySegment: 'Der Pfad darf keine leeren Abschnitte („//“) enthalten.',
  tooDeep: `Der Pfad darf höchstens ${MAX_STORAGE_PATH_DEPTH} Ordner tief sein.`,
  surrogate: 'Der Name enthält ein ungültiges Zeichen.',
} as const;

export type StoragePathProblem = keyof typeof STORAGE_PATH_MESSAGES;

/** The result of a check: the accepted value, or the German reason. */
export type StorageCheck<T> =
  | { ok: true; value: T }
  | { ok: false; problem: StoragePathProblem; message: string };

const refuse = (
  problem: StoragePathProblem,
): { ok: false; problem: StoragePathProblem; message: string } => ({
  ok: false,
  problem,
  message: STORAGE_PATH_MESSAGES[problem],
});

/** Checks one name (file, folder, bucket, container). */
export function checkStorageName(name: string): StorageCheck<string> {
  if (name.length === 0 || name.trim().length === 0) return refuse('empty');
  if (name === '.' || name === '..') return refuse('dots');
  if (name.includes('/')) return refuse('slash');
  if (name.includes('\\')) return refuse('backslash');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u001f\u007f]/.test(name)) return refuse('control');
  if (/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(name))
    return refuse('surrogate');
  if ([...name].length > MAX_STORAGE_NAME_LENGTH) return refuse('tooLong');
  if (/[. ]$/.test(name) || /^ /.test(name)) return refuse('trailing');
  if (isReservedFileName(name)) return refuse('reserved');
  if (encodeStorageSegment(name).length > MAX_ENCODED_SEGMENT) return refuse('tooLong');
  return { ok: true, value: name };
}

/**
 * Checks a folder path (`''` is the top; `a/b` and `a/b/` name the same folder): its segments as
 * names. Refuses a leading `/`, empty segments and more than MAX_STORAGE_PATH_DEPTH folders.
 */
export function checkStoragePath(path: string): StorageCheck<string[]> {
  if (path === '') return { ok: true, value: [] };
  if (path.startsWith('/')) return refuse('leadingSlash');
  if (path.includes('\\')) return refuse('backslash');
  const parts = (path.endsWith('/') ? path.slice(0, -1) : path).split('/');
  if (parts.some((p) => p === '')) return refuse('emptySegment');
  if (parts.length > MAX_STORAGE_PATH_DEPTH) return refuse('tooDeep');
  for (const part of parts) {
    const checked = checkStorageName(part);
    if (!checked.ok) return checked;
  }
  return { ok: true, value: parts };
}

const KEEP = /^[A-Za-z0-9-]$/;

/**
 * A checked name as one storage key segment of [A-Za-z0-9._-] (what the drivers accept): letters,
 * digits and `-` stay, a `.` stays unless it comes first, everything else becomes `_HH` per UTF-8
 * byte. Reversible, and an encoded user name never starts with a dot, so the server's own entries
 * (`.keep`, `.previews`) cannot collide with one.
 */
export function encodeStorageSegment(name: string): string {
  let out = '';
  let index = 0;
  for (const char of name) {
    if (KEEP.test(char) || (char === '.' && index > 0)) out += char;
    else
      for (const byte of new TextEncoder().encode(char))
        out += `_${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    index += char.length;
  }
  return out;
}

/** The name of an encoded segment; a `_` that starts no valid escape stays as it is. */
export function decodeStorageSegment(segment: string): string {
  if (!segment.includes('_')) return segment;
  const bytes: number[] = [];
  for (let i = 0; i < segment.length; i++) {
    const hex = segment.slice(i + 1, i + 3);
    if (segment[i] === '_' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...new TextEncoder().encode(segment[i]));
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(new Uint8Array(bytes));
  } catch {
    return segment;
  }
}

/** True for a segment the server writes for itself (`.keep`, `.previews`), hidden from listings. */
export const isInternalSegment = (segment: string) => segment.startsWith('.');
