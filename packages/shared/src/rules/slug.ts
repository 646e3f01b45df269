import { removeSpecialCharacters } from './special-characters.ts';

/** Turns text into a slug: _ + ~ . become '-', lower-cased (de-DE), special characters removed (spec section 5). */
export function toSlug(text: string): string {
  return removeSpecialCharacters(text.replace(/[_+~.]/g, '-').toLocaleLowerCase('de-DE'));
}
