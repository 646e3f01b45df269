import { type CalendarSettings, COLOR_TOKENS, type ColorToken } from '@tafino/shared';
import { useId, useMemo, useRef, useState } from 'react';
import { useNow } from '../sdk/react/use-now.ts';
import { ColorSwatches } from '../sdk/ui/index.ts';
import type { WidgetViewProps } from '../sdk/view-types.ts';
import { CALENDAR_LIMITS, type CalendarData } from './definition.ts';
import { type HolidayKey, holidaysOf } from './holidays.ts';
import {
  addMonths,
  din5008,
  type GridDay,
  isIsoMonth,
  isoDay,
  isoMonth,
  isoWeek,
  monthGrid,
} from './month.ts';
import './calendar.css';
import { useTranslation } from '../sdk/i18n.ts';

type Props = WidgetViewProps<'Calendar', CalendarData>;
type CalendarEvent = CalendarSettings['events'][number];

/** Dots shown per day at most. */
const MAX_DOTS = 3;
/** A horizontal drag this long (CSS px) changes the month. */
const SWIPE_PX = 40;

/**
 * A month grid from Monday to Sunday: today circled, weekends tinted, public holidays named under the
 * date, up to three dots for entries. '‹'/'›' or a swipe change the month, 'Heute' jumps back; a tap on
 * a day opens 'Eintrag hinzufügen'.
 */
export function View({
  settings,
  componentData,
  readOnly = false,
  onComponentDataChange,
  onSettingsChange,
}: Props) {
  const { t } = useTranslation();
  // Today in device-local time, re-read each minute (the circle moves at midnight).
  const today = isoDay(new Date(useNow(true, 60_000)));
  const month = isIsoMonth(componentData.visibleMonth) ? componentData.visibleMonth : today.slice(0, 7);
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const weeks = useMemo(() => monthGrid(month), [month]);
  const holidays = useMemo(() => {
    const names = new Map<string, HolidayKey>();
    if (!settings.showHolidays) return names;
    for (const y of [year - 1, year, year + 1])
      for (const h of holidaysOf(y, settings.federalState)) names.set(h.date, h.key);
    return names;
  }, [year, settings.showHolidays, settings.federalState]);
  const eventsByDay = useMemo(() => {
    const byDay = new Map<string, CalendarEvent[]>();
    for (const event of settings.events) byDay.set(event.date, [...(byDay.get(event.date) ?? []), event]);
    return byDay;
  }, [settings.events]);
  const [openDay, setOpenDay] = useState<string | null>(null);
  const swipe = useRef<{ x: number; y: number; swiped: boolean } | null>(null);

  const show = (next: string) =>
    onComponentDataChange((previous) => ({
      ...previous,
      visibleMonth: next === isoMonth(new Date(`${today}T12:00`)) ? '' : next,
    }));
  const weekdayName = (weekday: number) => t(`widgets.Calendar.weekdays.${weekday}`);
  const title = t('widgets.Calendar.monthTitle', {
    month: t(`widgets.Calendar.months.${monthNumber}`),
    year,
  });

  return (
    <div
      className={`calendar w-fill${settings.showWeekNumbers ? ' calendar--weeks' : ''}`}
      data-month={month}
      onPointerDown={(event) => {
        swipe.current = { x: event.clientX, y: event.clientY, swiped: false };
      }}
      onPointerUp={(event) => {
        const start = swipe.current;
        if (!start || readOnly) return;
        const dx = event.clientX - start.x;
        if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(event.clientY - start.y)) {
          start.swiped = true;
          show(addMonths(month, dx < 0 ? 1 : -1));
        }
      }}
    >
      <div className="calendar__nav">
        {!readOnly && (
          <button
            type="button"
            className="calendar__step"
            aria-label={t('widgets.Calendar.previous')}
            onClick={() => show(addMonths(month, -1))}
          >
            ‹
          </button>
        )}
        <h3 className="calendar__title" aria-live="polite">
          {title}
        </h3>
        {!readOnly && (
          <button
            type="button"
            className="calendar__step"
            aria-label={t('widgets.Calendar.next')}
            onClick={() => show(addMonths(month, 1))}
          >
            ›
          </button>
        )}
        {!readOnly && (
          <button
            type="button"
            className="calendar__today-button"
            disabled={month === today.slice(0, 7)}
            onClick={() => show(today.slice(0, 7))}
          >
            {t('widgets.Calendar.today')}
          </button>
        )}
      </div>
      {/* One grid for the weekday heads and all weeks (no element per row). */}
      <div className="calendar__grid">
        {settings.showWeekNumbers && (
          <span className="calendar__week calendar__week--head" aria-hidden="true">
            {t('widgets.Calendar.weekShort')}
          </span>
        )}
        {[1, 2, 3, 4, 5, 6, 7].map((weekday) => (
          <span
            key={weekday}
            className={`calendar__weekday${weekday >= 6 ? ' calendar__weekday--weekend' : ''}`}
            aria-hidden="true"
          >
            {t(`widgets.Calendar.weekdaysShort.${weekday}`)}
          </span>
        ))}
        {weeks.flatMap((week) => [
          settings.showWeekNumbers && (
            <span key={`week-${week[0]?.day}`} className="calendar__week">
              {t('widgets.Calendar.week', { number: isoWeek(week[0]?.day ?? today) })}
            </span>
          ),
          ...week.map((cell) =>
            dayButton({
              cell,
              today: cell.day === today,
              holiday: holidays.get(cell.day) ?? null,
              events: eventsByDay.get(cell.day) ?? [],
              weekdayName: weekdayName(cell.weekday),
              readOnly,
              t,
              onOpen: (fromKeyboard) => {
                // The click that ends a swipe opens nothing; a key (Enter, Space) always does.
                if (fromKeyboard || swipe.current?.swiped !== true) setOpenDay(cell.day);
              },
            }),
          ),
        ])}
      </div>
      {openDay && !readOnly && (
        <DayDialog
          day={openDay}
          weekdayName={weekdayName(new Date(`${openDay}T12:00`).getDay() || 7)}
          holiday={holidays.get(openDay) ?? null}
          events={settings.events}
          onChange={(events) => onSettingsChange({ events })}
          onClose={() => setOpenDay(null)}
        />
      )}
    </div>
  );
}

/** One day's button: a plain function, not a component (42 per month, nothing of their own to keep). */
function dayButton({
  cell,
  today,
  holiday,
  events,
  weekdayName,
  readOnly,
  t,
  onOpen,
}: {
  cell: GridDay;
  today: boolean;
  holiday: HolidayKey | null;
  events: readonly CalendarEvent[];
  weekdayName: string;
  readOnly: boolean;
  t: ReturnType<typeof useTranslation>['t'];
  /** `true` when the day was chosen with a key (a click without a pointer). */
  onOpen: (fromKeyboard: boolean) => void;
}) {
  const holidayName = holiday ? t(`widgets.Calendar.holidays.${holiday}`) : null;
  const label = [
    `${weekdayName}, ${din5008(cell.day)}`,
    holidayName,
    events.length > 0 ? t('widgets.Calendar.entries', { count: events.length }) : null,
  ]
    .filter(Boolean)
    .join(', ');
  const className = [
    'calendar__day',
    cell.inMonth ? '' : 'calendar__day--other',
    cell.weekday >= 6 ? 'calendar__day--weekend' : '',
    holiday ? 'calendar__day--holiday' : '',
    today ? 'calendar__day--today' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      key={cell.day}
      type="button"
      className={className}
      data-day={cell.day}
      aria-label={label}
      aria-current={today ? 'date' : undefined}
      disabled={readOnly}
      onClick={(event) => onOpen(event.detail === 0)}
    >
      <span className="calendar__number">{cell.dayOfMonth}</span>
      {holidayName && (
        <span className="calendar__holiday" aria-hidden="true">
          {holidayName}
        </span>
      )}
      {events.length > 0 && (
        <span className="calendar__dots" aria-hidden="true">
          {events.slice(0, MAX_DOTS).map((event, index) => (
            <span key={index} className="calendar__dot" data-color={event.color} />
          ))}
        </span>
      )}
    </button>
  );
}

/** 'Eintrag hinzufügen' for one day (text and colour), with the day's entries to remove. */
function DayDialog({
  day,
  weekdayName,
  holiday,
  events,
  onChange,
  onClose,
}: {
  day: string;
  weekdayName: string;
  holiday: HolidayKey | null;
  events: readonly CalendarEvent[];
  onChange: (events: CalendarEvent[]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [color, setColor] = useState<ColorToken>('blue');
  const full = events.length >= CALENDAR_LIMITS.maxEvents;
  const add = () => {
    const trimmed = text.trim();
    if (trimmed === '' || full) return;
    onChange([...events, { date: day, text: trimmed.slice(0, CALENDAR_LIMITS.maxEventText), color }]);
    setText('');
  };
  const ofDay = events.map((event, index) => ({ event, index })).filter(({ event }) => event.date === day);
  return (
    <div className="w-confirm-backdrop calendar__dialog-backdrop">
      <div
        className="w-confirm calendar__dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
        }}
      >
        <div className="calendar__dialog-head">
          <h4 id={`${id}-title`} className="calendar__dialog-title">
            {t('widgets.Calendar.addEntry')}
          </h4>
          <button
            type="button"
            className="w-small calendar__close"
            aria-label={t('widgets.Calendar.close')}
            onClick={onClose}
          >
            ✕
          </button>
        </div>
        <p className="calendar__dialog-day">
          {weekdayName}, {din5008(day)}
          {holiday && ` – ${t(`widgets.Calendar.holidays.${holiday}`)}`}
        </p>
        {ofDay.length > 0 && (
          <ul className="calendar__entries">
            {ofDay.map(({ event, index }) => (
              <li key={index} className="calendar__entry">
                <span className="calendar__dot" data-color={event.color} aria-hidden="true" />
                <span className="calendar__entry-text">{event.text}</span>
                <button
                  type="button"
                  className="w-small"
                  aria-label={t('widgets.Calendar.removeEntry', { text: event.text })}
                  onClick={() => onChange(events.filter((_, i) => i !== index))}
                >
                  ✕
                </button>
              </li>
            ))}
          </ul>
        )}
        <form
          className="calendar__form"
          onSubmit={(event) => {
            event.preventDefault();
            add();
          }}
        >
          <label htmlFor={`${id}-text`}>{t('widgets.Calendar.entryText')}</label>
          <div className="calendar__add-row">
            <input
              id={`${id}-text`}
              className="calendar__input"
              value={text}
              maxLength={CALENDAR_LIMITS.maxEventText}
              // biome-ignore lint/a11y/noAutofocus: the dialog opens to type the entry
              autoFocus
              onChange={(event) => setText(event.target.value)}
            />
            <button type="submit" className="w-btn" disabled={text.trim() === '' || full}>
              {t('widgets.Calendar.add')}
            </button>
          </div>
          <span className="calendar__color-label">{t('widgets.Calendar.entryColor')}</span>
          <ColorSwatches name={`${id}-color`} options={COLOR_TOKENS} value={color} onChange={setColor} />
          {full && <p>{t('widgets.Calendar.full', { count: CALENDAR_LIMITS.maxEvents })}</p>}
        </form>
      </div>
    </div>
  );
}
