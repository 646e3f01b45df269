/** The suffix of the "(Symbole)" widget types' names in the widget bar (catalogue 1.6). */
const SYMBOL_SUFFIX = /\s*\(Symbole\)$/;

/**
 * A widget-bar name under the active licensed pack: "Stundenplan (Symbole)" becomes
 * "Stundenplan (METACOM)" while a pack named METACOM is active; other names stay.
 */
export function barNameWithPack(name: string, packName: string | null | undefined): string {
  const pack = packName?.trim();
  if (!pack || !SYMBOL_SUFFIX.test(name)) return name;
  return name.replace(SYMBOL_SUFFIX, ` (${pack})`);
}
