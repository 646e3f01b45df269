import type { TFunction } from '../../i18n/index.ts';
/**
 * Names for copies: the URL shows a desktop's name, so a copy must not take a name the user already has.
 *
 *   copyName(base, taken, t)   'Mathe (Kopie)', then 'Mathe (Kopie 2)', ... (within the 100-character limit)
 *   importName(base, taken, t) the shared desktop's own name when it is free, else copyName(...)
 */

export const NAME_MAX = 100;

function fit(t: TFunction, base: string, number: number): string {
  const make = (name: string) =>
    number === 1
      ? t('shell.sharing.copyName', { name })
      : t('shell.sharing.copyNameNumbered', { name, number });
  const full = make(base);
  if (full.length <= NAME_MAX) return full;
  const overflow = full.length - NAME_MAX;
  return make(`${base.slice(0, Math.max(1, base.length - overflow - 1)).trimEnd()}…`);
}

/** A free name for a copy of `base`. */
export function copyName(base: string, taken: Iterable<string>, t: TFunction): string {
  const names = new Set(taken);
  for (let number = 1; ; number += 1) {
    const candidate = fit(t, base, number);
    if (!names.has(candidate)) return candidate;
  }
}

/** The imported desktop keeps its name unless the user already has one of that name. */
export function importName(base: string, taken: Iterable<string>, t: TFunction): string {
  const names = new Set(taken);
  return names.has(base) ? copyName(base, names, t) : base;
}
