import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { Stepper, useElementSize } from '../sdk/ui/index.ts';
import type { WidgetViewProps } from '../sdk/view-types.ts';
import type { FractionsData } from './definition.ts';
import {
  compare,
  decimalText,
  EXPAND_FACTORS,
  expand,
  type FractionState,
  MAX_PARTS,
  numeratorOf,
  percentText,
  reduce,
  setPart,
  withDenominator,
} from './fraction.ts';
import '../sdk/ui/widget-ui.css';
import './fractions.css';
import { useTranslation } from '../sdk/i18n.ts';

type Representation = 'circle' | 'bar' | 'rectangle';

/** The outline of part i of d in a 100x100 box. */
function partPath(kind: Representation, d: number, i: number): string {
  if (kind === 'circle') {
    if (d === 1) return 'M50 4a46 46 0 1 0 0.01 0z';
    const point = (k: number) => {
      const a = (k / d) * 2 * Math.PI - Math.PI / 2;
      return `${50 + 46 * Math.cos(a)} ${50 + 46 * Math.sin(a)}`;
    };
    return `M50 50L${point(i)}A46 46 0 ${d === 2 ? 0 : 0} 1 ${point(i + 1)}Z`;
  }
  if (kind === 'bar') {
    const w = 92 / d;
    return `M${4 + i * w} 32h${w}v36h${-w}z`;
  }
  let rows = 1;
  for (let r = 1; r * r <= d; r++) if (d % r === 0) rows = r;
  const cols = d / rows;
  const w = 92 / cols;
  const h = 92 / rows;
  return `M${4 + (i % cols) * w} ${4 + Math.floor(i / cols) * h}h${w}v${h}h${-w}z`;
}

function Shape({
  kind,
  fraction,
  label,
  side,
  readOnly,
  onChange,
}: {
  kind: Representation;
  /** Edge of the square the shape is drawn in (CSS px). */
  side: number;
  fraction: FractionState;
  label: string;
  readOnly: boolean;
  onChange: (change: (f: FractionState) => FractionState) => void;
}) {
  const { t } = useTranslation();
  // Each finger paints: the first part it touches decides colour or clear, the parts it crosses follow.
  const painting = useRef(new Map<number, boolean>());
  const partAt = (event: PointerEvent) => {
    const el = document.elementFromPoint(event.clientX, event.clientY);
    const part = el?.closest('[data-part]');
    if (!part || !event.currentTarget.contains(part)) return null;
    return Number((part as SVGElement).dataset.part);
  };
  const onDown = (event: PointerEvent<SVGSVGElement>) => {
    if (readOnly) return;
    const part = partAt(event);
    if (part === null) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    const fill = !fraction.filledParts.includes(part);
    painting.current.set(event.pointerId, fill);
    onChange((f) => setPart(f, part, fill));
  };
  const onMove = (event: PointerEvent<SVGSVGElement>) => {
    const fill = painting.current.get(event.pointerId);
    if (fill === undefined) return;
    const part = partAt(event);
    if (part !== null) onChange((f) => setPart(f, part, fill));
  };
  const onUp = (event: PointerEvent<SVGSVGElement>) => painting.current.delete(event.pointerId);
  const onKey = (part: number) => (event: KeyboardEvent) => {
    if (readOnly || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    onChange((f) => setPart(f, part, !f.filledParts.includes(part)));
  };
  const d = fraction.denominator;
  return (
    // biome-ignore lint/a11y/useSemanticElements: the shape groups its parts; an SVG cannot be a fieldset.
    <svg
      className="brueche__shape"
      viewBox="0 0 100 100"
      width={side}
      height={side}
      role="group"
      aria-label={label}
      onPointerDown={onDown}
      onPointerMove={onMove}
      onPointerUp={onUp}
      onPointerCancel={onUp}
    >
      {Array.from({ length: d }, (_, i) => {
        const filled = fraction.filledParts.includes(i);
        return (
          // biome-ignore lint/a11y/useSemanticElements: an SVG part of the shape, tapped or swiped.
          <path
            key={`${d}-${i}`}
            d={partPath(kind, d, i)}
            data-part={i}
            className={`brueche__part${filled ? ' brueche__part--filled' : ''}`}
            role="button"
            tabIndex={readOnly ? -1 : 0}
            aria-pressed={filled}
            aria-label={t('widgets.Fractions.part', { number: i + 1, count: d })}
            onKeyDown={onKey(i)}
          />
        );
      })}
    </svg>
  );
}

/**
 * Brüche (catalogue 3.5): a shape in equal parts; tapped (or swiped) parts are coloured and make the
 * numerator. −/+ sets the denominator, 'Erweitern' splits, 'Kürzen' merges, all exact (fraction.ts).
 */
export function View({
  settings,
  componentData,
  size,
  edition,
  readOnly = false,
  onComponentDataChange,
}: WidgetViewProps<'Fractions', FractionsData>) {
  const { t } = useTranslation();
  const [revealed, setRevealed] = useState<string | null>(null);
  const count = settings.compareMode ? 2 : 1;
  const fractions = Array.from(
    { length: count },
    (_, i) => componentData.fractions[i] ?? { denominator: 4, filledParts: [] },
  );
  const change = (index: number) => (update: (f: FractionState) => FractionState) =>
    onComponentDataChange((data) => {
      const list = Array.from(
        { length: Math.max(count, data.fractions.length) },
        (_, i) => data.fractions[i] ?? { denominator: 4, filledParts: [] },
      );
      const current = list[index] as FractionState;
      const next = update(current);
      if (next === current) return data;
      list[index] = { denominator: next.denominator, filledParts: [...next.filledParts] };
      return { fractions: list };
    });
  const key = fractions.map((f) => `${f.denominator}:${f.filledParts.join('.')}`).join('|');
  const relation = count === 2 ? compare(fractions[0] as FractionState, fractions[1] as FractionState) : 0;
  const showControls = !readOnly && size.height >= 150;
  // Layout from the measured space, so nothing overflows at 360x240 (two fractions side by side too):
  // a roomy fraction shows "Erweitern ×2" and the part count, a small one "×2" (named in full for screen
  // readers and as a tooltip) and smaller −/+; the numbers column and the shape share the view's width.
  const itemWidth = (size.width - 8 - (count - 1) * 12) / count;
  const roomy = itemWidth >= 300 && size.height >= (count === 2 ? 380 : 320);
  const { ref: viewRef, size: view } = useElementSize<HTMLDivElement>();
  // The numbers in one column ("3/4" over "0,75" over "75 %") or, in a wide flat view, the decimal and the
  // percent beside the fraction: whichever gives the larger digits.
  const extras = (settings.showDecimal ? 1 : 0) + (settings.showPercent ? 1 : 0);
  const stacked = settings.showFraction ? 3.3 : 0;
  const fit = (lines: number, widest: number) =>
    Math.max(10, Math.min(64, view.height / Math.max(lines, 1.2), (view.width * 0.45) / Math.max(widest, 1)));
  const column = { lines: stacked + extras * 1.25, widest: extras > 0 ? 3.2 : 1.6 };
  const row = { lines: Math.max(stacked, extras * 1.25), widest: (stacked ? 1.9 : 0) + (extras ? 3.2 : 0) };
  const numbersRow =
    stacked > 0 && extras > 0 && fit(row.lines, row.widest) > fit(column.lines, column.widest);
  const { lines, widest } = numbersRow ? row : column;
  const font = fit(lines, widest);
  const numbersWidth = lines > 0 ? font * widest : 0;
  const gap = Math.min(24, Math.max(4, view.width * 0.04));
  const side = Math.max(24, Math.min(view.height, view.width - numbersWidth - gap));

  return (
    <div
      className={`brueche w-fill${count === 2 ? ' brueche--compare' : ''}${roomy ? '' : ' brueche--small'}`}
      data-edition={edition}
    >
      <div className="brueche__fractions">
        {fractions.map((fraction, index) => {
          const n = numeratorOf(fraction);
          const d = fraction.denominator;
          const reduced = reduce(fraction);
          return (
            <div className="brueche__item" key={index} data-testid="fraction">
              <div className="brueche__view" ref={index === 0 ? viewRef : undefined} style={{ gap }}>
                {view.width > 0 && (
                  <Shape
                    kind={settings.representation}
                    fraction={fraction}
                    side={side}
                    label={t('widgets.Fractions.shape', { numerator: n, denominator: d })}
                    readOnly={readOnly}
                    onChange={change(index)}
                  />
                )}
                <div
                  className={`brueche__numbers${numbersRow ? ' brueche__numbers--row' : ''}`}
                  style={{ fontSize: font }}
                >
                  {settings.showFraction && (
                    <span className="brueche__stacked" data-value={`${n}/${d}`}>
                      <span className="visually-hidden">{`${n}/${d}`}</span>
                      <span aria-hidden="true">{n}</span>
                      <span className="brueche__bar" />
                      <span aria-hidden="true">{d}</span>
                    </span>
                  )}
                  {extras > 0 && (
                    <span className="brueche__extras">
                      {settings.showDecimal && <span className="brueche__decimal">{decimalText(n, d)}</span>}
                      {settings.showPercent && <span className="brueche__percent">{percentText(n, d)}</span>}
                    </span>
                  )}
                </div>
              </div>
              {showControls && (
                <div className="brueche__controls">
                  <Stepper
                    decreaseLabel={t('widgets.Fractions.fewerParts')}
                    increaseLabel={t('widgets.Fractions.moreParts')}
                    onDecrease={() =>
                      change(index)((f) =>
                        withDenominator(Math.max(1, Math.min(f.denominator - 1, settings.maxDenominator))),
                      )
                    }
                    onIncrease={() =>
                      change(index)((f) =>
                        withDenominator(Math.min(settings.maxDenominator, f.denominator + 1)),
                      )
                    }
                  >
                    <span className={roomy ? 'brueche__count' : 'brueche__count visually-hidden'}>
                      {t('widgets.Fractions.parts', { count: d })}
                    </span>
                  </Stepper>
                  <div className="brueche__tools">
                    {EXPAND_FACTORS.map((k) => (
                      <button
                        key={k}
                        type="button"
                        className="w-chip"
                        disabled={d * k > MAX_PARTS}
                        aria-label={roomy ? undefined : t('widgets.Fractions.expand', { factor: k })}
                        title={roomy ? undefined : t('widgets.Fractions.expand', { factor: k })}
                        onClick={() => change(index)((f) => expand(f, k))}
                      >
                        {roomy ? t('widgets.Fractions.expand', { factor: k }) : `×${k}`}
                      </button>
                    ))}
                    <button
                      type="button"
                      className="w-chip"
                      disabled={reduced === null}
                      onClick={() => change(index)((f) => reduce(f) ?? f)}
                    >
                      {t('widgets.Fractions.reduce')}
                    </button>
                  </div>
                </div>
              )}
            </div>
          );
        })}
      </div>
      {count === 2 && (
        <div className="brueche__compare">
          {revealed === key && (
            <span className="brueche__relation" data-testid="relation">
              {relation < 0 ? '<' : relation > 0 ? '>' : '='}
            </span>
          )}
          {!readOnly && (
            <button type="button" className="w-chip" onClick={() => setRevealed(key)}>
              {t('widgets.Fractions.compare')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
