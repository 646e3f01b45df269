import { resolveSeason, SettingNames } from '@tafino/shared';
import { useApplication } from '../../app/stores/application.ts';
import { footerImage } from '../seasons/season-art.ts';
import { useUserSettings } from '../settings/queries.ts';

/**
 * The default layout's footer (spec section 2: "Footer and widget bar show seasonal decorative
 * images"): a slim band under the desktop with the season's image (footer image group setting,
 * else Spring for the primary edition, else none: then there is no band). It is part of the
 * shell's column, so the desktop above it shrinks by its height and it never covers a widget.
 */
export function ShellFooter() {
  const edition = useApplication((s) => s.edition);
  const settings = useUserSettings();
  const season = resolveSeason({
    footerImageGroupSlug: settings.data?.[SettingNames.FooterImageGroupSlug] ?? null,
    edition,
  });
  const image = footerImage(season);
  if (!image) return null;
  return (
    <div className="shell-footer" data-season={season} aria-hidden="true" data-testid="shell-footer">
      <img className="shell-footer__image" src={image} alt="" />
    </div>
  );
}
