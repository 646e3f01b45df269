import {
  resolveSeason,
  SettingNames,
  WIDGET_CATEGORIES,
  type WidgetTypeKey,
  widgetTypesForEdition,
} from '@tafino/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useApplication } from '../../../app/stores/application.ts';
import { categorySlug } from '../../../widgets/edition-look.ts';
import { getWidgetDefinition } from '../../../widgets/registry.ts';
import { WidgetTypeIcon } from '../../../widgets/WidgetTypeIcon.tsx';
import { widgetBarDecoration } from '../../seasons/season-art.ts';
import { useUserSettings } from '../../settings/queries.ts';
import { addWidget } from '../store/board-actions.ts';

/** The edition's widgets by category (catalogue order), only those with a registered definition. */
export function groupedWidgetTypes(edition: Parameters<typeof widgetTypesForEdition>[0]) {
  const available = widgetTypesForEdition(edition).filter((type) => getWidgetDefinition(type));
  return WIDGET_CATEGORIES.map((category) => ({
    category,
    types: available.filter((type) => getWidgetDefinition(type)?.info.category === category),
  })).filter((group) => group.types.length > 0);
}

/** The widget bar: grouped by category, German names, seasonal decoration. A tap adds the widget. */
export function WidgetBar() {
  const { t } = useTranslation();
  const edition = useApplication((s) => s.edition);
  const settings = useUserSettings();
  const groups = useMemo(() => groupedWidgetTypes(edition), [edition]);
  const season = resolveSeason({
    footerImageGroupSlug: settings.data?.[SettingNames.FooterImageGroupSlug] ?? null,
    edition,
  });
  const decoration = widgetBarDecoration(season);
  return (
    <nav className="widget-bar" aria-label={t('board.bar.label')} data-season={season}>
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
                    title={t('board.bar.add', { name: t(`widgets.${type}.name`) })}
                    onClick={() => addWidget(type)}
                  >
                    <WidgetTypeIcon type={type} edition={edition} className="widget-bar__icon" />
                    <span>{t(`widgets.${type}.name`)}</span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))}
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
