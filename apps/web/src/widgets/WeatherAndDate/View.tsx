import {
  addCalendarDays,
  isoWeekday,
  keepRecentDates,
  localDateOf,
  seasonOf,
  WEATHER_AND_DATE_LIMITS,
  WEATHER_OPTIONS,
  type WeatherOption,
} from '@tafino/shared';
import { type CSSProperties, type PointerEvent as ReactPointerEvent, useRef } from 'react';
import { type ActiveSymbolPack, resolveSymbol } from '../cards/symbol-pack.ts';
import { useWidgetSdk } from '../sdk/react/context.tsx';
import { useNow } from '../sdk/react/use-now.ts';
import { Stepper } from '../sdk/ui/index.ts';
import type { WidgetViewProps } from '../sdk/view-types.ts';
import type { WeatherData } from './definition.ts';
import { clampTemperature, temperatureAt, temperatureFraction, toggleWeather } from './weather.ts';
import { SeasonIcon } from './weather-icons.tsx';
import './weather.css';
import { useTranslation } from '../sdk/i18n.ts';

type Props = WidgetViewProps<'WeatherAndDate', WeatherData>;

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
/** The thermometer's value before the class set one today ('−'/'+' start from here). */
const START_TEMPERATURE = 10;

/** A date key as a UTC Date, so Intl names its weekday and month without a time-zone shift. */
const utcDate = (key: string) => new Date(`${key}T12:00:00Z`);
const weekdayName = new Intl.DateTimeFormat('de-DE', { weekday: 'long', timeZone: 'UTC' });
const monthName = new Intl.DateTimeFormat('de-DE', { month: 'long', timeZone: 'UTC' });

/**
 * The Morgenkreis board: the headline, weekday strip, yesterday/tomorrow and season from the device's
 * date (re-read every minute, so it turns at midnight and after holidays), the class's weather for
 * today (up to two symbols) and an optional thermometer, both stored per date.
 */
export function View({ settings, componentData, size, readOnly = false, onComponentDataChange }: Props) {
  const { t } = useTranslation();
  // The weather symbols come from the symbol pack (catalogue 1.6, concepts weather.*): the active
  // licensed pack, else the default "Offene Symbole" (OpenMoji).
  const pack = useWidgetSdk().useSymbolPack();
  const today = localDateOf(useNow(true, 60_000));
  const [year, , day] = today.split('-').map(Number) as [number, number, number];
  const weekday = isoWeekday(today) ?? 1;
  const season = seasonOf(today);
  const chosen = (componentData.weatherByDate[today] ?? []).filter((o) =>
    settings.weatherOptions.includes(o),
  );
  const temperature = componentData.temperatureByDate[today];
  const options = WEATHER_OPTIONS.filter((o) => settings.weatherOptions.includes(o));
  const { keptDays } = WEATHER_AND_DATE_LIMITS;

  const headline = t('widgets.WeatherAndDate.headline', {
    weekday: weekdayName.format(utcDate(today)),
    day,
    month: monthName.format(utcDate(today)),
    year,
  });
  const yesterday = addCalendarDays(today, -1) ?? today;
  const tomorrow = addCalendarDays(today, 1) ?? today;
  const yesterdayTomorrow = t('widgets.WeatherAndDate.yesterdayTomorrow', {
    yesterday: weekdayName.format(utcDate(yesterday)),
    tomorrow: weekdayName.format(utcDate(tomorrow)),
  });

  const choose = (option: WeatherOption) => {
    if (readOnly) return;
    onComponentDataChange((d) => ({
      ...d,
      weatherByDate: keepRecentDates(
        {
          ...d.weatherByDate,
          [today]: toggleWeather(d.weatherByDate[today] ?? [], option, settings.maxWeatherSelections),
        },
        keptDays,
      ),
    }));
  };
  const setTemperature = (value: number) => {
    if (readOnly) return;
    onComponentDataChange((d) =>
      d.temperatureByDate[today] === clampTemperature(value)
        ? d
        : {
            ...d,
            temperatureByDate: keepRecentDates(
              { ...d.temperatureByDate, [today]: clampTemperature(value) },
              keptDays,
            ),
          },
    );
  };

  // Small frames keep the headline, then the weather; the rest comes back when larger.
  const compact = size.height < 230;
  const tiny = size.height < 130;
  const showWeek = !compact;
  const showYesterdayTomorrow = settings.showYesterdayTomorrow && !compact;
  const showTemperature = settings.showTemperature && !tiny;

  return (
    <div className={`weather w-fill${compact ? ' weather--compact' : ''}`}>
      <p className="weather__headline" data-testid="weather-headline">
        {headline}
      </p>
      {(showWeek || (settings.showSeason && season && !tiny)) && (
        <div className="weather__row">
          {showWeek && (
            <ol className="weather__week" aria-label={t('widgets.WeatherAndDate.week')}>
              {WEEKDAYS.map((d) => (
                <li
                  key={d}
                  className={`weather__day${d === weekday ? ' weather__day--today' : ''}${d > 5 ? ' weather__day--weekend' : ''}`}
                  aria-current={d === weekday ? 'date' : undefined}
                >
                  <abbr title={t(`widgets.WeatherAndDate.weekdays.${d}`)}>
                    {t(`widgets.WeatherAndDate.weekdaysShort.${d}`)}
                  </abbr>
                </li>
              ))}
            </ol>
          )}
          {settings.showSeason && season && !tiny && (
            <p className={`weather__season weather__season--${season}`} data-testid="weather-season">
              <SeasonIcon season={season} />
              <span>{t(`widgets.WeatherAndDate.seasons.${season}`)}</span>
            </p>
          )}
        </div>
      )}
      {showYesterdayTomorrow && <p className="weather__yesterday-tomorrow">{yesterdayTomorrow}</p>}
      {!tiny && (
        <section className="weather__today" aria-label={t('widgets.WeatherAndDate.question')}>
          <div className="weather__choice">
            <p className="weather__question">{t('widgets.WeatherAndDate.question')}</p>
            <div
              className="weather__options"
              style={{ '--weather-columns': optionColumns(options.length, size) } as CSSProperties}
            >
              {options.map((option) => (
                <button
                  key={option}
                  type="button"
                  className="weather__option"
                  aria-pressed={chosen.includes(option)}
                  disabled={readOnly}
                  onClick={() => choose(option)}
                >
                  <WeatherSymbol option={option} pack={pack} />
                  <span className="weather__label">{t(`widgets.WeatherAndDate.weather.${option}`)}</span>
                </button>
              ))}
            </div>
          </div>
          {showTemperature && (
            <Thermometer value={temperature} readOnly={readOnly} onChange={setTemperature} />
          )}
        </section>
      )}
      <div className="visually-hidden" aria-live="polite">
        {chosen.length > 0
          ? t('widgets.WeatherAndDate.chosen', {
              weather: chosen.map((o) => t(`widgets.WeatherAndDate.weather.${o}`)).join(', '),
            })
          : ''}
      </div>
    </div>
  );
}

/** One row of symbols in a wide frame, else rows of four (names stay whole and readable). */
/** A weather choice's symbol from the pack; without one the button shows its label alone. */
function WeatherSymbol({ option, pack }: { option: WeatherOption; pack: ActiveSymbolPack | null }) {
  const symbol = resolveSymbol(`weather.${option}`, pack);
  if (!symbol) return null;
  return (
    <img
      className="weather__icon"
      src={symbol.url}
      alt=""
      draggable={false}
      data-symbol-pack={symbol.packId}
    />
  );
}

function optionColumns(count: number, size: { width: number; height: number }): number {
  return size.width / Math.max(1, size.height) >= 2.6 ? Math.max(1, count) : Math.min(4, Math.max(1, count));
}

/** A column to drag (or a slider for the keyboard) with '−'/'+', and the sentence "Es sind 14 Grad." */
function Thermometer({
  value,
  readOnly,
  onChange,
}: {
  value: number | undefined;
  readOnly: boolean;
  onChange: (value: number) => void;
}) {
  const { t } = useTranslation();
  const { minTemperature, maxTemperature } = WEATHER_AND_DATE_LIMITS;
  const column = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);
  const current = value ?? START_TEMPERATURE;
  const fromPointer = (event: ReactPointerEvent) => {
    const box = column.current?.getBoundingClientRect();
    if (!box || box.height === 0) return;
    onChange(temperatureAt(1 - (event.clientY - box.top) / box.height));
  };
  const sentence =
    value === undefined
      ? t('widgets.WeatherAndDate.temperatureUnset')
      : t('widgets.WeatherAndDate.temperature', { count: value, value: String(value).replace('-', '−') });
  return (
    <div className="weather__thermometer">
      <Stepper
        className="weather__thermo-stepper"
        decreaseLabel={t('widgets.WeatherAndDate.colder')}
        increaseLabel={t('widgets.WeatherAndDate.warmer')}
        onDecrease={() => onChange(current - 1)}
        onIncrease={() => onChange(current + 1)}
        disabled={readOnly}
      >
        <div
          ref={column}
          className={`weather__column${value === undefined ? ' weather__column--unset' : ''}`}
          role="slider"
          tabIndex={readOnly ? -1 : 0}
          aria-label={t('widgets.WeatherAndDate.thermometer')}
          aria-valuemin={minTemperature}
          aria-valuemax={maxTemperature}
          aria-valuenow={current}
          aria-valuetext={t('widgets.WeatherAndDate.degrees', { value: current })}
          aria-readonly={readOnly || undefined}
          onPointerDown={(event) => {
            if (readOnly) return;
            event.stopPropagation();
            dragging.current = true;
            event.currentTarget.setPointerCapture(event.pointerId);
            fromPointer(event);
          }}
          onPointerMove={(event) => {
            if (dragging.current) fromPointer(event);
          }}
          onPointerUp={() => {
            dragging.current = false;
          }}
          onPointerCancel={() => {
            dragging.current = false;
          }}
          onKeyDown={(event) => {
            if (readOnly) return;
            const step = { ArrowUp: 1, ArrowRight: 1, ArrowDown: -1, ArrowLeft: -1 }[event.key];
            if (step) {
              event.preventDefault();
              event.stopPropagation();
              onChange(current + step);
            }
          }}
        >
          <div className="weather__tube">
            <div className="weather__mercury" style={{ height: `${temperatureFraction(current) * 100}%` }} />
            <div className="weather__zero" style={{ bottom: `${temperatureFraction(0) * 100}%` }} />
          </div>
          <div className="weather__bulb" />
        </div>
      </Stepper>
      <p className="weather__sentence" data-testid="weather-temperature">
        {sentence}
      </p>
    </div>
  );
}
