import type { ProductEdition } from '../constants/editions.ts';
import {
  PUPIL_NAMES_FILE_EXTENSION,
  PUPIL_NAMES_MIME_TYPE,
  PUPIL_NAMES_SLUG_PART,
} from '../constants/limits.ts';
import { toSlug } from './slug.ts';

const LINE_BREAK = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/;

/** Splits a class list into names: any line ending, trimmed, no empty lines, no duplicates, first-seen order. */
export function parsePupilNames(text: string): string[] {
  const names = text
    .split(LINE_BREAK)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
  return [...new Set(names)];
}

/** The names no widget on the desktop uses as ownerName yet, in class-list order. */
export function unselectedPupilNames(
  all: readonly string[],
  ownerNames: readonly (string | null | undefined)[],
): string[] {
  const owners = new Set(ownerNames);
  return all.filter((name) => !owners.has(name));
}

/** Slug of a class's pupil-names asset: edition + 'Pupil-Names' + class code, slugified. */
export function pupilNamesAssetSlug(edition: ProductEdition, classCode: string): string {
  return toSlug(`${edition}-${PUPIL_NAMES_SLUG_PART}-${classCode}`);
}

/** File name of a class's pupil-names asset (slug + '.txt'). */
export function pupilNamesAssetFileName(edition: ProductEdition, classCode: string): string {
  return `${pupilNamesAssetSlug(edition, classCode)}${PUPIL_NAMES_FILE_EXTENSION}`;
}

/** Slug, file name and MIME type of a class's pupil-names asset. */
export function pupilNamesAsset(
  edition: ProductEdition,
  classCode: string,
): { slug: string; fileName: string; mimeType: typeof PUPIL_NAMES_MIME_TYPE } {
  return {
    slug: pupilNamesAssetSlug(edition, classCode),
    fileName: pupilNamesAssetFileName(edition, classCode),
    mimeType: PUPIL_NAMES_MIME_TYPE,
  };
}
