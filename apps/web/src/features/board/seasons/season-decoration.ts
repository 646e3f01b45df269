import { Season } from '@tafino/shared';
import autumn from '../../seasons/assets/autumn-widget-bar.svg';
import spring from '../../seasons/assets/spring-widget-bar.svg';
import summer from '../../seasons/assets/summer-widget-bar.svg';
import winter from '../../seasons/assets/winter-widget-bar.svg';

// The widget-bar artwork is the self-drawn set in features/seasons/assets (shared with the footer's set).
const IMAGES: Readonly<Record<Season, string | null>> = {
  [Season.None]: null,
  [Season.Spring]: spring,
  [Season.Summer]: summer,
  [Season.Autumn]: autumn,
  [Season.Winter]: winter,
};

/** URL of the widget-bar decoration of a season (none for Season.None). */
export function widgetBarDecoration(season: Season): string | null {
  return IMAGES[season];
}
