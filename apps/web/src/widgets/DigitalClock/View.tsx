import { useNow } from '../sdk/react/use-now.ts';
import { FitText } from '../sdk/ui/index.ts';
import type { NoComponentData, WidgetViewProps } from '../sdk/view-types.ts';
import './digital-clock.css';
import { useTranslation } from '../sdk/i18n.ts';

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

/** Large 24-hour digits that fill the frame (the date line below, a quarter of the height); the colon does not blink. */
export function View({ settings, size }: WidgetViewProps<'DigitalClock', NoComponentData>) {
  const { t } = useTranslation();
  const now = new Date(useNow(true, 1000));
  const time = (settings.showSeconds ? TIME_SECONDS : TIME).format(now);
  // A frame too low for two lines keeps the time only.
  const dateLine = settings.showDate && size.height >= 45 ? DATE.format(now) : null;
  return (
    <div className="digital-clock w-fill" role="timer" aria-label={t('widgets.DigitalClock.label', { time })}>
      <FitText className="digital-clock__time" text={time} />
      {dateLine && <FitText className="digital-clock__date" text={dateLine} min={10} />}
    </div>
  );
}
