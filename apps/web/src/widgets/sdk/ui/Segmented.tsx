import { useLayoutEffect, useRef, useState } from 'react';
import { type SegmentedMode, segmentedLayout } from './segmented.ts';
import { useElementSize } from './use-element-size.ts';
import './widget-ui.css';
import { useTranslation } from '../../../i18n/index.ts';

export interface SegmentedOption<T> {
  readonly value: T;
  readonly label: string;
}

const GAP_PX = 6;

/**
 * A row of choices (presets, modes) that never overflows its box: one row when all fit, wrapped onto
 * up to `maxRows` rows, else a sideways scroller starting at the first choice with arrow buttons.
 * Each choice is a toggle button (`aria-pressed`).
 */
export function Segmented<T extends string | number>({
  options,
  value,
  onChange,
  label,
  maxRows = 2,
  className,
}: {
  options: readonly SegmentedOption<T>[];
  value: T | undefined;
  onChange: (value: T) => void;
  label: string;
  maxRows?: number;
  className?: string;
}) {
  const { t } = useTranslation();
  const { ref, size } = useElementSize<HTMLDivElement>();
  const items = useRef<(HTMLButtonElement | null)[]>([]);
  const scroller = useRef<HTMLFieldSetElement>(null);
  const [mode, setMode] = useState<SegmentedMode>('wrap');
  const labels = options.map((o) => o.label).join('\n');
  useLayoutEffect(() => {
    if (size.width === 0) return;
    const widths = items.current.slice(0, options.length).map((item) => item?.offsetWidth ?? 0);
    setMode(segmentedLayout({ widths, gap: GAP_PX, width: size.width, maxRows }).mode);
  }, [size.width, labels, maxRows, options.length]);
  const scrollBy = (direction: 1 | -1) => {
    const element = scroller.current;
    if (element) element.scrollBy({ left: direction * element.clientWidth * 0.7, behavior: 'smooth' });
  };
  return (
    <div ref={ref} className={`w-segmented${className ? ` ${className}` : ''}`} data-mode={mode}>
      {mode === 'scroll' && (
        <button
          type="button"
          className="w-segmented__arrow"
          aria-label={t('widgets.ui.scrollBack')}
          onClick={() => scrollBy(-1)}
        >
          ‹
        </button>
      )}
      <fieldset ref={scroller} className="w-segmented__items" aria-label={label}>
        {options.map((option, index) => (
          <button
            key={option.value}
            ref={(element) => {
              items.current[index] = element;
            }}
            type="button"
            className="w-chip"
            aria-pressed={value === option.value}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </button>
        ))}
      </fieldset>
      {mode === 'scroll' && (
        <button
          type="button"
          className="w-segmented__arrow"
          aria-label={t('widgets.ui.scrollForward')}
          onClick={() => scrollBy(1)}
        >
          ›
        </button>
      )}
    </div>
  );
}
