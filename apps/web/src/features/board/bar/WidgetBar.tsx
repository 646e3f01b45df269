import {
  type EffectiveEdition,
  grantedWidgetTypes,
  resolveSeason,
  SettingNames,
  WIDGET_CATEGORIES,
  type WidgetTypeKey,
  widgetTypesInCatalogueOrder,
} from '@tafino/shared';
import { memo, useMemo, useRef } from 'react';
import { useApplication } from '../../../app/stores/application.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { categorySlug } from '../../../widgets/edition-look.ts';
import { getWidgetManifest } from '../../../widgets/registry.ts';
import { WidgetTypeIcon } from '../../../widgets/WidgetTypeIcon.tsx';
import { useCurrentUserMenus } from '../../menus/queries.ts';
import { widgetBarDecoration } from '../../seasons/season-art.ts';
import { useUserSettings } from '../../settings/queries.ts';
import { barNameWithPack } from '../../symbol-packs/bar-name.ts';
import { useActiveSymbolPack } from '../../symbol-packs/queries.ts';
import { ChevronLeftIcon, ChevronRightIcon } from '../chrome/icons.tsx';
import { placeWidget, preloadWidgetType } from '../store/place-widget.ts';
import { useScrollStrip } from './scroll-strip.ts';

/** An arrow over one end of the strip, shown while more tiles lie that way (a mouse's way to scroll). */
function PageButton({
  direction,
  hidden,
  onClick,
}: {
  direction: 'previous' | 'next';
  hidden: boolean;
  onClick: () => void;
}) {
  const { t } = useTranslation();
  const label = t(`board.bar.${direction}`);
  return (
    <button
      type="button"
      className={`widget-bar__page widget-bar__page--${direction}`}
      aria-label={label}
      title={label}
      tabIndex={-1}
      hidden={hidden}
      onClick={onClick}
    >
      <span className="widget-bar__page-icon">
        {direction === 'previous' ? <ChevronLeftIcon /> : <ChevronRightIcon />}
      </span>
    </button>
  );
}

/**
 * The edition's widgets by category (catalogue order), only those with a registered definition and,
 * when `granted` is given, only those the user's menu grants (GET menus/by-current-user).
 */
export function groupedWidgetTypes(
  edition: Parameters<typeof widgetTypesInCatalogueOrder>[0],
  granted?: ReadonlySet<WidgetTypeKey> | null,
) {
  const available = widgetTypesInCatalogueOrder(edition).filter(
    (type) => getWidgetManifest(type) && (!granted || granted.has(type)),
  );
  return WIDGET_CATEGORIES.map((category) => ({
    category,
    types: available.filter((type) => getWidgetManifest(type)?.info.category === category),
  })).filter((group) => group.types.length > 0);
}

/**
 * The bar's tiles by category. Memoised: the bar re-renders for its own reasons while a board opens (its
 * scroll arrows, the menus, settings and symbol pack queries answering), and the tiles only change with
 * the edition, the granted types, the symbol pack's name and the strings.
 */
const BarGroups = memo(function BarGroups({
  groups,
  edition,
  packName,
}: {
  groups: ReturnType<typeof groupedWidgetTypes>;
  edition: EffectiveEdition;
  packName: string | undefined;
}) {
  const { t } = useTranslation();
  const nameOf = (type: WidgetTypeKey) => barNameWithPack(t(`widgets.${type}.name`), packName);
  return (
    <div className="widget-bar__groups">
      {groups.map((group) => (
        <section
          key={group.category}
          className="widget-bar__group"
          data-widget-category={categorySlug(group.category)}
          aria-label={t(`board.categories.${group.category}`, { defaultValue: group.category })}
        >
          <h2 className="widget-bar__heading">
            {t(`board.categories.${group.category}`, { defaultValue: group.category })}
          </h2>
          <ul className="widget-bar__list">
            {group.types.map((type: WidgetTypeKey) => (
              <li key={type}>
                <button
                  type="button"
                  className="widget-bar__button"
                  title={t('board.bar.add', { name: nameOf(type) })}
                  onClick={() => void placeWidget(type)}
                  // The type's definition and view load on the way to the tap.
                  onPointerEnter={() => preloadWidgetType(type)}
                  onFocus={() => preloadWidgetType(type)}
                >
                  <WidgetTypeIcon type={type} edition={edition} className="widget-bar__icon" />
                  <span>{nameOf(type)}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
});

/**
 * The widget bar: grouped by category, German names, seasonal decoration. A tap adds the widget. The tiles
 * form one strip that scrolls sideways, with arrows at the ends that have more.
 */
export function WidgetBar() {
  const { t } = useTranslation();
  const edition = useApplication((s) => s.edition);
  const settings = useUserSettings();
  // The school may withhold widget types from a role or user (menus by role and user). Until the
  // menu arrives, or if it cannot be read, every widget is offered; widgets already on a board
  // render regardless.
  const menus = useCurrentUserMenus();
  const granted = useMemo(() => (menus.data ? grantedWidgetTypes(menus.data) : null), [menus.data]);
  const groups = useMemo(() => groupedWidgetTypes(edition, granted), [edition, granted]);
  const season = resolveSeason({
    footerImageGroupSlug: settings.data?.[SettingNames.FooterImageGroupSlug] ?? null,
    edition,
  });
  const decoration = widgetBarDecoration(season);
  // "Stundenplan (Symbole)" carries the active licensed pack's name instead (catalogue 1.6).
  const packName = useActiveSymbolPack()?.manifest.name;
  const nav = useRef<HTMLElement>(null);
  const strip = useScrollStrip(nav);
  return (
    <nav ref={nav} className="widget-bar" aria-label={t('board.bar.label')} data-season={season}>
      <div className="widget-bar__strip">
        <PageButton direction="previous" hidden={!strip.ends.previous} onClick={() => strip.page(-1)} />
        <div
          className="widget-bar__scroller"
          ref={strip.scroller}
          onScroll={strip.onScroll}
          onWheel={strip.onWheel}
        >
          <BarGroups groups={groups} edition={edition} packName={packName} />
        </div>
        <PageButton direction="next" hidden={!strip.ends.next} onClick={() => strip.page(1)} />
      </div>
      {decoration && (
        <img
          className="widget-bar__season"
          src={decoration}
          alt=""
          aria-hidden="true"
          data-testid="season-decoration"
        />
      )}
    </nav>
  );
}
