import { useTranslation } from 'react-i18next';
import { useNow } from '../sdk/react/use-now.ts';
import type { NoComponentData, WidgetViewProps } from '../sdk/view-types.ts';
import './digital-clock.css';

const TIME = new Intl.DateTimeFormat('de-DE', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const TIME_SECONDS = new Intl.DateTimeFormat('de-DE', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
const DATE = new Intl.DateTimeFormat('de-DE', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** Large 24-hour digits that fill the frame; the colon does not blink. */
export function View({ settings, size }: WidgetViewProps<'DigitalClock', NoComponentData>) {
  const { t } = useTranslation();
  const now = new Date(useNow(true, 1000));
  const time = (settings.showSeconds ? TIME_SECONDS : TIME).format(now);
  const dateLine = settings.showDate ? DATE.format(now) : null;
  const timeHeight = dateLine ? size.height * 0.62 : size.height * 0.85;
  const fontSize = Math.max(12, Math.min(timeHeight, (size.width * 0.92) / (time.length * 0.6)));
  const dateSize = Math.max(
    10,
    Math.min(size.height * 0.16, (size.width * 0.95) / (dateLine?.length ?? 1) / 0.5),
  );
  return (
    <div className="digital-clock" role="timer" aria-label={t('widgets.DigitalClock.label', { time })}>
      <div className="digital-clock__time" style={{ fontSize }}>
        {time}
      </div>
      {dateLine && (
        <div className="digital-clock__date" style={{ fontSize: dateSize }}>
          {dateLine}
        </div>
      )}
    </div>
  );
}
