import { segmentAtPointer, WHEEL_OF_FORTUNE_LIMITS, wheelLanding } from '@tafino/shared';
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { useWidgetSdk } from '../sdk/react/context.tsx';
import { usePickPool } from '../sdk/react/use-pick-pool.ts';
import { EmptyState, WidgetButton } from '../sdk/ui/index.ts';
import type { WidgetViewProps } from '../sdk/view-types.ts';
import type { WheelData } from './definition.ts';
import './wheel.css';
import { useTranslation } from '../sdk/i18n.ts';

/** The spin's length (wheel.css), and the fade's that replaces it with reduced motion. */
const SPIN_MS = 4000;
const FADE_MS = 400;
/** A flick: the pointer travels at least this far (CSS px) while pressed on the wheel. */
const FLICK_PX = 30;
const COLORS = ['#ffd54f', '#81d4fa', '#a5d6a7', '#f48fb1', '#ffab91', '#ce93d8', '#80cbc4', '#e6ee9c'];

const reducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The colour of segment i of n: neighbours (also the last and the first) never share one. */
function segmentColor(i: number, n: number): string {
  const k = n % COLORS.length === 1 && i === n - 1 ? 1 : i % COLORS.length;
  return COLORS[k]!;
}

function segmentPath(i: number, n: number, r: number): string {
  const a0 = ((i / n) * 2 - 0.5) * Math.PI;
  const a1 = (((i + 1) / n) * 2 - 0.5) * Math.PI;
  const large = 1 / n > 0.5 ? 1 : 0;
  return `M0 0L${r * Math.cos(a0)} ${r * Math.sin(a0)}A${r} ${r} 0 ${large} 1 ${r * Math.cos(a1)} ${r * Math.sin(a1)}Z`;
}

/**
 * "Glücksrad": 2–60 segments; "Drehen" (or a flick) decides the result with the SDK's randomness,
 * stores it with the landing angle, then a 4 s ease-out turns the wheel onto it (a fade with
 * reduced motion). With the class list and `removePickedEntries`, who was drawn is remembered for
 * the teacher's class (as in "Namen ziehen").
 */
export function View({
  settings,
  componentData,
  size,
  readOnly = false,
  onComponentDataChange,
}: WidgetViewProps<'WheelOfFortune', WheelData>) {
  const { t } = useTranslation();
  const sdk = useWidgetSdk();
  const classNames = sdk.useClassNames();
  const fromClassList = settings.entrySource === 'classList';
  const all = fromClassList ? classNames : settings.entries.filter((e) => e.trim() !== '');
  const {
    memory,
    picked: removed,
    remaining: available,
  } = usePickPool(
    all,
    fromClassList && settings.removePickedEntries && !readOnly,
    componentData.removedEntries,
  );
  // While spinning the wheel keeps the segments it started with (a drawn entry leaves afterwards).
  const [spin, setSpin] = useState<{ entries: readonly string[]; fade: boolean } | null>(null);
  const segments = spin?.entries ?? available;
  const pointer = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    if (!spin) return;
    const timer = setTimeout(() => setSpin(null), spin.fade ? FADE_MS : SPIN_MS);
    return () => clearTimeout(timer);
  }, [spin]);

  const spinNow = () => {
    if (readOnly || spin || available.length < 1) return;
    const index = sdk.random.int(available.length);
    const result = available[index]!;
    const rotationDeg = wheelLanding(componentData.rotationDeg, index, available.length, sdk.random);
    const removeIt = settings.removePickedEntries;
    // Stored before the wheel turns: a reload shows the landed wheel and the banner.
    onComponentDataChange({
      lastResult: result,
      rotationDeg,
      removedEntries: removeIt ? [...removed, result] : [...removed],
    });
    if (removeIt) memory?.add([result]);
    if (settings.playSound) sdk.playSound('roll');
    setSpin({ entries: available, fade: reducedMotion() });
  };
  const removeResult = () => {
    const result = componentData.lastResult;
    if (!result || removed.includes(result)) return;
    onComponentDataChange({ ...componentData, removedEntries: [...removed, result] });
    memory?.add([result]);
  };
  const restoreAll = () => {
    onComponentDataChange({ ...componentData, removedEntries: [] });
    memory?.clear();
  };
  const onPointerDown = (event: PointerEvent) => {
    pointer.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = pointer.current;
    pointer.current = null;
    if (start && Math.hypot(event.clientX - start.x, event.clientY - start.y) >= FLICK_PX) spinNow();
  };

  if (all.length < WHEEL_OF_FORTUNE_LIMITS.minEntries && !(all.length === 1 && removed.length === 0)) {
    return (
      <div className="wheel w-fill">
        <EmptyState
          status
          title={t(fromClassList ? 'widgets.WheelOfFortune.noClassList' : 'widgets.WheelOfFortune.noEntries')}
          hint={
            readOnly
              ? undefined
              : t(
                  fromClassList
                    ? 'widgets.WheelOfFortune.noClassListHint'
                    : 'widgets.WheelOfFortune.noEntriesHint',
                )
          }
        />
      </div>
    );
  }

  const controls = !readOnly && size.height >= 160;
  const allDrawn = available.length === 0;
  const showBanner = !spin && componentData.lastResult !== null;
  const diameter = Math.max(40, Math.min(size.width - 12, size.height - (controls ? 64 : 8) - 8));
  const n = Math.max(1, segments.length);
  const r = 100;
  const longest = Math.max(1, ...segments.map((e) => e.length));
  // Radial labels: as large as the segment's width at 2/3 of the radius and the room along it allow.
  const labelSize = Math.max(
    4,
    Math.min(16, ((2 * Math.PI * r * 0.62) / n) * 0.8, (r * 0.62) / (longest * 0.6)),
  );
  const banner = componentData.lastResult ?? '';
  const bannerRemovable =
    showBanner && !settings.removePickedEntries && !removed.includes(banner) && all.includes(banner);

  return (
    <div className="wheel w-fill">
      <div className="wheel__stage" style={{ width: diameter, height: diameter }}>
        <svg
          className={`wheel__disc${spin ? (spin.fade ? ' wheel__disc--fade' : ' wheel__disc--spinning') : ''}`}
          viewBox="-104 -104 208 208"
          role="img"
          aria-label={t('widgets.WheelOfFortune.wheel', { count: segments.length })}
          data-testid="wheel-disc"
          data-rotation={componentData.rotationDeg}
          data-segments={JSON.stringify(segments)}
          onPointerDown={readOnly ? undefined : onPointerDown}
          onPointerUp={readOnly ? undefined : onPointerUp}
        >
          <g style={{ transform: `rotate(${componentData.rotationDeg}deg)` }} className="wheel__rotor">
            {segments.length === 0 ? (
              <circle r={r} fill="#eceff1" stroke="#cfd8dc" strokeWidth="1.5" />
            ) : segments.length === 1 ? (
              <circle r={r} fill={COLORS[0]} stroke="#fff" strokeWidth="1.5" />
            ) : (
              segments.map((entry, i) => (
                <path
                  key={`${i}-${entry}`}
                  d={segmentPath(i, n, r)}
                  fill={segmentColor(i, n)}
                  stroke="#fff"
                  strokeWidth="1"
                />
              ))
            )}
            {segments.map((entry, i) => {
              const mid = ((i + 0.5) / n) * 360 - 90;
              return (
                <text
                  key={`t${i}-${entry}`}
                  className="wheel__label"
                  transform={`rotate(${mid}) translate(${r * 0.92} 0)`}
                  textAnchor="end"
                  dominantBaseline="central"
                  fontSize={labelSize}
                >
                  {entry.length > 22 ? `${entry.slice(0, 21)}…` : entry}
                </text>
              );
            })}
            <circle r={r * 0.1} fill="#fff" stroke="#333" strokeWidth="2" />
          </g>
          <path className="wheel__pointer" d="M-9 -106L9 -106L0 -86Z" />
        </svg>
        {showBanner && (
          <div className="wheel__banner" role="status" data-testid="wheel-banner">
            <span className="wheel__result">{banner}</span>
            {!readOnly && (bannerRemovable || removed.length > 0) && (
              <span className="wheel__banner-actions">
                {bannerRemovable && (
                  <button type="button" className="w-chip" onClick={removeResult}>
                    {t('widgets.WheelOfFortune.remove')}
                  </button>
                )}
                {removed.length > 0 && (
                  <button type="button" className="w-chip" onClick={restoreAll}>
                    {t('widgets.WheelOfFortune.restoreAll')}
                  </button>
                )}
              </span>
            )}
          </div>
        )}
      </div>
      {controls &&
        (allDrawn && !spin ? (
          <div className="wheel__actions">
            <span className="wheel__all-drawn" role="status">
              {t('widgets.WheelOfFortune.allDrawn')}
            </span>
            {!showBanner && (
              <WidgetButton onClick={restoreAll}>{t('widgets.WheelOfFortune.restoreAll')}</WidgetButton>
            )}
          </div>
        ) : (
          <div className="wheel__actions">
            <WidgetButton onClick={spinNow} disabled={spin !== null}>
              {t('widgets.WheelOfFortune.spin')}
            </WidgetButton>
          </div>
        ))}
      <div className="wheel__live" aria-live="polite" data-testid="wheel-announcement">
        {showBanner ? t('widgets.WheelOfFortune.result', { result: banner }) : ''}
      </div>
      <span hidden data-testid="wheel-pointer-entry">
        {segments.length > 0 ? segments[segmentAtPointer(componentData.rotationDeg, segments.length)] : ''}
      </span>
    </div>
  );
}
