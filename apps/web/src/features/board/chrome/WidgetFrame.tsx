import type { ColorToken } from '@tafino/shared';
import {
  type CSSProperties,
  type KeyboardEvent,
  memo,
  type ReactNode,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import { PlusIcon } from '../../../ui/icons.tsx';
import { categorySlug } from '../../../widgets/edition-look.ts';
import { getWidgetDefinition } from '../../../widgets/registry.ts';
import { ColorSwatches } from '../../../widgets/sdk/react/ColorSwatches.tsx';
import type { WidgetHeaderAction } from '../../../widgets/sdk/react/context.tsx';
import { useElementSize } from '../../../widgets/sdk/ui/use-element-size.ts';
import { CELL_PX } from '../layout/layout.ts';
import {
  duplicateWidget,
  nudge,
  openFocus,
  openSettings,
  placeAnother,
  removeWidget,
  select,
  toggleLock,
  updateQuickSetting,
} from '../store/board-actions.ts';
import { useBoardStore } from '../store/board-store.ts';
import { useBoardScale } from './board-scale.ts';
import { capturePointer } from './capture-pointer.ts';
import {
  availableActions,
  fitHeaderActions,
  type HeaderPlace,
  isCompactFrame,
  smallHeaderPlace,
} from './header-actions.ts';
import { CloseIcon, ExpandIcon, GearIcon, LockIcon, MoreIcon, UnlockIcon } from './icons.tsx';
import { WidgetHost } from './WidgetHost.tsx';

/** Arrow keys and 'Anordnen' move and resize by a visible step: two cells (20 px on the logical board). */
const STEP = 2;
const ARROWS: Record<string, { dx?: number; dy?: number; dw?: number; dh?: number }> = {
  ArrowUp: { dy: -STEP },
  ArrowDown: { dy: STEP },
  ArrowLeft: { dx: -STEP },
  ArrowRight: { dx: STEP },
};
const SIZES: Record<string, { dw?: number; dh?: number }> = {
  ArrowUp: { dh: -STEP },
  ArrowDown: { dh: STEP },
  ArrowLeft: { dw: -STEP },
  ArrowRight: { dw: STEP },
};

type Change = { dx?: number; dy?: number; dw?: number; dh?: number };

/** One step; where a neighbour or the board's edge leaves less room, one cell (as close as it can go). */
function step(id: string, change: Change): void {
  if (nudge(id, change)) return;
  const cell = (value: number | undefined) => (value === undefined ? undefined : Math.sign(value));
  nudge(id, { dx: cell(change.dx), dy: cell(change.dy), dw: cell(change.dw), dh: cell(change.dh) });
}

/** Where the "⋯" menu opens: below or above the header, aligned right or left, and how tall it may grow. */
interface Placement {
  up: boolean;
  left: boolean;
  /** Screen px. */
  maxHeight: number;
}

/** The menu opens where the board has room for it (the board clips what reaches past its edges). */
function placeMenu(header: HTMLElement | null): Placement {
  const canvas = header?.closest('.board-canvas');
  if (!header || !canvas) return { up: false, left: false, maxHeight: 480 };
  const h = header.getBoundingClientRect();
  const c = canvas.getBoundingClientRect();
  const below = c.bottom - h.bottom;
  const above = h.top - c.top;
  const up = below < 320 && above > below;
  return { up, left: h.right - 280 < c.left, maxHeight: Math.max(120, (up ? above : below) - 8) };
}

function Popover({
  onClose,
  children,
  label,
  placement,
}: {
  onClose: () => void;
  children: ReactNode;
  label: string;
  placement: Placement;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const onDown = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) onClose();
    };
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('pointerdown', onDown, true);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown, true);
      document.removeEventListener('keydown', onKey);
    };
  }, [onClose]);
  return (
    <div
      ref={ref}
      className={`widget-frame__popover${placement.up ? ' widget-frame__popover--up' : ''}${placement.left ? ' widget-frame__popover--left' : ''}`}
      role="dialog"
      aria-label={label}
      style={{ '--popover-max': placement.maxHeight } as CSSProperties}
    >
      {children}
    </div>
  );
}

const NO_ACTIONS: readonly WidgetHeaderAction[] = [];
/** The opened header's height in screen px (board.css: 45 × --chrome) and a little room. */
const HEADER_SCREEN_PX = 48;
/** An outside header's least width in screen px (board.css: 140 × --chrome). */
const HEADER_MIN_SCREEN_WIDTH = 140;

/** The chrome the board owns around every widget: header (drag handle), buttons, menu, body. */
export const WidgetFrame = memo(function WidgetFrame({ id }: { id: string }) {
  const { t } = useTranslation();
  const scale = useBoardScale();
  // The frame's inner size in screen px: its layout size times the board's scale.
  const { ref: frameRef, size: frameSize } = useElementSize<HTMLElement>();
  const headerRef = useRef<HTMLElement>(null);
  // Until the frame is measured, its grid item's size stands in (the border is the difference): the first
  // render then has the header (compact or not, its inline buttons) it keeps, and the view in the body is
  // not measured and rendered a second time when the header leaves the body's flow.
  const measured = frameSize.width > 0;
  const cells = useBoardStore((s) => (measured ? undefined : s.layout.find((e) => e.i === id)));
  // The header spans the frame's inner width.
  const frame = measured
    ? { width: frameSize.width * scale, height: frameSize.height * scale }
    : { width: (cells?.w ?? 0) * CELL_PX * scale, height: (cells?.h ?? 0) * CELL_PX * scale };
  const compact = isCompactFrame(frame.height);
  const type = useBoardStore((s) => s.widgets[id]?.type);
  const ownerName = useBoardStore((s) => s.widgets[id]?.ownerName ?? null);
  const locked = useBoardStore((s) => s.layout.find((e) => e.i === id)?.isStatic ?? false);
  const selected = useBoardStore((s) => s.selectedId === id);
  const inFocus = useBoardStore((s) => s.focusId === id);
  const definition = type ? getWidgetDefinition(type) : undefined;
  const quickKey = definition?.settings.quickKeys?.[0];
  const frameless = Boolean(definition?.frameless);
  // A sticker's header opens above it (never over the picture); at the board's top edge, below it.
  const sticker = frameless && definition?.info.category === 'Sticker';
  // A frameless widget too low to host the header (a 150x80 card) opens it outside too, where the room
  // is free: above, else below, else beside it (a card between two others), else over its top. It never
  // covers a neighbour, such as the lesson "+" places beneath a card at the board's top edge.
  const smallFrameless = frameless && !sticker && frame.height > 0 && frame.height < 2 * HEADER_SCREEN_PX;
  const headerPlace = useBoardStore((s): HeaderPlace => {
    const entry = s.layout.find((e) => e.i === id);
    if (!entry) return 'inside';
    if (sticker) return entry.y * CELL_PX * scale < HEADER_SCREEN_PX ? 'below' : 'above';
    if (!smallFrameless) return 'inside';
    // Above, else below, else beside (right, left), where the board is free; else over its own top.
    return smallHeaderPlace(entry, s.layout, {
      rows: Math.ceil(HEADER_SCREEN_PX / (CELL_PX * scale)),
      cols: Math.ceil(HEADER_MIN_SCREEN_WIDTH / (CELL_PX * scale)),
      boardCols: Math.floor(s.container.width / CELL_PX),
    });
  });
  const headerOutside = headerPlace !== 'inside';
  const quickValue = useBoardStore((s) => (quickKey ? s.widgets[id]?.settings[quickKey] : undefined));
  const headerTitle = useBoardStore((s) => {
    const settings = s.widgets[id]?.settings;
    return settings && definition?.headerTitle ? definition.headerTitle(settings) : '';
  });
  const widgetActions = useBoardStore((s) => s.headerActions[id]) ?? NO_ACTIONS;
  const [menu, setMenu] = useState<{ kind: 'more' | 'color'; placement: Placement } | null>(null);
  if (!type) return null;
  const name = t(`widgets.${type}.name`, { defaultValue: type });
  // The handle's name contains every word it shows (type name, title).
  const label = headerTitle ? t('board.widget.titled', { name, title: headerTitle }) : name;
  const hasColor = Boolean(quickKey && definition?.settings.fields[quickKey]?.kind === 'color');
  const { inline, overflow } = fitHeaderActions(
    [
      ...widgetActions.map((action) => `widget:${action.key}`),
      ...availableActions({ locked, color: hasColor, another: Boolean(definition?.placesAnother) }),
    ],
    frame.width,
    locked,
  );
  const open = (kind: 'more' | 'color') =>
    setMenu(menu?.kind === kind ? null : { kind, placement: placeMenu(headerRef.current) });
  const close = () => setMenu(null);

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      removeWidget(id);
      return;
    }
    const change = event.shiftKey ? SIZES[event.key] : ARROWS[event.key];
    if (change) {
      event.preventDefault();
      step(id, change);
    }
  };

  const actions: Record<string, { label: string; icon: ReactNode; run: () => void; pressed?: boolean }> = {
    ...Object.fromEntries(
      widgetActions.map((action) => [
        `widget:${action.key}`,
        { label: action.label, icon: action.icon, run: action.onClick },
      ]),
    ),
    color: { label: t('board.widget.color'), icon: null, run: () => open('color') },
    another: { label: t('board.widget.another', { name }), icon: <PlusIcon />, run: () => placeAnother(id) },
    settings: { label: t('board.widget.settings'), icon: <GearIcon />, run: () => openSettings(id) },
    focus: { label: t('board.widget.focus'), icon: <ExpandIcon />, run: () => openFocus(id) },
    lock: {
      label: locked ? t('board.widget.unlock') : t('board.widget.lock'),
      icon: locked ? <LockIcon /> : <UnlockIcon />,
      run: () => toggleLock(id),
      pressed: locked,
    },
    remove: { label: t('board.widget.remove'), icon: <CloseIcon />, run: () => removeWidget(id) },
  };
  const swatchStyle = { background: `var(--color-${String(quickValue)}, ${String(quickValue)})` };

  return (
    <section
      ref={frameRef}
      className={`widget-frame${selected ? ' widget-frame--selected' : ''}${locked ? ' widget-frame--locked' : ''}${compact && !frameless ? ' widget-frame--compact' : ''}${frameless ? ' widget-frame--frameless' : ''}${headerOutside ? ` widget-frame--header-outside${headerPlace === 'above' ? '' : ` widget-frame--header-${headerPlace}`}` : ''}`}
      aria-label={name}
      data-widget-id={id}
      data-widget-type={type}
      data-widget-category={definition ? categorySlug(definition.info.category) : undefined}
      onPointerDown={() => select(id)}
    >
      <header ref={headerRef} className="widget-frame__header">
        <button
          type="button"
          className="widget-frame__handle"
          aria-label={t('board.widget.handle', { name: label })}
          aria-describedby="board-keyboard-help"
          aria-pressed={selected}
          onClick={() => select(id)}
          onPointerDown={capturePointer}
          onKeyDown={handleKeyDown}
        >
          <span className="widget-frame__title">{name}</span>
          {headerTitle && <span className="widget-frame__subtitle">{headerTitle}</span>}
          {ownerName && <span className="widget-frame__owner">{ownerName}</span>}
        </button>
        <div className="widget-frame__buttons">
          {inline.map((action) => {
            const a = actions[action];
            if (!a) return null;
            return (
              <button
                key={action}
                type="button"
                className={`widget-frame__button${action === 'color' ? ' widget-frame__swatch' : ''}`}
                aria-label={a.label}
                title={a.label}
                aria-pressed={a.pressed}
                aria-expanded={action === 'color' ? menu?.kind === 'color' : undefined}
                style={action === 'color' ? swatchStyle : undefined}
                onClick={a.run}
                disabled={action === 'focus' && inFocus}
              >
                {a.icon}
              </button>
            );
          })}
          <button
            type="button"
            className="widget-frame__button"
            aria-label={t('board.widget.more')}
            title={t('board.widget.more')}
            aria-haspopup="dialog"
            aria-expanded={menu?.kind === 'more'}
            onClick={() => open('more')}
          >
            <MoreIcon />
          </button>
          {menu?.kind === 'color' && quickKey && (
            <Popover label={t('board.widget.color')} onClose={close} placement={menu.placement}>
              <ColorSwatches
                name={`quick-${id}`}
                options={
                  (definition?.settings.fields[quickKey] as { options: readonly ColorToken[] } | undefined)
                    ?.options ?? []
                }
                value={quickValue as ColorToken}
                onChange={(token) => updateQuickSetting(id, { [quickKey]: token })}
              />
            </Popover>
          )}
          {menu?.kind === 'more' && (
            <Popover label={t('board.widget.more')} onClose={close} placement={menu.placement}>
              {overflow.map((action) => {
                const a = actions[action];
                if (!a) return null;
                return (
                  <button
                    key={action}
                    type="button"
                    className="widget-frame__menu-item"
                    aria-pressed={a.pressed}
                    disabled={action === 'focus' && inFocus}
                    onClick={() => {
                      // The colour menu replaces this one; every other action closes it.
                      if (action !== 'color') close();
                      a.run();
                    }}
                  >
                    <span className="widget-frame__menu-icon" aria-hidden="true">
                      {action === 'color' ? (
                        <span className="widget-frame__menu-swatch" style={swatchStyle} />
                      ) : (
                        a.icon
                      )}
                    </span>
                    {a.label}
                  </button>
                );
              })}
              <button
                type="button"
                className="widget-frame__menu-item"
                onClick={() => {
                  close();
                  duplicateWidget(id);
                }}
              >
                <span className="widget-frame__menu-icon" aria-hidden="true" />
                {t('board.widget.duplicate')}
              </button>
              {!locked && (
                <>
                  <p className="widget-frame__menu-heading">{t('board.widget.arrange')}</p>
                  <div className="widget-frame__arrows">
                    <button
                      type="button"
                      aria-label={t('board.widget.moveUp')}
                      onClick={() => step(id, { dy: -STEP })}
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      aria-label={t('board.widget.moveDown')}
                      onClick={() => step(id, { dy: STEP })}
                    >
                      ↓
                    </button>
                    <button
                      type="button"
                      aria-label={t('board.widget.moveLeft')}
                      onClick={() => step(id, { dx: -STEP })}
                    >
                      ←
                    </button>
                    <button
                      type="button"
                      aria-label={t('board.widget.moveRight')}
                      onClick={() => step(id, { dx: STEP })}
                    >
                      →
                    </button>
                  </div>
                  <p className="widget-frame__menu-heading">{t('board.widget.size')}</p>
                  <div className="widget-frame__arrows">
                    <button
                      type="button"
                      aria-label={t('board.widget.wider')}
                      onClick={() => step(id, { dw: STEP })}
                    >
                      ⇔+
                    </button>
                    <button
                      type="button"
                      aria-label={t('board.widget.narrower')}
                      onClick={() => step(id, { dw: -STEP })}
                    >
                      ⇔−
                    </button>
                    <button
                      type="button"
                      aria-label={t('board.widget.taller')}
                      onClick={() => step(id, { dh: STEP })}
                    >
                      ⇕+
                    </button>
                    <button
                      type="button"
                      aria-label={t('board.widget.shorter')}
                      onClick={() => step(id, { dh: -STEP })}
                    >
                      ⇕−
                    </button>
                  </div>
                </>
              )}
            </Popover>
          )}
        </div>
      </header>
      <div className="widget-frame__body">
        {inFocus ? (
          <div className="widget-frame__in-focus">{t('board.widget.inFocus')}</div>
        ) : (
          <WidgetHost id={id} />
        )}
      </div>
    </section>
  );
});
