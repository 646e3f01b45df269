import { useState } from 'react';
import { useWidgetSdk } from '../sdk/react/context.tsx';
import { useCountdown } from '../sdk/react/use-countdown-end.ts';
import {
  addToCountdown,
  type CountdownData,
  formatCountdown,
  formatOvertime,
  idleCountdown,
  MINUTE_MS,
  pauseCountdown,
  startCountdown,
} from '../sdk/time.ts';
import { FitText, Segmented, type SegmentedOption, Stepper, WidgetButton } from '../sdk/ui/index.ts';
import type { WidgetViewProps } from '../sdk/view-types.ts';
import { TIMER_MAX_SECONDS } from './definition.ts';
import { NumberPad } from './NumberPad.tsx';
import './timer.css';
import { useTranslation } from '../sdk/i18n.ts';

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
  const { now: clock } = useWidgetSdk();
  const data = componentData;
  const { running, remaining, over, change } = useCountdown(
    data,
    soundEnabled && settings.playSound,
    onComponentDataChange,
  );
  const [padOpen, setPadOpen] = useState(false);

  const setDuration = (seconds: number) => {
    const clamped = Math.min(TIMER_MAX_SECONDS, Math.max(1, Math.round(seconds)));
    // The definition's onSettingsChange sets the idle countdown to the new duration.
    onSettingsChange({ totalSeconds: clamped });
  };
  const adjust = (deltaMs: number) => {
    if (data.status === 'idle') setDuration(data.remainingMs / 1000 + deltaMs / 1000);
    else change((previous) => addToCountdown(previous, clock(), deltaMs));
  };
  const totalMs = settings.totalSeconds * 1000;
  const fraction = totalMs > 0 ? Math.max(0, Math.min(1, remaining / totalMs)) : 0;
  // Read-only (the embed): the time is shown, nothing sets, starts or stops it.
  const editable = !readOnly && (data.status === 'idle' || data.status === 'paused');
  // Small frames keep what fits: no presets or bar below 170 px, one row of digits and the main action below 110 px.
  // Under 50 px (the smallest frame) the time only: the controls come back when the Timer is larger.
  const compact = size.height < 170;
  const tiny = size.height < 110;
  const micro = size.height < 50;
  const display = over ? formatOvertime(remaining) : formatCountdown(remaining);
  const digitsClass = `timer__digits${remaining <= LAST_SECONDS_MS && running && !over ? ' timer__digits--last' : ''}${over ? ' timer__digits--overtime' : ''}`;
  const presets: SegmentedOption<number>[] = settings.presetSeconds.map((s) => ({
    value: s,
    label:
      s % 60 === 0
        ? t('widgets.Timer.presetMinutes', { count: s / 60 })
        : t('widgets.Timer.presetSeconds', { count: s }),
  }));

  return (
    <div
      className={`timer w-fill${tiny ? ' timer--tiny' : ''}${micro ? ' timer--micro' : ''}${over ? ' timer--finished w-pulse' : ''}`}
      data-status={over ? 'finished' : data.status}
    >
      {!readOnly && data.status === 'idle' && !compact && (
        <Segmented
          className="timer__presets"
          label={t('widgets.Timer.presets')}
          options={presets}
          value={presets.find((p) => data.remainingMs === p.value * 1000)?.value}
          onChange={setDuration}
          maxRows={size.height >= 180 ? 2 : 1}
        />
      )}
      <Stepper
        className="timer__display-row"
        disabled={!editable || tiny}
        decreaseLabel={t('widgets.Timer.minusMinute')}
        increaseLabel={t('widgets.Timer.plusMinute')}
        onDecrease={() => adjust(-MINUTE_MS)}
        onIncrease={() => adjust(MINUTE_MS)}
      >
        {readOnly ? (
          <div className={digitsClass} data-testid="timer-display">
            <FitText text={display} timer label={t('widgets.Timer.timeLabel', { time: display })} />
          </div>
        ) : (
          <button
            type="button"
            className={digitsClass}
            onClick={() => editable && setPadOpen(true)}
            aria-label={t('widgets.Timer.digitsLabel', { time: display })}
            aria-disabled={!editable}
            data-testid="timer-display"
          >
            <FitText text={display} timer />
          </button>
        )}
      </Stepper>
      {over && !tiny && (
        <p className="timer__message" role="status">
          {settings.finishedMessage}
        </p>
      )}
      {settings.showProgressBar && !over && !compact && (
        <div className="timer__progress" aria-hidden="true">
          <div className="timer__progress-bar" style={{ transform: `scaleX(${fraction})` }} />
        </div>
      )}
      <div className="w-actions" hidden={readOnly || micro}>
        {!readOnly && !micro && data.status === 'idle' && (
          <WidgetButton
            disabled={data.remainingMs <= 0}
            onClick={() => change((p) => startCountdown(p, clock()))}
          >
            {t('widgets.Timer.start')}
          </WidgetButton>
        )}
        {!readOnly && !micro && running && !over && (
          <WidgetButton onClick={() => change((p) => pauseCountdown(p, clock()))}>
            {t('widgets.Timer.pause')}
          </WidgetButton>
        )}
        {!readOnly && !micro && data.status === 'paused' && (
          <WidgetButton onClick={() => change((p) => startCountdown(p, clock()))}>
            {t('widgets.Timer.resume')}
          </WidgetButton>
        )}
        {!readOnly && !tiny && (running || data.status === 'paused') && !over && (
          <WidgetButton secondary onClick={() => adjust(MINUTE_MS)}>
            {t('widgets.Timer.addMinute')}
          </WidgetButton>
        )}
        {!readOnly && !micro && (!tiny || over) && data.status !== 'idle' && (
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
