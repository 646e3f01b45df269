import { useWidgetSdk } from '../sdk/react/context.tsx';
import { useNow } from '../sdk/react/use-now.ts';
import {
  formatStopwatch,
  idleStopwatch,
  lapStopwatch,
  type StopwatchData,
  startStopwatch,
  stopStopwatch,
  stopwatchElapsedMs,
} from '../sdk/time.ts';
import { FitText, WidgetButton } from '../sdk/ui/index.ts';
import type { WidgetViewProps } from '../sdk/view-types.ts';
import './stopwatch.css';
import { useTranslation } from '../sdk/i18n.ts';

/** Stopwatch from timestamps (startedAt + accumulatedMs), with laps newest on top. */
export function View({
  settings,
  componentData,
  size,
  readOnly = false,
  onComponentDataChange,
}: WidgetViewProps<'Stopwatch', StopwatchData>) {
  const { t } = useTranslation();
  const { now: clock } = useWidgetSdk();
  const data = componentData;
  const running = data.status === 'running';
  const now = useNow(running, settings.showTenths ? 100 : 1000);
  const elapsed = stopwatchElapsedMs(data, now);
  const display = formatStopwatch(elapsed, settings.showTenths);
  const laps = data.laps.map((total, index) => ({
    number: index + 1,
    total,
    lap: total - (data.laps[index - 1] ?? 0),
  }));
  // Below 110 px height: the digits and the main action in one row, no laps.
  const tiny = size.height < 110;
  // Under 50 px (the smallest frame) the time only: the buttons come back when the stopwatch is larger.
  const micro = size.height < 50;
  const showLaps = settings.showLaps && laps.length > 0 && size.height >= 170;
  return (
    <div className={`stopwatch w-fill${tiny ? ' stopwatch--tiny' : ''}`} data-status={data.status}>
      <div className="stopwatch__digits" data-testid="stopwatch-display">
        <FitText text={display} timer />
      </div>
      {/* Read-only (the embed): the time is shown, nothing starts or stops it. */}
      <div className="w-actions" hidden={readOnly || micro}>
        {!readOnly && !micro && data.status === 'idle' && (
          <WidgetButton onClick={() => onComponentDataChange((p) => startStopwatch(p, clock()))}>
            {t('widgets.Stopwatch.start')}
          </WidgetButton>
        )}
        {!readOnly && !micro && running && (
          <WidgetButton onClick={() => onComponentDataChange((p) => stopStopwatch(p, clock()))}>
            {t('widgets.Stopwatch.stop')}
          </WidgetButton>
        )}
        {!readOnly && !micro && !tiny && running && settings.showLaps && (
          <WidgetButton secondary onClick={() => onComponentDataChange((p) => lapStopwatch(p, clock()))}>
            {t('widgets.Stopwatch.lap')}
          </WidgetButton>
        )}
        {!readOnly && !micro && data.status === 'stopped' && (
          <>
            <WidgetButton onClick={() => onComponentDataChange((p) => startStopwatch(p, clock()))}>
              {t('widgets.Stopwatch.resume')}
            </WidgetButton>
            {!tiny && (
              <WidgetButton secondary onClick={() => onComponentDataChange(idleStopwatch())}>
                {t('widgets.Stopwatch.reset')}
              </WidgetButton>
            )}
          </>
        )}
      </div>
      {showLaps && (
        <ol className="stopwatch__laps" aria-label={t('widgets.Stopwatch.laps')} reversed>
          {[...laps].reverse().map((lap) => (
            <li key={lap.number}>
              <span>{t('widgets.Stopwatch.lapNumber', { number: lap.number })}</span>
              <span>{formatStopwatch(lap.lap, settings.showTenths)}</span>
              <span>{formatStopwatch(lap.total, settings.showTenths)}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
