// A new "Klassendienste" widget starts with the school's duties from the data dictionary
// (`class-duties`, spec section 7) instead of the shipped ones: pure rules, tested beside.
import {
  AUTHORITY_LIMITS,
  type AuthorityDuty,
  type EffectiveEdition,
  PRIMARY_AUTHORITY_DUTIES,
  SECONDARY_AUTHORITY_DUTIES,
} from '@tafino/shared';
import type { DataDictionaryView } from '../sdk/data-dictionary.ts';

const shipped = (edition: EffectiveEdition) =>
  edition === 'SecondaryGradeLevel' ? SECONDARY_AUTHORITY_DUTIES : PRIMARY_AUTHORITY_DUTIES;

const same = (a: readonly AuthorityDuty[], b: readonly AuthorityDuty[]) =>
  a.length === b.length &&
  a.every(
    (duty, i) =>
      duty.id === b[i]?.id &&
      duty.label === b[i]?.label &&
      duty.symbolKey === b[i]?.symbolKey &&
      duty.slots === b[i]?.slots,
  );

/** The school's duties of an edition, or null without a `class-duties` list (not loaded, embed). */
export function schoolDuties(
  dictionary: DataDictionaryView | null,
  edition: EffectiveEdition,
): AuthorityDuty[] | null {
  const entries = dictionary?.lists.get('class-duties');
  if (!entries) return null;
  return entries
    .filter((entry) => entry.edition === null || entry.edition === edition)
    .slice(0, AUTHORITY_LIMITS.maxDuties)
    .map((entry) => {
      const slots = Number(entry.value);
      return {
        id: entry.key.replace(/^duty\./, ''),
        label: entry.label.slice(0, AUTHORITY_LIMITS.maxLabelLength),
        symbolKey: entry.key,
        slots: Number.isInteger(slots) ? Math.min(Math.max(slots, 1), AUTHORITY_LIMITS.maxSlots) : 1,
      };
    });
}

/**
 * The duties a just placed widget should take: the school's when the widget still has the shipped
 * defaults and the school's differ; null to keep what it has.
 */
export function dutiesToAdopt(
  current: readonly AuthorityDuty[],
  dictionary: DataDictionaryView | null,
  edition: EffectiveEdition,
): AuthorityDuty[] | null {
  const school = schoolDuties(dictionary, edition);
  if (!school || school.length === 0) return null;
  if (!same(current, shipped(edition)) || same(school, current)) return null;
  return school;
}
