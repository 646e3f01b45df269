import type { ColorToken } from '@tafino/shared';
import { useEffect, useState } from 'react';
import { useWidgetSdk } from '../sdk/react/context.tsx';
import { useNow } from '../sdk/react/use-now.ts';
import { formatCountdown } from '../sdk/time.ts';
import { EmptyState, WidgetButton } from '../sdk/ui/index.ts';
import type { WidgetViewProps } from '../sdk/view-types.ts';
import type { WatchesData } from './definition.ts';
import {
  finishDue,
  flipRun,
  type HourglassRun,
  remainingMs,
  resetAll,
  runAt,
  sandAbove,
  startAll,
} from './runs.ts';
import './watches.css';
import { useTranslation } from '../sdk/i18n.ts';

type Props = WidgetViewProps<'Watches', WatchesData>;

/** An end seen later than this (e.g. back from a hidden tab) stays silent and does not wiggle (catalogue 2.2). */
const LATE_END_MS = 60_000;

// The glass in a 60x100 box: caps, two bulbs meeting at the neck (y 50). Sand levels are heights in it.
const TOP_BULB = 'M9 9H51C51 31 34 41 31 50H29C26 41 9 31 9 9Z';
const BOTTOM_BULB = 'M29 50H31C34 59 51 69 51 91H9C9 69 26 59 29 50Z';
/** Both bulbs as one path (glass and outline each draw them in one element). */
const BULBS = TOP_BULB + BOTTOM_BULB;
/** The two caps (52x6, corner radius 2, at y 3 and 91) as one path. */
const CAPS = [3, 91]
  .map(
    (y) =>
      `M6 ${y}H54A2 2 0 0 1 56 ${y + 2}V${y + 4}A2 2 0 0 1 54 ${y + 6}H6A2 2 0 0 1 4 ${y + 4}V${y + 2}A2 2 0 0 1 6 ${y}Z`,
  )
  .join('');
const TOP_Y = 12;
const NECK_Y = 50;
const BOTTOM_Y = 91;
const SAND_HEIGHT = NECK_Y - TOP_Y;

/**
 * 1–4 hourglasses side by side. A tap turns one over and starts its sand; the level is computed from
 * the stored end time and the SDK's clock. Empty: it wiggles once and shows 'fertig'.
 */
export function View({
  widgetId,
  settings,
  componentData,
  soundEnabled,
  readOnly = false,
  onComponentDataChange,
}: Props) {
  const { t } = useTranslation();
  const sdk = useWidgetSdk();
  const glasses = settings.hourglasses;
  const runs = glasses.map((_, index) => runAt(componentData.runs, index));
  const anyRunning = runs.some((run) => run.status === 'running');
  const now = useNow(anyRunning, 100);
  const [flipped, setFlipped] = useState<Record<number, number>>({});

  // Stores 'finished' once the sand has run out; the end sound only if wanted and the end is recent.
  const dueEnds = runs
    .flatMap((run) =>
      run.status === 'running' && run.endsAt !== null && run.endsAt <= now ? [run.endsAt] : [],
    )
    .join(',');
  const { playSound, now: clock } = sdk;
  useEffect(() => {
    if (dueEnds === '' || readOnly) return;
    const at = clock();
    const recent = dueEnds.split(',').some((end) => at - Number(end) < LATE_END_MS);
    onComponentDataChange((previous) => ({ ...previous, runs: finishDue(previous.runs, at) }));
    if (recent && settings.playSound && soundEnabled) playSound('end');
  }, [dueEnds, readOnly, clock, playSound, onComponentDataChange, settings.playSound, soundEnabled]);

  if (glasses.length === 0) {
    return (
      <div className="watches w-fill">
        <EmptyState title={t('widgets.Watches.empty')} hint={t('widgets.Watches.emptyHint')} dashed />
      </div>
    );
  }

  const totals = glasses.map((glass) => glass.totalSeconds * 1000);
  const flip = (index: number) => {
    const at = sdk.now();
    setFlipped((previous) => ({ ...previous, [index]: (previous[index] ?? 0) + 1 }));
    onComponentDataChange((previous) => ({
      ...previous,
      runs: glasses.map((_, i) =>
        i === index ? flipRun(runAt(previous.runs, i), totals[i] ?? 0, at) : runAt(previous.runs, i),
      ),
    }));
  };

  return (
    <div className="watches w-fill" data-count={glasses.length}>
      <ol className="watches__row">
        {glasses.map((glass, index) => {
          const run = runs[index] as HourglassRun;
          const total = totals[index] ?? 0;
          const above = sandAbove(run, total, now);
          const finished = run.status === 'finished' || (run.status === 'running' && above === 0);
          const label = glass.label || t('widgets.Watches.unnamed', { number: index + 1 });
          const time = formatCountdown(remainingMs(run, total, now));
          const state = finished
            ? t('widgets.Watches.finished')
            : run.status === 'running'
              ? t('widgets.Watches.running', { time })
              : t('widgets.Watches.idle', { time });
          const recentEnd = finished && run.endsAt !== null && now - run.endsAt < LATE_END_MS;
          return (
            <li key={index} className="watches__item">
              <button
                type="button"
                className={`watches__glass${finished ? ' watches__glass--finished' : ''}${recentEnd ? ' watches__glass--wiggle' : ''}`}
                data-status={finished ? 'finished' : run.status}
                data-color={glass.color}
                data-above={above.toFixed(3)}
                disabled={readOnly}
                aria-label={t(readOnly ? 'widgets.Watches.glassLabel' : 'widgets.Watches.flipLabel', {
                  label,
                  state,
                })}
                onClick={() => flip(index)}
              >
                <Glass
                  key={flipped[index] ?? 0}
                  id={`${widgetId}-${index}`}
                  color={glass.color}
                  above={above}
                  running={run.status === 'running' && !finished}
                  turning={(flipped[index] ?? 0) > 0}
                />
              </button>
              <span className="watches__label">{label}</span>
              <span
                className={`watches__state${finished ? ' watches__state--finished' : ''}`}
                aria-hidden="true"
              >
                {finished ? t('widgets.Watches.finished') : time}
              </span>
            </li>
          );
        })}
      </ol>
      {!readOnly && (
        <div className="watches__footer w-actions">
          <WidgetButton
            onClick={() => {
              const at = sdk.now();
              onComponentDataChange((previous) => ({ ...previous, runs: startAll(totals, at) }));
            }}
          >
            {t('widgets.Watches.startAll')}
          </WidgetButton>
          <WidgetButton
            secondary
            onClick={() =>
              onComponentDataChange((previous) => ({ ...previous, runs: resetAll(glasses.length) }))
            }
          >
            {t('widgets.Watches.reset')}
          </WidgetButton>
        </div>
      )}
    </div>
  );
}

/** One hourglass: the sand above shrinks from its surface, the heap below grows; a stream while running. */
function Glass({
  id,
  color,
  above,
  running,
  turning,
}: {
  id: string;
  color: ColorToken;
  above: number;
  running: boolean;
  turning: boolean;
}) {
  const topHeight = SAND_HEIGHT * above;
  const bottomHeight = (BOTTOM_Y - NECK_Y - 3) * (1 - above);
  const clipTop = `${id}-top`;
  const clipBottom = `${id}-bottom`;
  return (
    <svg
      className={`watches__svg${turning ? ' watches__svg--turn' : ''}`}
      viewBox="0 0 60 100"
      aria-hidden="true"
      data-color={color}
      preserveAspectRatio="xMidYMid meet"
    >
      <defs>
        <clipPath id={clipTop}>
          <path d={TOP_BULB} />
        </clipPath>
        <clipPath id={clipBottom}>
          <path d={BOTTOM_BULB} />
        </clipPath>
      </defs>
      <path d={BULBS} className="watches__bulb" />
      <rect
        className="watches__sand watches__sand--top"
        x="0"
        y={NECK_Y - topHeight}
        width="60"
        height={topHeight}
        clipPath={`url(#${clipTop})`}
      />
      <rect
        className="watches__sand watches__sand--bottom"
        x="0"
        y={BOTTOM_Y - bottomHeight}
        width="60"
        height={bottomHeight}
        clipPath={`url(#${clipBottom})`}
      />
      {running && above > 0 && (
        <line className="watches__stream" x1="30" x2="30" y1={NECK_Y} y2={BOTTOM_Y - bottomHeight} />
      )}
      <path d={BULBS} className="watches__outline" />
      <path d={CAPS} className="watches__cap" />
    </svg>
  );
}
