import {
  ADVENT_DOOR_COUNT,
  type AdventDoor,
  germanNumberStem,
  isDoorUnlocked,
  isSafeUrl,
  localDateOf,
  nightsUntilDoor,
  openDoor,
  openDoorsOn,
  seededOrder,
} from '@tafino/shared';
import { type CSSProperties, useEffect, useMemo, useRef, useState } from 'react';
import { useWidgetSdk } from '../sdk/react/context.tsx';
import { useNow } from '../sdk/react/use-now.ts';
import { ConfirmDialog, WidgetButton } from '../sdk/ui/index.ts';
import type { WidgetViewProps } from '../sdk/view-types.ts';
import type { AdventData } from './definition.ts';
import { DOOR_COLORS, DOOR_SLOTS } from './layout.ts';
import winterScene from './winter-scene.svg?inline';
import './advent.css';
import { useTranslation } from '../sdk/i18n.ts';

export type AdventVariant = 'primary' | 'secondary';
type Props = WidgetViewProps<'AdventCalendar' | 'AdventCalendarSecondary', AdventData> & {
  readonly variant: AdventVariant;
};

/** The swing of an opening door (advent.css), and the fade that replaces it with reduced motion. */
const SWING_MS = 700;
const FADE_MS = 200;
/** How long a locked door's message stays. */
const MESSAGE_MS = 3500;
const DAYS = Array.from({ length: ADVENT_DOOR_COUNT }, (_, i) => i + 1);

const reducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

const EYE_ICON = (
  <svg
    viewBox="0 0 24 24"
    width="18"
    height="18"
    aria-hidden="true"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
  >
    <path d="M2 12s3.6-7 10-7s10 7 10 7s-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </svg>
);
const RESET_ICON = (
  <svg
    viewBox="0 0 24 24"
    width="18"
    height="18"
    aria-hidden="true"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
  >
    <path d="M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5" />
  </svg>
);

interface Shown {
  readonly day: number;
  /** "Vorschau": shown to the teacher without opening the door. */
  readonly preview: boolean;
}

/**
 * An advent calendar: door n opens from n December of the device's date (or any time with "all"),
 * stays open for the year, and shows its content in a larger overlay. An early door shakes and
 * says how long to wait. The teacher's header offers "Vorschau" (any door, nothing opened) and
 * "Zurücksetzen" (all doors closed).
 */
export function AdventView({
  variant,
  widgetId,
  settings,
  componentData,
  readOnly = false,
  onComponentDataChange,
}: Props) {
  const { t } = useTranslation();
  const sdk = useWidgetSdk();
  const today = localDateOf(useNow(true, 60_000));
  const open = openDoorsOn(componentData, today);
  const order = useMemo(
    () => (settings.shuffleDoors ? seededOrder(widgetId) : DAYS),
    [settings.shuffleDoors, widgetId],
  );
  const doorOf = (day: number): AdventDoor | undefined => settings.doors.find((d) => d.day === day);

  const [shown, setShown] = useState<Shown | null>(null);
  const [swinging, setSwinging] = useState<number | null>(null);
  const [locked, setLocked] = useState<{ day: number; text: string; seq: number } | null>(null);
  const [choosingPreview, setChoosingPreview] = useState(false);
  const [confirmReset, setConfirmReset] = useState(false);
  const seq = useRef(0);

  useEffect(() => {
    if (swinging === null) return;
    const timer = setTimeout(
      () => {
        setShown({ day: swinging, preview: false });
        setSwinging(null);
      },
      reducedMotion() ? FADE_MS : SWING_MS,
    );
    return () => clearTimeout(timer);
  }, [swinging]);
  useEffect(() => {
    if (!locked) return;
    const timer = setTimeout(() => setLocked(null), MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [locked]);

  sdk.useHeaderActions(
    readOnly
      ? []
      : [
          {
            key: 'preview',
            label: t('widgets.adventCalendar.preview'),
            icon: EYE_ICON,
            onClick: () => setChoosingPreview(true),
          },
          {
            key: 'reset',
            label: t('widgets.adventCalendar.reset'),
            icon: RESET_ICON,
            onClick: () => setConfirmReset(true),
          },
        ],
  );

  const lockedText = (day: number) => {
    const nights = nightsUntilDoor(day, today);
    if (variant === 'secondary') return t('widgets.adventCalendar.lockedDays', { count: nights });
    const word = germanNumberStem(nights);
    return word
      ? t('widgets.adventCalendar.lockedSleeps', { word })
      : t('widgets.adventCalendar.lockedSleepsDigits', { count: nights });
  };

  const tap = (day: number) => {
    if (swinging !== null) return;
    if (open.includes(day)) {
      setShown({ day, preview: false });
      return;
    }
    if (readOnly) return;
    if (!isDoorUnlocked(day, today, settings.unlockMode)) {
      seq.current += 1;
      setLocked({ day, text: lockedText(day), seq: seq.current });
      return;
    }
    // Stored before the door swings: a reload mid-swing shows it open.
    onComponentDataChange((d) => openDoor(d, day, today));
    setLocked(null);
    setSwinging(day);
  };

  const doors = order.map((day, index) => {
    const isOpen = open.includes(day) || swinging === day;
    const slot = DOOR_SLOTS[index];
    const style =
      variant === 'primary' && slot
        ? ({
            gridColumn: `${slot.column} / span ${slot.columns}`,
            gridRow: `${slot.row} / span ${slot.rows}`,
            '--advent-door': DOOR_COLORS[index % DOOR_COLORS.length],
            '--advent-number': slot.columns * slot.rows > 1 ? 1.5 : 1,
          } as CSSProperties)
        : undefined;
    const classes = [
      'advent__door',
      isOpen ? 'advent__door--open' : '',
      swinging === day ? 'advent__door--opening' : '',
      locked?.day === day ? 'advent__door--shake' : '',
    ]
      .filter(Boolean)
      .join(' ');
    return (
      <button
        key={locked?.day === day ? `${day}-${locked.seq}` : day}
        type="button"
        className={classes}
        style={style}
        data-day={day}
        aria-label={t(isOpen ? 'widgets.adventCalendar.doorOpen' : 'widgets.adventCalendar.door', { day })}
        onClick={() => tap(day)}
      >
        {/* The star (Grundschule) or tick (Sekundarstufe) before the number is the inside's ::before. */}
        <span className="advent__inside" aria-hidden="true">
          {day}
        </span>
        <span className="advent__leaf" aria-hidden="true">
          <span className="advent__number">{day}</span>
        </span>
      </button>
    );
  });

  const shownDoor = shown ? doorOf(shown.day) : undefined;
  return (
    <div
      className={`advent advent--${variant} w-fill`}
      // The Grundschule's winter scene behind the doors (night sky, moon and stars, snowy hills, fir trees,
      // a house with a lit window; decorative): one background picture, not 40 SVG elements.
      style={
        variant === 'primary' ? ({ '--advent-scene': `url("${winterScene}")` } as CSSProperties) : undefined
      }
    >
      <div className="advent__grid">{doors}</div>
      {locked && (
        <p className="advent__message" role="status" data-testid="advent-message">
          {locked.text}
        </p>
      )}
      {shown && (
        <DoorContent
          day={shown.day}
          door={shownDoor}
          preview={shown.preview}
          onClose={() => setShown(null)}
        />
      )}
      {choosingPreview && (
        <div
          className="advent__overlay"
          role="dialog"
          aria-modal="true"
          aria-label={t('widgets.adventCalendar.previewTitle')}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              setChoosingPreview(false);
            }
          }}
        >
          <div className="advent__card advent__card--chooser">
            <p className="advent__card-title">{t('widgets.adventCalendar.previewTitle')}</p>
            <div className="advent__chooser">
              {DAYS.map((day) => (
                <button
                  key={day}
                  type="button"
                  className="w-chip advent__chooser-day"
                  aria-label={t('widgets.adventCalendar.door', { day })}
                  onClick={() => {
                    setChoosingPreview(false);
                    setShown({ day, preview: true });
                  }}
                >
                  {day}
                </button>
              ))}
            </div>
            <div className="w-actions">
              <button
                type="button"
                className="w-btn w-btn--secondary"
                // biome-ignore lint/a11y/noAutofocus: the dialog's first control takes the focus.
                autoFocus
                onClick={() => setChoosingPreview(false)}
              >
                {t('widgets.adventCalendar.close')}
              </button>
            </div>
          </div>
        </div>
      )}
      {confirmReset && (
        <ConfirmDialog
          title={t('widgets.adventCalendar.resetTitle')}
          confirmLabel={t('widgets.adventCalendar.reset')}
          cancelLabel={t('widgets.adventCalendar.cancel')}
          danger
          onCancel={() => setConfirmReset(false)}
          onConfirm={() => {
            const before = { openedDoors: [...componentData.openedDoors], season: componentData.season };
            onComponentDataChange((d) => ({ ...d, openedDoors: [] }));
            setConfirmReset(false);
            setShown(null);
            sdk.offerUndo(t('widgets.adventCalendar.resetDone'), () => onComponentDataChange(before));
          }}
        />
      )}
      <div className="visually-hidden" aria-live="polite">
        {swinging !== null ? t('widgets.adventCalendar.opened', { day: swinging }) : ''}
      </div>
    </div>
  );
}

/** The larger overlay with a door's content: text, task, image, link or a quiz with "Auflösen". */
function DoorContent({
  day,
  door,
  preview,
  onClose,
}: {
  day: number;
  door: AdventDoor | undefined;
  preview: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [revealed, setRevealed] = useState(false);
  const type = door?.type ?? 'text';
  const text = door?.text ?? '';
  const url = door?.url && isSafeUrl(door.url) ? door.url : '';
  const empty = text === '' && url === '';
  return (
    <div
      className="advent__overlay"
      role="dialog"
      aria-modal="true"
      aria-label={t('widgets.adventCalendar.doorTitle', { day })}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <div className={`advent__card advent__card--${type}`} data-testid="advent-content">
        <p className="advent__card-title">
          {t('widgets.adventCalendar.doorTitle', { day })}
          {preview && <span className="advent__badge">{t('widgets.adventCalendar.preview')}</span>}
        </p>
        <div className="advent__card-body">
          {type === 'task' && <p className="advent__kind">{t('widgets.adventCalendar.task')}</p>}
          {type === 'image' && url !== '' && <img className="advent__image" src={url} alt={text} />}
          {empty ? (
            <p className="advent__text">{t('widgets.adventCalendar.empty')}</p>
          ) : (
            text !== '' && <p className="advent__text">{text}</p>
          )}
          {type === 'link' && url !== '' && (
            <a className="w-btn advent__link" href={url} target="_blank" rel="noopener noreferrer">
              {t('widgets.adventCalendar.openLink')}
            </a>
          )}
          {type === 'quiz' &&
            door?.answer &&
            (revealed ? (
              <p className="advent__answer" data-testid="advent-answer">
                {door.answer}
              </p>
            ) : (
              <WidgetButton onClick={() => setRevealed(true)}>
                {t('widgets.adventCalendar.reveal')}
              </WidgetButton>
            ))}
        </div>
        <div className="w-actions">
          <button
            type="button"
            className="w-btn w-btn--secondary"
            // biome-ignore lint/a11y/noAutofocus: the overlay's close button takes the focus.
            autoFocus
            onClick={onClose}
          >
            {t('widgets.adventCalendar.close')}
          </button>
        </div>
      </div>
    </div>
  );
}
