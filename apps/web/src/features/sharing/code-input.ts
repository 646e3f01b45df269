/**
 * What the "Tafel per Code übernehmen" field accepts.
 *
 *   cleanCodeInput(raw)       upper-cases what was typed; a pasted share link is reduced to its code
 *   codeInputError(raw)       'required' | 'lookAlike' | 'invalid' | undefined (valid)
 *   importLink(origin, code)  the link a QR code or a colleague opens: /desktops?importCode=CODE
 *   embedLink(origin, code)   the read-only public view: /iframe?code=CODE
 *   IMPORT_CODE_PARAM         the query parameter that opens the import dialog after sign-in
 */
import { formatShareCode, isShareCode, normalizeShareCode } from '@tafino/shared';

export const IMPORT_CODE_PARAM = 'importCode';

/** Characters people type for a code that the alphabet leaves out (0/O, 1/I/L). */
const LOOK_ALIKES = /[01OIL]/;

/** The code inside a pasted import or embed link, or undefined when the text is no such link. */
export function codeFromLink(text: string): string | undefined {
  const match = /[?&](?:importCode|code)=([^&#\s]+)/i.exec(text);
  if (!match?.[1]) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}

/** What the field shows for what was typed or pasted: upper case; a pasted link becomes its code. */
export function cleanCodeInput(raw: string): string {
  const linked = codeFromLink(raw);
  if (linked !== undefined) return formatShareCode(linked);
  return raw.toUpperCase();
}

export type CodeInputError = 'required' | 'lookAlike' | 'invalid';

/** Why the text is not a share code, or undefined when it is one (dashes, spaces and case are ignored). */
export function codeInputError(raw: string): CodeInputError | undefined {
  const code = normalizeShareCode(cleanCodeInput(raw));
  if (code === '') return 'required';
  if (isShareCode(code)) return undefined;
  return LOOK_ALIKES.test(code) ? 'lookAlike' : 'invalid';
}

/** The link that opens the import dialog with this code (after sign-in, which keeps /desktops paths). */
export function importLink(origin: string, code: string): string {
  return `${origin}/desktops?${IMPORT_CODE_PARAM}=${encodeURIComponent(normalizeShareCode(code))}`;
}

/** The read-only public view of the shared desktop. */
export function embedLink(origin: string, code: string): string {
  return `${origin}/iframe?code=${encodeURIComponent(normalizeShareCode(code))}`;
}
