import { type PointerEvent, useRef, useState } from 'react';
import { useWidgetSdk } from '../sdk/react/context.tsx';
import { dialPoint, minuteTickPaths } from '../sdk/ui/dial.ts';
import { Stepper } from '../sdk/ui/index.ts';
import type { WidgetViewProps } from '../sdk/view-types.ts';
import {
  addHours,
  addMinutes,
  angleOf,
  type ClockTime,
  digital,
  hourAngle,
  MINUTE_STEPS,
  type MinuteStep,
  minuteAngle,
  minutesAt,
  sameOnDial,
  setHourHand,
  setMinuteHand,
  spoken,
  taskCount,
  taskTime,
} from './clock-time.ts';
import type { ReadTheClockData } from './definition.ts';
import '../sdk/ui/widget-ui.css';
import './read-the-clock.css';
import { useTranslation } from '../sdk/i18n.ts';

type Hand = 'hour' | 'minute';

const HOURS = Array.from({ length: 12 }, (_, i) => i + 1);
const MINUTE_LABELS = Array.from({ length: 11 }, (_, i) => (i + 1) * 5);

/** The 60 minute ticks as two path strings: 48 short ones (radius 92 to 88), 12 long ones (92 to 84). */
const TICKS = minuteTickPaths(92, 4, 8);

/** The nearest allowed step (a damaged stored 7 becomes 5). */
function snapStep(value: number): MinuteStep {
  return MINUTE_STEPS.reduce(
    (best, s) => (Math.abs(s - value) < Math.abs(best - value) ? s : best),
    5 as MinuteStep,
  );
}

function Hands({ time, coupled, className }: { time: ClockTime; coupled: boolean; className: string }) {
  return (
    <g className={className}>
      <line
        x1="100"
        y1="100"
        x2="100"
        y2="52"
        className="lernuhr__hour"
        transform={`rotate(${hourAngle(time, coupled)} 100 100)`}
      />
      <line
        x1="100"
        y1="100"
        x2="100"
        y2="24"
        className="lernuhr__minute"
        transform={`rotate(${minuteAngle(time)} 100 100)`}
      />
    </g>
  );
}

/**
 * Lernuhr (catalogue 3.5): a teaching clock with a red hour hand and blue minute hand. Both hands drag with
 * a finger (each pointer captured on its hand, so two children can turn them at once); '± Stunde' and
 * '± Minuten' are the non-drag alternative. Tasks ('Aufgabe') come from the SDK's randomness.
 */
export function View({
  settings,
  componentData,
  size,
  edition,
  readOnly = false,
  onComponentDataChange,
}: WidgetViewProps<'ReadTheClock', ReadTheClockData>) {
  const { t } = useTranslation();
  const { random } = useWidgetSdk();
  const [showTime, setShowTime] = useState(false);
  const dragging = useRef(new Map<number, Hand>());
  const svgRef = useRef<SVGSVGElement>(null);
  const step = snapStep(settings.minuteStep);
  const coupled = settings.coupledHands;
  const time: ClockTime = { hours: componentData.hours, minutes: componentData.minutes };
  const task = componentData.task;

  const move = (change: (time: ClockTime) => ClockTime) =>
    onComponentDataChange((d) => {
      const next = change({ hours: d.hours, minutes: d.minutes });
      if (next.hours === d.hours && next.minutes === d.minutes) return d;
      return { ...d, ...next, lastCheck: null };
    });
  const angleAt = (event: PointerEvent) => {
    const rect = svgRef.current?.getBoundingClientRect();
    if (!rect) return 0;
    return angleOf(
      event.clientX - (rect.left + rect.width / 2),
      event.clientY - (rect.top + rect.height / 2),
    );
  };
  const onHandDown = (hand: Hand) => (event: PointerEvent<SVGElement>) => {
    if (readOnly) return;
    event.preventDefault();
    event.stopPropagation();
    event.currentTarget.setPointerCapture(event.pointerId);
    // Where the hands overlap (12:00), a finger near the centre takes the short hour hand.
    const rect = svgRef.current?.getBoundingClientRect();
    let grabbed = hand;
    if (rect && hand === 'minute') {
      const dx = event.clientX - (rect.left + rect.width / 2);
      const dy = event.clientY - (rect.top + rect.height / 2);
      const radius = (Math.hypot(dx, dy) / rect.width) * 200;
      const off = Math.abs(((angleOf(dx, dy) - hourAngle(time, coupled) + 540) % 360) - 180);
      if (radius < 54 && off < 25) grabbed = 'hour';
    }
    dragging.current.set(event.pointerId, grabbed);
  };
  const onHandMove = (event: PointerEvent<SVGElement>) => {
    const hand = dragging.current.get(event.pointerId);
    if (!hand) return;
    const angle = angleAt(event);
    if (hand === 'minute') move((t0) => setMinuteHand(t0, minutesAt(angle, step), coupled));
    else move((t0) => setHourHand(t0, angle, coupled));
  };
  const onHandUp = (event: PointerEvent<SVGElement>) => {
    dragging.current.delete(event.pointerId);
  };

  const newTask = () => {
    // The task is drawn and saved at once (catalogue 2.3); nothing is animated.
    const next = taskTime(random.int(taskCount(step)), step);
    onComponentDataChange((d) => ({ ...d, task: next, lastCheck: null }));
  };
  const check = () => {
    if (!task) return;
    onComponentDataChange((d) => ({
      ...d,
      lastCheck: sameOnDial({ hours: d.hours, minutes: d.minutes }, task) ? 'correct' : 'wrong',
    }));
  };

  const primary = edition === 'PrimaryGradeLevel';
  const numberRadius = settings.showMinuteNumbers ? 60 : 72;
  const short = size.height < 260;
  const showControls = !readOnly && size.height >= 200;
  const timeText = settings.showDigitalTime || showTime ? digital(time) : '';
  const spokenText = settings.showSpokenTime || showTime ? spoken(time) : '';
  const handLabel = t('widgets.ReadTheClock.label', { time: digital(time), spoken: spoken(time) });

  return (
    <div
      className="lernuhr w-fill"
      data-edition={edition}
      data-hours={time.hours}
      data-minutes={time.minutes}
    >
      <div className="lernuhr__dial-box">
        <svg ref={svgRef} className="lernuhr__dial" viewBox="0 0 200 200" role="img" aria-label={handLabel}>
          <circle cx="100" cy="100" r="96" className="lernuhr__rim" />
          <path d={TICKS.minor} className="lernuhr__tick" />
          <path d={TICKS.major} className="lernuhr__tick lernuhr__tick--major" />
          {settings.showMinuteNumbers &&
            MINUTE_LABELS.map((m) => {
              const p = dialPoint(m * 6, 77);
              return (
                <text key={m} x={p.x} y={p.y} className="lernuhr__minute-number">
                  {m}
                </text>
              );
            })}
          {HOURS.map((h) => {
            const p = dialPoint(h * 30, numberRadius);
            return (
              <text
                key={h}
                x={p.x}
                y={p.y}
                className={`lernuhr__hour-number${primary ? ' lernuhr__hour-number--primary' : ''}`}
              >
                {h}
              </text>
            );
          })}
          {settings.show24hRing &&
            HOURS.map((h) => {
              const p = dialPoint(h * 30, numberRadius - 18);
              return (
                <text key={h} x={p.x} y={p.y} className="lernuhr__24h-number">
                  {h + 12}
                </text>
              );
            })}
          {task && componentData.lastCheck === 'wrong' && (
            <Hands time={task} coupled={coupled} className="lernuhr__ghost" />
          )}
          <Hands time={time} coupled={coupled} className="lernuhr__hands" />
          {/* Wide invisible grips along each hand: the finger targets (the minute hand's lies on top). */}
          {(['hour', 'minute'] as const).map((hand) => (
            <line
              key={hand}
              x1="100"
              y1="100"
              x2="100"
              y2={hand === 'hour' ? 48 : 20}
              className={`lernuhr__grip lernuhr__grip--${hand}`}
              data-hand={hand}
              transform={`rotate(${hand === 'hour' ? hourAngle(time, coupled) : minuteAngle(time)} 100 100)`}
              onPointerDown={onHandDown(hand)}
              onPointerMove={onHandMove}
              onPointerUp={onHandUp}
              onPointerCancel={onHandUp}
            />
          ))}
          <circle cx="100" cy="100" r="5" className="lernuhr__pin" />
        </svg>
      </div>
      {(timeText || spokenText) && (
        <div className="lernuhr__readout" aria-live="polite">
          {timeText && <span className="lernuhr__digital">{timeText}</span>}
          {spokenText && <span className="lernuhr__spoken">{spokenText}</span>}
        </div>
      )}
      {task && (
        <div className="lernuhr__task" aria-live="polite" data-task={`${task.hours}:${task.minutes}`}>
          {componentData.lastCheck === 'correct'
            ? t('widgets.ReadTheClock.correct')
            : componentData.lastCheck === 'wrong'
              ? t('widgets.ReadTheClock.wrong', { spoken: spoken(task) })
              : t('widgets.ReadTheClock.task', { spoken: spoken(task) })}
        </div>
      )}
      {showControls && (
        <div className={`lernuhr__controls${short ? ' lernuhr__controls--short' : ''}`}>
          <Stepper
            decreaseLabel={t('widgets.ReadTheClock.hourBack')}
            increaseLabel={t('widgets.ReadTheClock.hourOn')}
            onDecrease={() => move((t0) => addHours(t0, -1))}
            onIncrease={() => move((t0) => addHours(t0, 1))}
          >
            <span className="lernuhr__unit lernuhr__unit--hour">{t('widgets.ReadTheClock.hour')}</span>
          </Stepper>
          <Stepper
            decreaseLabel={t('widgets.ReadTheClock.minutesBack', { count: step })}
            increaseLabel={t('widgets.ReadTheClock.minutesOn', { count: step })}
            onDecrease={() =>
              move((t0) => (coupled ? addMinutes(t0, -step) : setMinuteHand(t0, t0.minutes - step, false)))
            }
            onIncrease={() =>
              move((t0) => (coupled ? addMinutes(t0, step) : setMinuteHand(t0, t0.minutes + step, false)))
            }
          >
            <span className="lernuhr__unit lernuhr__unit--minute">{t('widgets.ReadTheClock.minutes')}</span>
          </Stepper>
          <div className="lernuhr__actions">
            <button
              type="button"
              className="w-chip"
              aria-pressed={showTime}
              onClick={() => setShowTime((s) => !s)}
            >
              {t('widgets.ReadTheClock.showTime')}
            </button>
            <button type="button" className="w-chip" onClick={newTask}>
              {t('widgets.ReadTheClock.newTask')}
            </button>
            <button type="button" className="w-chip" disabled={!task} onClick={check}>
              {t('widgets.ReadTheClock.check')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
