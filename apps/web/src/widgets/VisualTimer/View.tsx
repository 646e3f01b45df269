import { useRef } from 'react';
import { useWidgetSdk } from '../sdk/react/context.tsx';
import { useCountdown } from '../sdk/react/use-countdown-end.ts';
import {
  type CountdownData,
  formatMinutesSeconds,
  idleCountdown,
  pauseCountdown,
  startCountdown,
} from '../sdk/time.ts';
import { dialPoint, minuteTickPaths } from '../sdk/ui/dial.ts';
import { Segmented, Stepper, WidgetButton } from '../sdk/ui/index.ts';
import type { WidgetViewProps } from '../sdk/view-types.ts';
import { VISUAL_TIMER_MAX_SECONDS } from './definition.ts';
import './visual-timer.css';
import { useTranslation } from '../sdk/i18n.ts';

const CHIP_MINUTES = [5, 10, 15, 30] as const;
const DISC_MS = VISUAL_TIMER_MAX_SECONDS * 1000;
const NUMBERS = Array.from({ length: 12 }, (_, i) => i * 5);

/** The 60 minute ticks as one path string, from radius 84 inwards to 80 (every fifth to 76). */
const TICKS = minuteTickPaths(84, 4, 8).all;

/** A pie sector from `startDeg` clockwise over `sweepDeg` (0 = 12 o'clock). */
function sectorPath(startDeg: number, sweepDeg: number, radius: number): string {
  if (sweepDeg <= 0) return '';
  if (sweepDeg >= 359.999) return `M 100 ${100 - radius} A ${radius} ${radius} 0 1 1 99.99 ${100 - radius} Z`;
  const a = dialPoint(startDeg, radius);
  const b = dialPoint(startDeg + sweepDeg, radius);
  return `M 100 100 L ${a.x} ${a.y} A ${radius} ${radius} 0 ${sweepDeg > 180 ? 1 : 0} 1 ${b.x} ${b.y} Z`;
}

/** The sector's angle: remaining time (or elapsed time when inverted) on a 60-minute disc. */
export function sectorDegrees(remainingMs: number, totalMs: number, invert: boolean): number {
  const ms = invert ? totalMs - Math.max(0, remainingMs) : Math.max(0, remainingMs);
  return Math.round((Math.min(DISC_MS, Math.max(0, ms)) / DISC_MS) * 360 * 100) / 100;
}

export function View({
  settings,
  componentData,
  soundEnabled,
  size,
  readOnly = false,
  onComponentDataChange,
  onSettingsChange,
}: WidgetViewProps<'VisualTimer', CountdownData>) {
  const { t } = useTranslation();
  const { now: clock } = useWidgetSdk();
  const data = componentData;
  const { running, remaining, over, change } = useCountdown(
    data,
    soundEnabled && settings.playSound,
    onComponentDataChange,
  );
  const totalMs = settings.totalSeconds * 1000;
  // Read-only (the embed): the disc and the time are shown, nothing sets, starts or stops them.
  const editable = !readOnly && (data.status === 'idle' || data.status === 'paused');
  const setMinutes = (minutes: number) => {
    const m = Math.min(60, Math.max(1, Math.round(minutes)));
    // The definition's onSettingsChange sets the idle countdown to the new duration.
    onSettingsChange({ totalSeconds: m * 60 });
  };
  const degrees = over
    ? settings.invertClock
      ? sectorDegrees(0, totalMs, true)
      : 0
    : sectorDegrees(remaining, totalMs, settings.invertClock);
  const svgRef = useRef<SVGSVGElement>(null);
  const dragging = useRef(false);
  const minutesAt = (clientX: number, clientY: number): number => {
    const rect = svgRef.current?.getBoundingClientRect();
    if (!rect) return settings.totalSeconds / 60;
    const dx = clientX - (rect.left + rect.width / 2);
    const dy = clientY - (rect.top + rect.height / 2);
    let angle = (Math.atan2(dy, dx) * 180) / Math.PI + 90;
    if (angle < 0) angle += 360;
    // The sector grows counter-clockwise from 12 o'clock: its edge angle maps to minutes from the left.
    const minutes = Math.round((settings.invertClock ? angle : 360 - angle) / 6);
    return minutes === 0 ? 60 : minutes;
  };
  // Below 150 px height: the disc and the main action side by side, no time line, chips or '−'/'+'.
  const tiny = size.height < 150;
  // Under 50 px (the smallest frame) the disc only.
  const micro = size.height < 50;
  // The setting controls ('−', '+', chips) need a frame of 230 px height.
  const setting = editable && size.height >= 230;
  const color = `var(--color-${settings.discColor}, ${settings.discColor})`;
  const start = settings.invertClock ? 0 : 360 - degrees;
  return (
    <div
      className={`visual-timer w-fill${tiny ? ' visual-timer--tiny' : ''}${over ? ' w-pulse' : ''}`}
      data-status={over ? 'finished' : data.status}
    >
      <svg
        ref={svgRef}
        className={`visual-timer__disc${editable ? ' visual-timer__disc--editable' : ''}`}
        viewBox="0 0 200 200"
        role="img"
        aria-label={t('widgets.VisualTimer.discLabel', { time: formatMinutesSeconds(remaining) })}
        data-sector-degrees={degrees}
        onPointerDown={(event) => {
          if (!editable) return;
          dragging.current = true;
          event.currentTarget.setPointerCapture(event.pointerId);
          setMinutes(minutesAt(event.clientX, event.clientY));
        }}
        onPointerMove={(event) => {
          if (dragging.current && editable) {
            const m = minutesAt(event.clientX, event.clientY);
            if (m * 60 !== settings.totalSeconds) setMinutes(m);
          }
        }}
        onPointerUp={() => {
          dragging.current = false;
        }}
        onPointerCancel={() => {
          dragging.current = false;
        }}
      >
        <circle cx="100" cy="100" r="96" className="visual-timer__face" />
        <path d={sectorPath(start, degrees, 80)} fill={color} className="visual-timer__sector" />
        <path d={TICKS} className="visual-timer__tick" />
        {NUMBERS.map((n) => {
          const p = dialPoint(settings.invertClock ? n * 6 : 360 - n * 6, 90);
          return (
            <text key={n} x={p.x} y={p.y} className="visual-timer__number">
              {n}
            </text>
          );
        })}
        <circle cx="100" cy="100" r="6" className="visual-timer__pin" />
      </svg>
      {/* '−' and '+' around the time (or around nothing when it is hidden); the chips below, wrapped. */}
      {(settings.showTimeDisplay || setting) && !tiny && (
        <Stepper
          className="visual-timer__set"
          disabled={!setting}
          decreaseLabel={t('widgets.VisualTimer.minusMinute')}
          increaseLabel={t('widgets.VisualTimer.plusMinute')}
          onDecrease={() => setMinutes(data.remainingMs / 60_000 - 1)}
          onIncrease={() => setMinutes(data.remainingMs / 60_000 + 1)}
        >
          {settings.showTimeDisplay ? (
            <div className="visual-timer__time" role="timer" data-testid="visual-timer-display">
              {formatMinutesSeconds(over ? 0 : remaining)}
            </div>
          ) : (
            <span className="visual-timer__gap" />
          )}
        </Stepper>
      )}
      {setting && (
        <Segmented
          className="visual-timer__chips"
          label={t('widgets.VisualTimer.chipsLabel')}
          options={CHIP_MINUTES.map((m) => ({
            value: m,
            label: t('widgets.VisualTimer.chip', { count: m }),
          }))}
          value={CHIP_MINUTES.find((m) => data.remainingMs === m * 60_000)}
          onChange={setMinutes}
          maxRows={2}
        />
      )}
      <div className="w-actions" hidden={readOnly || micro}>
        {editable && !micro && (
          <WidgetButton onClick={() => change((p) => startCountdown(p, clock()))}>
            {t('widgets.VisualTimer.start')}
          </WidgetButton>
        )}
        {!readOnly && !micro && running && !over && (
          <WidgetButton onClick={() => change((p) => pauseCountdown(p, clock()))}>
            {t('widgets.VisualTimer.pause')}
          </WidgetButton>
        )}
        {!readOnly && !micro && (!tiny || over) && data.status !== 'idle' && (
          <WidgetButton secondary onClick={() => onComponentDataChange(idleCountdown(totalMs))}>
            {t('widgets.VisualTimer.reset')}
          </WidgetButton>
        )}
      </div>
    </div>
  );
}
