import { ProductEdition } from '../constants/editions.ts';
import { SEASONS, Season } from '../constants/season.ts';

/** Parses a season name in any case ('spring', 'Winter'); undefined for empty or unknown values. */
export function parseSeason(value: string | null | undefined): Season | undefined {
  const wanted = (value ?? '').trim().toLowerCase();
  if (wanted === '') return undefined;
  return SEASONS.find((season) => season.toLowerCase() === wanted);
}

/** Season image set: the footer image group setting if it names a season, else Spring for primary, else None. */
export function resolveSeason({
  footerImageGroupSlug,
  edition,
}: {
  footerImageGroupSlug?: string | null;
  edition: ProductEdition;
}): Season {
  const fromSetting = parseSeason(footerImageGroupSlug);
  if (fromSetting !== undefined) return fromSetting;
  return edition === ProductEdition.PrimaryGradeLevel ? Season.Spring : Season.None;
}
