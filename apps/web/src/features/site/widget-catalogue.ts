/**
 * The widgets an edition offers, grouped by category in catalogue order, generated from the shared
 * constants (WIDGET_TYPE_INFO, widgetTypesForEdition). The product pages list all of an edition's widgets,
 * not only the ones this build registers.
 */
import {
  type EffectiveEdition,
  WIDGET_CATEGORIES,
  WIDGET_TYPE_INFO,
  type WidgetCategory,
  type WidgetTypeKey,
  widgetTypesForEdition,
  widgetTypesInCatalogueOrder,
} from '@tafino/shared';

export interface WidgetGroup {
  category: WidgetCategory;
  widgets: { key: WidgetTypeKey; name: string }[];
}

/** The edition's widgets by category (catalogue order; empty categories left out). */
export function widgetGroups(edition: EffectiveEdition): WidgetGroup[] {
  const types = widgetTypesInCatalogueOrder(edition);
  return WIDGET_CATEGORIES.map((category) => ({
    category,
    widgets: types
      .filter((key) => WIDGET_TYPE_INFO[key].category === category)
      .map((key) => ({ key, name: WIDGET_TYPE_INFO[key].displayName })),
  })).filter((group) => group.widgets.length > 0);
}

/** Number of widgets offered in an edition. */
export function widgetCount(edition: EffectiveEdition): number {
  return widgetTypesForEdition(edition).length;
}
