import { drawDistinct } from '@tafino/shared';
import { type CSSProperties, useEffect, useMemo, useRef, useState } from 'react';
import { useWidgetSdk } from '../sdk/react/context.tsx';
import { usePickPool } from '../sdk/react/use-pick-pool.ts';
import { EmptyState, WidgetButton } from '../sdk/ui/index.ts';
import type { WidgetViewProps } from '../sdk/view-types.ts';
import type { NamePickerData } from './definition.ts';
import './name-picker.css';
import { useTranslation } from '../sdk/i18n.ts';

const NO_NAMES: readonly string[] = [];
/** Names passing by in a slot before the drawn one stops there. */
const ROLL_STEPS = 14;
/** The roll's length (name-picker.css), and the fade's that replaces it with reduced motion. */
const ROLL_MS = 1500;
const FADE_MS = 400;
/** How long the drawn name's card pulses (source "Namenskarten auf dieser Tafel"). */
const CARD_PULSE_MS = 3000;
const NAME_CARD_TYPE = 'WidgetNameCard';

const reducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The names a slot rolls through: the pool round after round, ending on the drawn name. */
function rollStrip(pool: readonly string[], result: string, slot: number): string[] {
  const others = pool.length > 1 ? pool.filter((n) => n !== result) : pool;
  const strip = Array.from(
    { length: ROLL_STEPS },
    (_, i) => others[(i * 7 + slot * 3) % others.length] ?? result,
  );
  return [...strip, result];
}

/** Slots in a grid of at most three columns. */
function slotGrid(count: number) {
  const columns = count <= 2 ? count : 3;
  return { columns, rows: Math.ceil(count / columns) };
}

/**
 * "Namen ziehen": draws 1–6 names (unbiased, from the SDK's randomness) from the names not yet
 * picked. The draw is stored before the 1.5 s slot-machine roll (a fade with reduced motion); with
 * a class list the picks are remembered for the class across widgets and desktops until "Neue Runde".
 */
export function View({
  settings,
  componentData,
  size,
  readOnly = false,
  onComponentDataChange,
}: WidgetViewProps<'WidgetNameCardPicker', NamePickerData>) {
  const { t } = useTranslation();
  const sdk = useWidgetSdk();
  const classNames = sdk.useClassNames();
  const fromClassList = settings.nameSource === 'classList';
  // The owners of the desktop's name cards, in board order (none in the embed).
  const owned = sdk.useOwnedWidgets();
  const cards = useMemo(() => owned.filter((w) => w.type === NAME_CARD_TYPE), [owned]);
  const cardNames = useMemo(() => [...new Set(cards.map((w) => w.ownerName))], [cards]);
  const names = fromClassList ? classNames : readOnly ? NO_NAMES : cardNames;
  const { memory, picked, remaining } = usePickPool(
    names,
    fromClassList && !readOnly,
    componentData.pickedNames,
  );
  const [rolling, setRolling] = useState<readonly string[] | null>(null);
  const [listsOpen, setListsOpen] = useState(false);
  const allDone = names.length > 0 && remaining.length === 0;
  // When the roll stops, the drawn names' cards pulse ("Du bist dran!").
  const pulseCards = useRef<() => void>(() => {});
  pulseCards.current = () => {
    if (fromClassList || !rolling) return;
    for (const card of cards)
      if (rolling.includes(card.ownerName)) sdk.pulseWidget(card.widgetId, CARD_PULSE_MS);
  };
  useEffect(() => {
    if (!rolling) return;
    const timer = setTimeout(
      () => {
        pulseCards.current();
        setRolling(null);
      },
      reducedMotion() ? FADE_MS : ROLL_MS,
    );
    return () => clearTimeout(timer);
  }, [rolling]);

  const draw = () => {
    if (remaining.length === 0 || readOnly) return;
    const result = drawDistinct(remaining, settings.pickCount, sdk.random);
    const keep = settings.removePickedNames;
    // Stored (and remembered for the class) before the roll starts: a reload never draws again.
    onComponentDataChange({ pickedNames: keep ? [...picked, ...result] : [...picked], lastPick: result });
    if (keep) memory?.add(result);
    if (settings.playSound) sdk.playSound('roll');
    setListsOpen(false);
    setRolling(result);
  };
  const newRound = () => {
    onComponentDataChange({ pickedNames: [], lastPick: [] });
    memory?.clear();
    setRolling(null);
  };
  const move = (name: string) => {
    const wasPicked = picked.includes(name);
    const next = wasPicked ? picked.filter((n) => n !== name) : [...picked, name];
    onComponentDataChange((d) => ({ ...d, pickedNames: next }));
    if (wasPicked) memory?.remove([name]);
    else memory?.add([name]);
  };

  if (names.length === 0) {
    return (
      <div className="name-picker w-fill">
        <EmptyState
          status
          title={t(
            fromClassList
              ? 'widgets.WidgetNameCardPicker.noClassList'
              : 'widgets.WidgetNameCardPicker.noNameCards',
          )}
          hint={fromClassList && !readOnly ? t('widgets.WidgetNameCardPicker.noClassListHint') : undefined}
        />
      </div>
    );
  }

  const shown = rolling ?? componentData.lastPick.filter((n) => names.includes(n));
  const { columns, rows } = slotGrid(Math.max(1, shown.length));
  const tiny = size.height < 150;
  const buttons = !readOnly && !tiny;
  const slotHeight = Math.max(
    20,
    (size.height - (buttons ? 64 : 8) - (allDone && !rolling ? 32 : 0)) / rows - 8,
  );
  const slotWidth = (size.width - 12 - (columns - 1) * 8) / columns;
  // One size for every slot: the longest name shown (while rolling: of the list) fits its slot's width.
  const longest = Math.max(3, ...(rolling ? names : shown).map((n) => n.length));
  const fontSize = Math.max(12, Math.floor(Math.min(slotHeight * 0.55, (slotWidth - 16) / (longest * 0.66))));
  const slotStyle = { '--np-slot': `${slotHeight}px`, '--np-font': `${fontSize}px` } as CSSProperties;

  return (
    <div className={`name-picker w-fill${tiny ? ' name-picker--tiny' : ''}`}>
      {listsOpen && !readOnly ? (
        <div className="name-picker__lists">
          {(
            [
              ['open', remaining],
              ['done', picked],
            ] as const
          ).map(([column, list]) => (
            <section
              key={column}
              className="name-picker__column"
              aria-label={t(`widgets.WidgetNameCardPicker.${column}`)}
            >
              <h3 className="name-picker__heading">
                {t(`widgets.WidgetNameCardPicker.${column}`)} ({list.length})
              </h3>
              <ul className="name-picker__names">
                {list.map((name) => (
                  <li key={name}>
                    <button
                      type="button"
                      className="w-chip name-picker__name"
                      aria-label={t(
                        `widgets.WidgetNameCardPicker.${column === 'open' ? 'moveToDone' : 'moveToOpen'}`,
                        {
                          name,
                        },
                      )}
                      onClick={() => move(name)}
                    >
                      {name}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      ) : (
        // A tap on the result area draws too; 'Ziehen' is the keyboard way.
        // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: mirror of the 'Ziehen' button.
        <div
          className="name-picker__result"
          style={{ ...slotStyle, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
          onClick={() => {
            if (!allDone && !rolling) draw();
          }}
          data-testid="name-picker-result"
        >
          {shown.length === 0 ? (
            <p className="name-picker__hint">{buttons ? t('widgets.WidgetNameCardPicker.hint') : ''}</p>
          ) : rolling ? (
            rolling.map((name, slot) => (
              <div key={`${slot}-${name}`} className="name-picker__slot name-picker__slot--rolling">
                <div
                  className="name-picker__strip"
                  style={{ '--np-end': `${(-100 * ROLL_STEPS) / (ROLL_STEPS + 1)}%` } as CSSProperties}
                  aria-hidden="true"
                >
                  {rollStrip(names, name, slot).map((n, i) => (
                    <span key={i} className="name-picker__strip-name">
                      {n}
                    </span>
                  ))}
                </div>
              </div>
            ))
          ) : (
            shown.map((name, slot) => (
              <div key={`${slot}-${name}`} className="name-picker__slot" data-testid="name-picker-pick">
                <span className="name-picker__pick">{name}</span>
              </div>
            ))
          )}
        </div>
      )}
      {allDone && !rolling && !listsOpen && (
        <p className="name-picker__all-done" role="status">
          {t('widgets.WidgetNameCardPicker.allDone')}
        </p>
      )}
      {buttons && (
        <div className="name-picker__actions">
          {allDone && !rolling ? (
            <WidgetButton onClick={newRound}>{t('widgets.WidgetNameCardPicker.newRound')}</WidgetButton>
          ) : (
            <WidgetButton onClick={draw} disabled={rolling !== null}>
              {t('widgets.WidgetNameCardPicker.draw')}
            </WidgetButton>
          )}
          <button
            type="button"
            className="w-btn w-btn--secondary"
            aria-expanded={listsOpen}
            onClick={() => setListsOpen((open) => !open)}
          >
            {t(
              listsOpen ? 'widgets.WidgetNameCardPicker.hideLists' : 'widgets.WidgetNameCardPicker.showLists',
            )}
          </button>
        </div>
      )}
      <div className="name-picker__live" aria-live="polite" data-testid="name-picker-announcement">
        {rolling || shown.length === 0
          ? ''
          : t('widgets.WidgetNameCardPicker.drawn', { names: shown.join(', ') })}
      </div>
    </div>
  );
}
