import type { CSSProperties } from 'react';
import { useNow } from '../sdk/react/use-now.ts';
import { dialPoint, minuteTickPaths } from '../sdk/ui/dial.ts';
import type { NoComponentData, WidgetViewProps } from '../sdk/view-types.ts';
import '../sdk/ui/widget-ui.css';
import './clock.css';
import { useTranslation } from '../sdk/i18n.ts';

const pad2 = (n: number) => String(n).padStart(2, '0');

const HOURS = Array.from({ length: 12 }, (_, i) => i + 1);
const MINUTE_LABELS = Array.from({ length: 11 }, (_, i) => (i + 1) * 5);

/** The ticks (4 px, at the hours 8 px long) reach radius 90, or 78 when the minute numbers take the outer ring. */
const TICKS_PLAIN = minuteTickPaths(90, 4, 8);
const TICKS_WITH_MINUTES = minuteTickPaths(78, 4, 8);

/** Analog clock. The hands turn by CSS animation (no work per frame), resynchronised every minute. */
export function View({
  settings,
  edition,
  focused,
  readOnly = false,
  onRequestFocus,
}: WidgetViewProps<'Clock', NoComponentData>) {
  const { t } = useTranslation();
  const now = new Date(useNow(true, 60_000));
  const seconds =
    now.getHours() * 3600 + now.getMinutes() * 60 + now.getSeconds() + now.getMilliseconds() / 1000;
  const time = `${pad2(now.getHours())}:${pad2(now.getMinutes())}`;
  const label = t('widgets.Clock.label', { time });
  const hand = (period: number): CSSProperties => ({
    animationDuration: `${period}s`,
    animationDelay: `-${seconds % period}s`,
  });
  const primary = edition === 'PrimaryGradeLevel';
  const numberRadius = settings.showMinuteNumbers ? 62 : 74;
  const ticks = settings.showMinuteNumbers ? TICKS_WITH_MINUTES : TICKS_PLAIN;
  return (
    <div className="clock w-fill" data-edition={edition}>
      <button
        type="button"
        className="clock__face-button"
        onClick={focused ? undefined : onRequestFocus}
        title={focused || readOnly ? undefined : t('widgets.Clock.openFocus')}
        disabled={readOnly}
      >
        <span className="clock__dial">
          <svg className="clock__face" viewBox="0 0 200 200" role="img" aria-label={label}>
            <circle cx="100" cy="100" r="96" className="clock__rim" />
            <path d={ticks.minor} className="clock__tick" />
            <path d={ticks.major} className="clock__tick clock__tick--major" />
            {settings.showMinuteNumbers &&
              MINUTE_LABELS.map((m) => {
                const p = dialPoint(m * 6, 88);
                return (
                  <text key={m} x={p.x} y={p.y} className="clock__minute-number">
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
                  className={
                    primary ? 'clock__hour-number clock__hour-number--primary' : 'clock__hour-number'
                  }
                >
                  {h}
                </text>
              );
            })}
          </svg>
          {/* HTML hands: their CSS rotation runs on the compositor, not on the main thread (SVG would repaint). */}
          <span className="clock__hand clock__hand--hour" style={hand(43_200)} data-hand="hour" />
          <span className="clock__hand clock__hand--minute" style={hand(3_600)} data-hand="minute" />
          {settings.showSecondHand && (
            <span className="clock__hand clock__hand--second" style={hand(60)} data-hand="second" />
          )}
          <span className="clock__pin" />
        </span>
      </button>
      {settings.showDigitalTime && <div className="clock__digital">{time}</div>}
    </div>
  );
}
