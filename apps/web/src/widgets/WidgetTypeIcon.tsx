import type { EffectiveEdition, WidgetTypeKey } from '@tafino/shared';
import { iconSetFor, LUCIDE_WIDGET_ICONS } from './edition-icons.ts';
import { getWidgetDefinition } from './registry.ts';

export interface WidgetTypeIconProps {
  type: WidgetTypeKey;
  edition: EffectiveEdition;
  /** Edge length in CSS px (a stylesheet may set width and height instead). */
  size?: number;
  className?: string;
}

/**
 * A widget type's icon in the edition's look (widget catalogue 1.1): Grundschule the definition's
 * colourful drawing with a thick outline, Sekundarstufe a Lucide line icon. Decorative: the name is
 * always shown beside it. `data-icon-set` names the set that was drawn.
 */
export function WidgetTypeIcon({ type, edition, size = 32, className }: WidgetTypeIconProps) {
  const drawing = iconSetFor(edition) === 'drawn' ? getWidgetDefinition(type)?.icon : undefined;
  if (!drawing) {
    const Lucide = LUCIDE_WIDGET_ICONS[type];
    return (
      <Lucide
        size={size}
        strokeWidth={1.75}
        aria-hidden="true"
        focusable="false"
        className={className}
        data-icon-set="lucide"
      />
    );
  }
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className={className}
      data-icon-set="drawn"
    >
      {drawing.map((part) => (
        <path
          key={part.d}
          d={part.d}
          fill={part.fill ?? 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ))}
    </svg>
  );
}
