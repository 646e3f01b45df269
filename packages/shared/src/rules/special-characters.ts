/** Characters removed from file names and slugs (spec section 5). */
export const REMOVED_SPECIAL_CHARACTERS: readonly string[] = [
  '"',
  "'",
  '<',
  '>',
  '#',
  '%',
  '{',
  '}',
  '|',
  '\\',
  '^',
  '~',
  '[',
  ']',
  '`',
  ';',
  '?',
  ':',
  '@',
  '=',
  '&',
  '/',
  '*',
];

const SPECIAL_CHARACTERS_PATTERN = /["'<>#%{}|\\^~[\]`;?:@=&/*]/g;

/** Removes every character of REMOVED_SPECIAL_CHARACTERS from the text. */
export function removeSpecialCharacters(text: string): string {
  return text.replace(SPECIAL_CHARACTERS_PATTERN, '');
}
