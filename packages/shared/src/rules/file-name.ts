import { MAX_FILE_NAME_LENGTH } from '../constants/limits.ts';
import { removeSpecialCharacters } from './special-characters.ts';

/** Why a file name is invalid. */
export type InvalidFileNameCode = 'reservedName' | 'onlyDots' | 'empty';

const MESSAGES: Record<InvalidFileNameCode, string> = {
  reservedName:
    'Der Dateiname ist ungültig: Reservierte Gerätenamen (z. B. CON, PRN, AUX, NUL, COM1, LPT1) sind nicht erlaubt.',
  onlyDots: 'Der Dateiname ist ungültig: Er darf nicht nur aus Punkten bestehen.',
  empty: 'Der Dateiname ist ungültig: Er ist leer.',
};

/** Thrown by sanitizeFileName for names that cannot be made valid. */
export class InvalidFileNameError extends Error {
  readonly code: InvalidFileNameCode;

  constructor(code: InvalidFileNameCode) {
    super(MESSAGES[code]);
    this.name = 'InvalidFileNameError';
    this.code = code;
  }
}

const RESERVED_DEVICE_NAME = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/i;
const TRAILING_DOTS_AND_SPACES = /[. ]+$/;

/** True when the name (with or without extension) is a reserved device name such as CON or lpt1.txt. */
export function isReservedFileName(name: string): boolean {
  const dot = name.indexOf('.');
  const base = (dot === -1 ? name : name.slice(0, dot)).trim();
  return RESERVED_DEVICE_NAME.test(base);
}

// Cuts to at most `max` UTF-16 code units without leaving half a surrogate pair.
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  const last = head.charCodeAt(head.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? head.slice(0, -1) : head;
}

function truncateKeepingExtension(name: string): string {
  if (name.length <= MAX_FILE_NAME_LENGTH) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot) : '';
  if (extension.length === 0 || extension.length >= MAX_FILE_NAME_LENGTH)
    return cut(name, MAX_FILE_NAME_LENGTH);
  return cut(name.slice(0, dot), MAX_FILE_NAME_LENGTH - extension.length) + extension;
}

/** Makes a user file name safe (spec section 5); throws InvalidFileNameError for dot-only, empty or reserved names. */
export function sanitizeFileName(name: string): string {
  const cleaned = removeSpecialCharacters(name);
  if (/^\.+$/.test(cleaned.trimEnd())) throw new InvalidFileNameError('onlyDots');
  let result = cleaned.replace(TRAILING_DOTS_AND_SPACES, '');
  result = truncateKeepingExtension(result).replace(TRAILING_DOTS_AND_SPACES, '');
  if (result.length === 0) throw new InvalidFileNameError('empty');
  if (isReservedFileName(result)) throw new InvalidFileNameError('reservedName');
  return result;
}
