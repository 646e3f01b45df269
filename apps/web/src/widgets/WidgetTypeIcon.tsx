import type { EffectiveEdition, WidgetTypeKey } from '@tafino/shared';
import { memo, useEffect, useState } from 'react';
import { iconSetFor } from './edition-look.ts';
import { getWidgetManifest } from './registry.ts';

type LucideModule = typeof import('./edition-icons.ts');

// The Lucide icons are their own chunk: Grundschule (the default) never loads them.
let lucide: LucideModule | null = null;
let loading: Promise<LucideModule> | null = null;

function loadLucide(): Promise<LucideModule> {
  loading ??= import('./edition-icons.ts').then((module) => {
    lucide = module;
    return module;
  });
  return loading;
}

/** The Lucide icon module once loaded (null before), loading it when `wanted`. */
function useLucide(wanted: boolean): LucideModule | null {
  const [module, setModule] = useState(lucide);
  useEffect(() => {
    if (!wanted || module) return;
    let live = true;
    loadLucide().then((loaded) => {
      if (live) setModule(loaded);
    });
    return () => {
      live = false;
    };
  }, [wanted, module]);
  return module;
}

export interface WidgetTypeIconProps {
  type: WidgetTypeKey;
  edition: EffectiveEdition;
  /** Edge length in CSS px (a stylesheet may set width and height instead). */
  size?: number;
  className?: string;
}

/**
 * A widget type's icon in the edition's look (widget catalogue 1.1): Grundschule the manifest's
 * colourful drawing with a thick outline, Sekundarstufe a Lucide line icon (a type without a drawing
 * gets its Lucide icon in both). Decorative: the name is always shown beside it. `data-icon-set` names
 * the set that was drawn ('pending' while the Lucide chunk loads, as an empty box of the same size).
 * Memoised: the widget bar draws some 50 of them and re-renders for its own reasons (scroll arrows, season).
 */
export const WidgetTypeIcon = memo(function WidgetTypeIcon({
  type,
  edition,
  size = 32,
  className,
}: WidgetTypeIconProps) {
  const drawing = iconSetFor(edition) === 'drawn' ? getWidgetManifest(type)?.icon : undefined;
  const icons = useLucide(!drawing);
  if (!drawing) {
    const Lucide = icons?.LUCIDE_WIDGET_ICONS[type];
    if (!Lucide)
      return (
        <svg
          width={size}
          height={size}
          aria-hidden="true"
          focusable="false"
          className={className}
          data-icon-set="pending"
        />
      );
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
});
