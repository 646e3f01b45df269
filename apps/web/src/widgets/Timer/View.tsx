import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdownEnd } from '../sdk/react/use-countdown-end.ts';
import { useNow } from '../sdk/react/use-now.ts';
import {
  addToCountdown,
  type CountdownData,
  countdownRemainingMs,
  formatCountdown,
  formatOvertime,
  idleCountdown,
  isCountdownOver,
  MINUTE_MS,
  pauseCountdown,
  startCountdown,
} from '../sdk/time.ts';
import type { WidgetViewProps } from '../sdk/view-types.ts';
import { TIMER_MAX_SECONDS } from './definition.ts';
import { NumberPad } from './NumberPad.tsx';
import '../sdk/react/widget-ui.css';
import './timer.css';
import { WidgetButton } from '../sdk/react/WidgetButton.tsx';

const LAST_SECONDS_MS = 10_000;

/** Countdown with presets, number pad, −/+ one minute, progress bar and overtime. */
export function View({
  settings,
  componentData,
  soundEnabled,
  size,
  readOnly = false,
  onComponentDataChange,
  onSettingsChange,
}: WidgetViewProps<'Timer', CountdownData>) {
  const { t } = useTranslation();
  const data = componentData;
  const running = data.status === 'running';
  const now = useNow(running || data.status === 'finished', 250);
  const remaining = countdownRemainingMs(data, now);
  const over = isCountdownOver(data, now);
  const [padOpen, setPadOpen] = useState(false);
  const change = useCallback(
    (next: (previous: CountdownData) => CountdownData) => onComponentDataChange(next),
    [onComponentDataChange],
  );
  useCountdownEnd(data, now, soundEnabled && settings.playSound, change);

  const setDuration = (seconds: number) => {
    const clamped = Math.min(TIMER_MAX_SECONDS, Math.max(1, Math.round(seconds)));
    onSettingsChange({ totalSeconds: clamped });
    onComponentDataChange(idleCountdown(clamped * 1000));
  };
  const adjust = (deltaMs: number) => {
    if (data.status === 'idle') setDuration(data.remainingMs / 1000 + deltaMs / 1000);
    else change((previous) => addToCountdown(previous, Date.now(), deltaMs));
  };
  const totalMs = settings.totalSeconds * 1000;
  const fraction = totalMs > 0 ? Math.max(0, Math.min(1, remaining / totalMs)) : 0;
  // Read-only (the embed): the time is shown, nothing sets, starts or stops it.
  const editable = !readOnly && (data.status === 'idle' || data.status === 'paused');
  const compact = size.height < 170;
  const display = over ? formatOvertime(remaining) : formatCountdown(remaining);
  const digitsClass = `timer__digits${remaining <= LAST_SECONDS_MS && running && !over ? ' timer__digits--last' : ''}${over ? ' timer__digits--overtime' : ''}`;
  const digitsStyle = {
    fontSize: Math.max(
      18,
      Math.min(size.height * (compact ? 0.36 : 0.26), size.width / (display.length * 0.62)),
    ),
  };

  return (
    <div
      className={`timer${over ? ' timer--finished w-pulse' : ''}`}
      data-status={over ? 'finished' : data.status}
    >
      {!readOnly && data.status === 'idle' && !compact && (
        <fieldset className="timer__presets" aria-label={t('widgets.Timer.presets')}>
          {settings.presetSeconds.map((s) => (
            <button
              key={s}
              type="button"
              className="w-chip"
              aria-pressed={data.remainingMs === s * 1000}
              onClick={() => setDuration(s)}
            >
              {s % 60 === 0
                ? t('widgets.Timer.presetMinutes', { count: s / 60 })
                : t('widgets.Timer.presetSeconds', { count: s })}
            </button>
          ))}
        </fieldset>
      )}
      <div className="timer__display-row">
        {editable && (
          <button
            type="button"
            className="w-small"
            aria-label={t('widgets.Timer.minusMinute')}
            onClick={() => adjust(-MINUTE_MS)}
          >
            −
          </button>
        )}
        {readOnly ? (
          <div className={digitsClass} style={digitsStyle} data-testid="timer-display">
            <span role="timer" aria-live="off" aria-label={t('widgets.Timer.timeLabel', { time: display })}>
              {display}
            </span>
          </div>
        ) : (
          <button
            type="button"
            className={digitsClass}
            style={digitsStyle}
            onClick={() => editable && setPadOpen(true)}
            aria-label={t('widgets.Timer.digitsLabel', { time: display })}
            aria-disabled={!editable}
            data-testid="timer-display"
          >
            <span role="timer" aria-live="off">
              {display}
            </span>
          </button>
        )}
        {editable && (
          <button
            type="button"
            className="w-small"
            aria-label={t('widgets.Timer.plusMinute')}
            onClick={() => adjust(MINUTE_MS)}
          >
            +
          </button>
        )}
      </div>
      {over && (
        <p className="timer__message" role="status">
          {settings.finishedMessage}
        </p>
      )}
      {settings.showProgressBar && !over && (
        <div className="timer__progress" aria-hidden="true">
          <div className="timer__progress-bar" style={{ transform: `scaleX(${fraction})` }} />
        </div>
      )}
      <div className="w-actions" hidden={readOnly}>
        {!readOnly && data.status === 'idle' && (
          <WidgetButton
            disabled={data.remainingMs <= 0}
            onClick={() => change((p) => startCountdown(p, Date.now()))}
          >
            {t('widgets.Timer.start')}
          </WidgetButton>
        )}
        {!readOnly && running && !over && (
          <WidgetButton onClick={() => change((p) => pauseCountdown(p, Date.now()))}>
            {t('widgets.Timer.pause')}
          </WidgetButton>
        )}
        {!readOnly && data.status === 'paused' && (
          <WidgetButton onClick={() => change((p) => startCountdown(p, Date.now()))}>
            {t('widgets.Timer.resume')}
          </WidgetButton>
        )}
        {!readOnly && (running || data.status === 'paused') && !over && (
          <WidgetButton secondary onClick={() => adjust(MINUTE_MS)}>
            {t('widgets.Timer.addMinute')}
          </WidgetButton>
        )}
        {!readOnly && data.status !== 'idle' && (
          <WidgetButton secondary onClick={() => onComponentDataChange(idleCountdown(totalMs))}>
            {t('widgets.Timer.reset')}
          </WidgetButton>
        )}
      </div>
      {padOpen && (
        <NumberPad
          initialSeconds={Math.round(data.remainingMs / 1000)}
          onCancel={() => setPadOpen(false)}
          onConfirm={(seconds) => {
            setPadOpen(false);
            if (seconds > 0) setDuration(seconds);
          }}
        />
      )}
    </div>
  );
}
