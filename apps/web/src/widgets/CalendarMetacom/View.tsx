import type { CalendarMetacomSettings } from '@tafino/shared';
import { useState } from 'react';
import { InfoIcon, Modal, SymbolInfo } from '../cards/CardView.tsx';
import { SymbolImage, useCardSetup, useConceptLabel } from '../cards/card-setup.tsx';
import { localDate } from '../cards/rules.ts';
import { dictionaryKeys } from '../sdk/data-dictionary.ts';
import { useWidgetSdk } from '../sdk/react/context.tsx';
import { useNow } from '../sdk/react/use-now.ts';
import type { NoComponentData, WidgetViewProps } from '../sdk/view-types.ts';
import {
  addEvent,
  dinDate,
  EVENT_KEYS,
  eventsOn,
  shownDays,
  WEEKDAY_KEYS,
  weekdayColors,
  weekdayOf,
} from './rules.ts';
import '../sdk/ui/widget-ui.css';
import '../cards/cards.css';
import './calendar-metacom.css';
import { useTranslation } from '../sdk/i18n.ts';

type Settings = CalendarMetacomSettings;

/** "Ereignis hinzufügen": the event symbols, "Jede Woche", and the day's events to remove. */
function EventDialog({
  date,
  settings,
  onChange,
  onClose,
}: {
  date: string;
  settings: Settings;
  onChange: (events: Settings['events']) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const labelOf = useConceptLabel();
  const sdk = useWidgetSdk();
  const pack = sdk.useSymbolPack();
  // The school's event symbols (data dictionary), else the shipped ones.
  const eventKeys = dictionaryKeys(sdk.useDataDictionary(), 'event-symbols', sdk.edition, EVENT_KEYS);
  const [weekly, setWeekly] = useState(false);
  const day = t(`widgets.CalendarMetacom.weekdays.${weekdayOf(date)}`);
  const existing = eventsOn(settings.events, date);
  const title = t('widgets.CalendarMetacom.addEvent');
  return (
    <Modal label={title} className="symbolcal-dialog" onClose={onClose}>
      <header className="card-chooser__head">
        <h2>
          {title}: {day}, {dinDate(date)}
        </h2>
        <button type="button" className="card-chooser__close" onClick={onClose}>
          {t('widgets.cards.chooser.close')}
        </button>
      </header>
      <ul className="card-chooser__grid symbolcal-dialog__grid">
        {eventKeys.map((key) => (
          <li key={key}>
            <button
              type="button"
              className="card-chooser__item"
              onClick={() => {
                onChange(addEvent(settings.events, date, key, weekly));
                onClose();
              }}
            >
              <SymbolImage conceptKey={key} pack={pack} />
              <span>{labelOf(key)}</span>
            </button>
          </li>
        ))}
      </ul>
      <label className="symbolcal-dialog__weekly">
        <input type="checkbox" checked={weekly} onChange={(e) => setWeekly(e.target.checked)} />
        <span>{t('widgets.CalendarMetacom.weekly', { day })}</span>
      </label>
      {existing.length > 0 && (
        <section className="symbolcal-dialog__existing" aria-label={t('widgets.CalendarMetacom.onThisDay')}>
          <h3>{t('widgets.CalendarMetacom.onThisDay')}</h3>
          <ul>
            {existing.map(({ event, index }) => (
              <li key={index}>
                <SymbolImage conceptKey={event.symbolKey} pack={pack} className="symbolcal-dialog__small" />
                <span>
                  {labelOf(event.symbolKey)}
                  {event.date === null ? ` (${t('widgets.CalendarMetacom.everyWeek')})` : ''}
                </span>
                <button
                  type="button"
                  className="card-chooser__close"
                  onClick={() => onChange(settings.events.filter((_, i) => i !== index))}
                >
                  {t('widgets.CalendarMetacom.remove')}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </Modal>
  );
}

/**
 * Kalender (Symbole) (catalogue 3.9): a week strip with the weekday symbols in the weekday colours,
 * today enlarged with "Heute", or "Gestern – Heute – Morgen"; a tap on a day adds an event symbol.
 */
export function View({
  settings,
  edition,
  readOnly = false,
  onSettingsChange,
}: WidgetViewProps<'CalendarMetacom', NoComponentData>) {
  const { t, sdk, pack, labelOf, info, setInfo, primary } = useCardSetup(edition);
  const now = useNow(true, 60_000);
  const today = localDate(now);
  const [adding, setAdding] = useState<string | null>(null);
  const colors = weekdayColors(settings.weekdayColors, pack?.manifest.weekdayColors);
  const days = shownDays(today, settings.viewMode, settings.showWeekend);
  const threeDays = settings.viewMode === 'yesterdayTodayTomorrow';
  const relative = [
    t('widgets.CalendarMetacom.yesterday'),
    t('widgets.CalendarMetacom.today'),
    t('widgets.CalendarMetacom.tomorrow'),
  ];

  sdk.useHeaderActions(
    readOnly
      ? []
      : [{ key: 'info', label: t('widgets.cards.info'), icon: <InfoIcon />, onClick: () => setInfo(true) }],
  );

  return (
    <div
      className={`w-fill symbolcal symbolcal--${settings.viewMode}${primary ? ' symbolcal--primary' : ''}`}
    >
      <ol className="symbolcal__days">
        {days.map((date, index) => {
          const weekday = weekdayOf(date);
          const color = colors[weekday] ?? 'white';
          const isToday = date === today;
          const name = t(`widgets.CalendarMetacom.weekdays.${weekday}`);
          const events = eventsOn(settings.events, date);
          return (
            <li
              key={date}
              className={`symbolcal__day${isToday ? ' symbolcal__day--today' : ''}`}
              data-date={date}
              data-color={color}
              aria-current={isToday ? 'date' : undefined}
              style={{ '--day-color': `var(--color-${color}, ${color})` } as never}
            >
              {isToday && (
                <span className="symbolcal__today">
                  <span aria-hidden="true">▼</span> {t('widgets.CalendarMetacom.today')}
                </span>
              )}
              <button
                type="button"
                className="card__face symbolcal__face"
                disabled={readOnly}
                aria-label={[
                  threeDays ? relative[index] : '',
                  `${name}, ${dinDate(date)}`,
                  ...events.map(({ event }) => labelOf(event.symbolKey)),
                ]
                  .filter(Boolean)
                  .join(', ')}
                onClick={() => setAdding(date)}
              >
                {threeDays && <span className="symbolcal__relative">{relative[index]}</span>}
                <span className="card__symbol">
                  <SymbolImage conceptKey={WEEKDAY_KEYS[weekday] ?? ''} pack={pack} />
                </span>
                <span className="symbolcal__name" title={name}>
                  {name}
                </span>
                <span className="symbolcal__short" aria-hidden="true">
                  {t(`widgets.CalendarMetacom.weekdaysShort.${weekday}`)}
                </span>
                {events.length > 0 && (
                  <span className="symbolcal__events">
                    {events.map(({ event, index: i }) => (
                      <span key={i} className="symbolcal__event" data-symbol-key={event.symbolKey}>
                        <SymbolImage conceptKey={event.symbolKey} pack={pack} />
                      </span>
                    ))}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ol>
      {adding && !readOnly && (
        <EventDialog
          date={adding}
          settings={settings}
          onChange={(events) => onSettingsChange({ events })}
          onClose={() => setAdding(null)}
        />
      )}
      {info && <SymbolInfo pack={pack} onClose={() => setInfo(false)} />}
    </div>
  );
}
