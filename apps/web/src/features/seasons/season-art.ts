import { Season } from '@tafino/shared';
import autumnFooter from './assets/autumn-footer.svg?no-inline';
import autumnBar from './assets/autumn-widget-bar.svg?no-inline';
import springFooter from './assets/spring-footer.svg?no-inline';
import springBar from './assets/spring-widget-bar.svg?no-inline';
import summerFooter from './assets/summer-footer.svg?no-inline';
import summerBar from './assets/summer-widget-bar.svg?no-inline';
import winterFooter from './assets/winter-footer.svg?no-inline';
import winterBar from './assets/winter-widget-bar.svg?no-inline';

// The seasonal artwork drawn for this product (served by the app itself as files, never inlined into
// the shell's JS: only one season shows at a time): one set for the
// public footer, one for the board's widget bar. Which season applies is resolveSeason's rule.
const ART: Readonly<Record<Season, { footer: string; widgetBar: string } | null>> = {
  [Season.None]: null,
  [Season.Spring]: { footer: springFooter, widgetBar: springBar },
  [Season.Summer]: { footer: summerFooter, widgetBar: summerBar },
  [Season.Autumn]: { footer: autumnFooter, widgetBar: autumnBar },
  [Season.Winter]: { footer: winterFooter, widgetBar: winterBar },
};

/** URL of the footer image of a season (none for Season.None). */
export function footerImage(season: Season): string | null {
  return ART[season]?.footer ?? null;
}

/** URL of the widget-bar decoration of a season (none for Season.None). */
export function widgetBarDecoration(season: Season): string | null {
  return ART[season]?.widgetBar ?? null;
}
