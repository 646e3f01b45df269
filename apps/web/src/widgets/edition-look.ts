import { type EffectiveEdition, ProductEdition, type WidgetCategory } from '@tafino/shared';

/** The icon set an edition shows: Grundschule its own colourful drawings, Sekundarstufe Lucide. */
export function iconSetFor(edition: EffectiveEdition): 'drawn' | 'lucide' {
  return edition === ProductEdition.SecondaryGradeLevel ? 'lucide' : 'drawn';
}

/**
 * A category as the edition tokens name it (`--card-accent-<slug>`, `data-widget-category`):
 * lower case, anything but letters and digits as '-' ('Symbole/Metacom' → 'symbole-metacom').
 */
export function categorySlug(category: WidgetCategory): string {
  return category.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}
