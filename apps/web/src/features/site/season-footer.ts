import { Season } from '@tafino/shared';
import autumn from '../seasons/assets/autumn-footer.svg';
import spring from '../seasons/assets/spring-footer.svg';
import summer from '../seasons/assets/summer-footer.svg';
import winter from '../seasons/assets/winter-footer.svg';

// The footer artwork is the self-drawn set in features/seasons/assets (served by the app itself).
const IMAGES: Readonly<Record<Season, string | null>> = {
  [Season.None]: null,
  [Season.Spring]: spring,
  [Season.Summer]: summer,
  [Season.Autumn]: autumn,
  [Season.Winter]: winter,
};

/** URL of the footer image of a season (none for Season.None). */
export function footerImage(season: Season): string | null {
  return IMAGES[season];
}
