import {
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from '../sdk/i18n.ts';
import { useWidgetSdk } from '../sdk/react/context.tsx';
import { stepMaxFont, useFittedStep } from './fit-step.ts';
import type { PlayerProps } from './Player.tsx';
import type { SortSet, TopicPack } from './pack-schema.ts';
import {
  type Basket,
  basketOfItem,
  basketsOf,
  checkSet,
  clearSet,
  isOrderOf,
  type Placements,
  placeItem,
  returnItems,
  shuffled,
} from './rules.ts';

/** Movement (CSS px) after which a press on a chip is a drag, not a tap. */
const DRAG_THRESHOLD_PX = 6;

interface Drag {
  readonly itemId: string;
  readonly pointerId: number;
  readonly startX: number;
  readonly startY: number;
  /** Screen px per layout px (the board and focus mode scale the widget). */
  readonly scale: number;
  moved: boolean;
}

/** The set shown: the one the settings name, else the first. */
export function currentSet(pack: TopicPack, sortSetId: string): SortSet {
  return pack.sortSets.find((s) => s.id === sortSetId) ?? (pack.sortSets[0] as SortSet);
}

/**
 * "Sortieren": chips go into baskets by drag (pointer events with capture, touch included), by tap on
 * a chip then on a basket, or by keys (Enter on a chip, then Enter on a basket or its number 1–n;
 * Escape lets go). "Prüfen" ticks the chips that lie right; wrong ones shake and return to the pool.
 */
export function SortBoard({
  pack,
  settings,
  componentData,
  onComponentDataChange,
  onSettingsChange,
  readOnly = false,
  size,
}: PlayerProps & { pack: TopicPack }) {
  const { t } = useTranslation();
  const set = currentSet(pack, settings.sortSetId);
  const baskets = basketsOf(set);
  const placements = componentData.placements as Placements;
  const [selected, setSelected] = useState<string | null>(null);
  // Chips that lay right at the last "Prüfen" (item → basket), and wrong ones on their way back.
  const [checked, setChecked] = useState<Readonly<Record<string, string>>>({});
  const [returning, setReturning] = useState<Readonly<Record<string, string>>>({});
  const [announcement, setAnnouncement] = useState('');
  const [drag, setDrag] = useState<{ itemId: string; dx: number; dy: number } | null>(null);
  const dragRef = useRef<Drag | null>(null);
  const suppressClick = useRef(false);
  // The shake ends with animationend; a chip never stays away if no animation runs.
  useEffect(() => {
    if (Object.keys(returning).length === 0) return;
    const timer = setTimeout(() => setReturning({}), 1200);
    return () => clearTimeout(timer);
  }, [returning]);
  // The chips' mixed order: drawn with the SDK's randomness the first time a set is shown, saved at
  // once and from then on read from the live state (a reload and a second screen show the same order).
  const { random } = useWidgetSdk();
  const itemIds = set.items.map((i) => i.id);
  const savedOrder = componentData.chipOrders[set.id];
  const orderSaved = isOrderOf(savedOrder, itemIds);
  const drawn = useRef<Record<string, string[]>>({});
  if (!orderSaved && !isOrderOf(drawn.current[set.id], itemIds))
    drawn.current[set.id] = shuffled(itemIds, random);
  const order = (orderSaved ? savedOrder : drawn.current[set.id]) ?? itemIds;
  useEffect(() => {
    const fresh = drawn.current[set.id];
    if (readOnly || orderSaved || !fresh) return;
    onComponentDataChange((d) =>
      isOrderOf(d.chipOrders[set.id], fresh) ? d : { ...d, chipOrders: { ...d.chipOrders, [set.id]: fresh } },
    );
  }, [readOnly, orderSaved, set.id, onComponentDataChange]);
  const pool = order.flatMap((id) => set.items.filter((i) => i.id === id));
  const labelOf = (itemId: string) => set.items.find((i) => i.id === itemId)?.label ?? '';
  const basketLabel = (basketId: string) => baskets.find((b) => b.id === basketId)?.label ?? '';

  const place = (itemId: string, basketId: string | null) => {
    if (readOnly) return;
    setSelected(null);
    onComponentDataChange((d) => ({ ...d, placements: placeItem(set, d.placements, itemId, basketId) }));
    setAnnouncement(
      basketId === null
        ? t('widgets.topics.sort.returned', { item: labelOf(itemId) })
        : t('widgets.topics.sort.placed', { item: labelOf(itemId), basket: basketLabel(basketId) }),
    );
  };

  const check = () => {
    const { correct, wrong } = checkSet(set, placements);
    setChecked(Object.fromEntries(correct.map((id) => [id, placements[id] as string])));
    setReturning(Object.fromEntries(wrong.map((id) => [id, placements[id] as string])));
    setSelected(null);
    if (wrong.length > 0)
      onComponentDataChange((d) => ({ ...d, placements: returnItems(d.placements, wrong) }));
    setAnnouncement(t('widgets.topics.sort.checked', { correct: correct.length, wrong: wrong.length }));
  };

  const tapChip = (itemId: string) => {
    if (suppressClick.current) {
      suppressClick.current = false;
      return;
    }
    if (readOnly) return;
    setSelected((s) => (s === itemId ? null : itemId));
  };

  const tapBasket = (basketId: string | null) => {
    if (selected) place(selected, basketId);
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLButtonElement>, itemId: string) => {
    if (readOnly || (event.pointerType === 'mouse' && event.button !== 0)) return;
    suppressClick.current = false;
    const element = event.currentTarget;
    element.setPointerCapture(event.pointerId);
    const rect = element.getBoundingClientRect();
    dragRef.current = {
      itemId,
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      scale: element.offsetWidth > 0 ? rect.width / element.offsetWidth : 1,
      moved: false,
    };
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLButtonElement>) => {
    const d = dragRef.current;
    if (!d || d.pointerId !== event.pointerId) return;
    const dx = event.clientX - d.startX;
    const dy = event.clientY - d.startY;
    if (!d.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD_PX) return;
    d.moved = true;
    setDrag({ itemId: d.itemId, dx: dx / d.scale, dy: dy / d.scale });
  };
  const endDrag = (event: ReactPointerEvent<HTMLButtonElement>, drop: boolean) => {
    const d = dragRef.current;
    if (!d || d.pointerId !== event.pointerId) return;
    dragRef.current = null;
    setDrag(null);
    if (!d.moved) return;
    suppressClick.current = drop;
    if (!drop) return;
    const chipElement = event.currentTarget;
    const board = chipElement.closest('.topic-sort');
    const target = document
      .elementsFromPoint(event.clientX, event.clientY)
      .filter((element) => !chipElement.contains(element))
      .map((element) => element.closest<HTMLElement>('[data-drop]'))
      .find((element) => element?.closest('.topic-sort') === board);
    if (!target) return;
    const basket = target.dataset.drop ?? '';
    place(d.itemId, basket === 'pool' ? null : basket);
  };

  // Keys on a chosen chip: its basket's number puts it there, Escape lets go.
  const onChipKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Escape' && selected) {
      event.stopPropagation();
      setSelected(null);
      return;
    }
    const n = Number(event.key);
    if (selected && Number.isInteger(n) && n >= 1 && n <= baskets.length) {
      event.preventDefault();
      place(selected, (baskets[n - 1] as Basket).id);
    }
  };

  const chip = (itemId: string, where: 'pool' | 'basket', ghost = false) => {
    const item = set.items.find((i) => i.id === itemId);
    if (!item) return null;
    const inBasket = basketOfItem(set, placements, itemId);
    const ok = !ghost && inBasket !== null && checked[itemId] === inBasket;
    const moving = drag?.itemId === itemId;
    const detail = ok && 'detail' in item ? item.detail : undefined;
    return (
      <button
        key={`${itemId}${ghost ? '-ghost' : ''}`}
        type="button"
        className={`topic-chip${ghost ? ' topic-chip--returning' : ''}${moving ? ' topic-chip--dragging' : ''}`}
        data-item={itemId}
        data-ok={ok || undefined}
        aria-pressed={selected === itemId}
        aria-label={ok ? t('widgets.topics.sort.chipRight', { item: item.label }) : undefined}
        tabIndex={ghost ? -1 : undefined}
        disabled={readOnly || ghost}
        style={moving ? { transform: `translate(${drag.dx}px, ${drag.dy}px)` } : undefined}
        onClick={(event) => {
          event.stopPropagation();
          tapChip(itemId);
        }}
        onKeyDown={onChipKey}
        onPointerDown={(e) => onPointerDown(e, itemId)}
        onPointerMove={onPointerMove}
        onPointerUp={(e) => endDrag(e, true)}
        onPointerCancel={(e) => endDrag(e, false)}
        onLostPointerCapture={(e) => endDrag(e, false)}
        onAnimationEnd={
          ghost
            ? () =>
                setReturning((r) => {
                  const { [itemId]: _, ...rest } = r;
                  return rest;
                })
            : undefined
        }
        data-where={where}
      >
        {ok && (
          <span className="topic-chip__tick" aria-hidden="true">
            ✓
          </span>
        )}
        <span>{item.label}</span>
        {detail && <span className="topic-chip__detail">{detail}</span>}
      </button>
    );
  };

  const inPool = pool.filter(
    (item) => basketOfItem(set, placements, item.id) === null && returning[item.id] === undefined,
  );
  const everyRight = set.items.length > 0 && checkSet(set, placements).correct.length === set.items.length;
  const allTicked = everyRight && set.items.every((i) => checked[i.id] !== undefined);
  const selectedPlaced = selected !== null && basketOfItem(set, placements, selected) !== null;
  // The whole step fits the frame: one font size for chips and baskets, fitted anew when a chip moves.
  const { ref: fitRef, fontSize } = useFittedStep<HTMLDivElement>(
    JSON.stringify([
      set.id,
      order,
      set.items.map((i) => basketOfItem(set, placements, i.id)),
      Object.keys(checked),
      Object.keys(returning),
      selectedPlaced,
      everyRight,
    ]),
    stepMaxFont(size, 0.04),
  );

  return (
    <div
      ref={fitRef}
      className="topic-sort"
      style={{ fontSize }}
      data-kind={set.kind}
      data-selecting={selected !== null || undefined}
    >
      <div className="topic-sort__head">
        {pack.sortSets.length > 1 && !readOnly ? (
          <fieldset className="topic-sort__sets" aria-label={t('widgets.topics.sort.sets')}>
            {pack.sortSets.map((s) => (
              <button
                key={s.id}
                type="button"
                className="topic-set"
                aria-pressed={s.id === set.id}
                onClick={() => {
                  setSelected(null);
                  setChecked({});
                  onSettingsChange({ sortSetId: s.id });
                }}
              >
                {s.title}
              </button>
            ))}
          </fieldset>
        ) : (
          <p className="topic-sort__title">{set.title}</p>
        )}
        {!readOnly && (
          <div className="topic-sort__actions">
            {/* Once "Prüfen" has ticked every chip, "Nochmal" takes its place. */}
            {!allTicked && (
              <button
                type="button"
                className="topic-btn"
                disabled={Object.keys(placements).every((id) => !set.items.some((i) => i.id === id))}
                onClick={check}
              >
                {t('widgets.topics.sort.check')}
              </button>
            )}
            {allTicked && (
              <button
                type="button"
                className="topic-btn topic-btn--secondary"
                onClick={() => {
                  setChecked({});
                  // A new round mixes the chips anew.
                  const mixed = shuffled(itemIds, random);
                  onComponentDataChange((d) => ({
                    ...d,
                    placements: clearSet(set, d.placements),
                    chipOrders: { ...d.chipOrders, [set.id]: mixed },
                  }));
                }}
              >
                {t('widgets.topics.sort.again')}
              </button>
            )}
          </div>
        )}
      </div>
      {set.hint && <p className="topic-sort__hint">{set.hint}</p>}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a larger touch target; "Zurücklegen" is the keyboard's. */}
      <fieldset
        className="topic-pool"
        data-drop="pool"
        aria-label={t('widgets.topics.sort.pool')}
        onClick={() => selectedPlaced && tapBasket(null)}
      >
        {inPool.map((item) => chip(item.id, 'pool'))}
        {inPool.length === 0 && !selectedPlaced && (
          <span className="topic-pool__empty">
            {everyRight ? t('widgets.topics.sort.allRight') : t('widgets.topics.sort.poolEmpty')}
          </span>
        )}
        {selectedPlaced && (
          <button
            type="button"
            className="topic-pool__back"
            onClick={(e) => {
              e.stopPropagation();
              tapBasket(null);
            }}
          >
            {t('widgets.topics.sort.backToPool')}
          </button>
        )}
      </fieldset>
      {set.kind === 'order' && (
        <p className="topic-sort__ends" aria-hidden="true">
          <span>{set.firstLabel}</span>
          <span>→</span>
          <span>{set.lastLabel}</span>
        </p>
      )}
      <div className="topic-baskets" style={{ '--topic-baskets': baskets.length } as React.CSSProperties}>
        {baskets.map((basket, index) => {
          const here = set.items.filter((i) => basketOfItem(set, placements, i.id) === basket.id);
          const back = Object.entries(returning).filter(([, b]) => b === basket.id);
          return (
            // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the basket's button is the keyboard target; the area is a larger touch target.
            <div
              key={basket.id}
              className="topic-basket"
              data-drop={basket.id}
              data-basket={basket.id}
              onClick={() => tapBasket(basket.id)}
            >
              <button
                type="button"
                className="topic-basket__label"
                aria-keyshortcuts={String(index + 1)}
                aria-label={
                  selected
                    ? t('widgets.topics.sort.putInto', { item: labelOf(selected), basket: basket.label })
                    : basket.label
                }
                disabled={readOnly}
                onClick={(event) => {
                  event.stopPropagation();
                  tapBasket(basket.id);
                }}
              >
                {basket.label}
              </button>
              <div className="topic-basket__chips">
                {here.map((item) => chip(item.id, 'basket'))}
                {back.map(([id]) => chip(id, 'basket', true))}
              </div>
            </div>
          );
        })}
      </div>
      <span className="visually-hidden" aria-live="polite" data-testid="topic-sort-status">
        {announcement}
      </span>
    </div>
  );
}
