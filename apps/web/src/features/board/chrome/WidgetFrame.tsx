import type { ColorToken } from '@tafino/shared';
import { type KeyboardEvent, memo, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlusIcon } from '../../../ui/icons.tsx';
import { categorySlug } from '../../../widgets/edition-look.ts';
import { getWidgetDefinition } from '../../../widgets/registry.ts';
import { ColorSwatches } from '../../../widgets/sdk/react/DerivedSettingsForm.tsx';
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

function Popover({
  onClose,
  children,
  label,
}: {
  onClose: () => void;
  children: React.ReactNode;
  label: string;
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
    <div ref={ref} className="widget-frame__popover" role="dialog" aria-label={label}>
      {children}
    </div>
  );
}

/** The chrome the board owns around every widget: header (drag handle), buttons, menu, body. */
export const WidgetFrame = memo(function WidgetFrame({ id }: { id: string }) {
  const { t } = useTranslation();
  const type = useBoardStore((s) => s.widgets[id]?.type);
  const ownerName = useBoardStore((s) => s.widgets[id]?.ownerName ?? null);
  const locked = useBoardStore((s) => s.layout.find((e) => e.i === id)?.isStatic ?? false);
  // Near the top edge the floating toolbar opens below the frame instead of above it.
  const atTop = useBoardStore((s) => (s.layout.find((e) => e.i === id)?.y ?? 0) < 4);
  const selected = useBoardStore((s) => s.selectedId === id);
  const inFocus = useBoardStore((s) => s.focusId === id);
  const definition = type ? getWidgetDefinition(type) : undefined;
  const quickKey = definition?.settings.quickKeys?.[0];
  const quickValue = useBoardStore((s) => (quickKey ? s.widgets[id]?.settings[quickKey] : undefined));
  const headerTitle = useBoardStore((s) => {
    const settings = s.widgets[id]?.settings;
    return settings && definition?.headerTitle ? definition.headerTitle(settings) : '';
  });
  const [menu, setMenu] = useState<'more' | 'color' | null>(null);
  if (!type) return null;
  const name = t(`widgets.${type}.name`, { defaultValue: type });
  // The handle's name contains every word it shows (type name, title).
  const label = headerTitle ? t('board.widget.titled', { name, title: headerTitle }) : name;

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

  return (
    <section
      className={`widget-frame${selected ? ' widget-frame--selected' : ''}${locked ? ' widget-frame--locked' : ''}${atTop ? ' widget-frame--top' : ''}`}
      aria-label={name}
      data-widget-id={id}
      data-widget-type={type}
      data-widget-category={definition ? categorySlug(definition.info.category) : undefined}
      onPointerDown={() => select(id)}
    >
      <header className="widget-frame__header">
        <button
          type="button"
          className="widget-frame__handle"
          aria-label={t('board.widget.handle', { name: label })}
          aria-describedby="board-keyboard-help"
          aria-pressed={selected}
          onClick={() => select(id)}
          onKeyDown={handleKeyDown}
        >
          <span className="widget-frame__title">{name}</span>
          {headerTitle && <span className="widget-frame__subtitle">{headerTitle}</span>}
          {ownerName && <span className="widget-frame__owner">{ownerName}</span>}
        </button>
        <div className="widget-frame__buttons">
          {quickKey && definition?.settings.fields[quickKey]?.kind === 'color' && (
            <button
              type="button"
              className="widget-frame__button widget-frame__swatch"
              aria-label={t('board.widget.color')}
              title={t('board.widget.color')}
              aria-expanded={menu === 'color'}
              style={{ background: `var(--color-${String(quickValue)}, ${String(quickValue)})` }}
              onClick={() => setMenu(menu === 'color' ? null : 'color')}
            />
          )}
          {definition?.placesAnother && (
            <button
              type="button"
              className="widget-frame__button"
              aria-label={t('board.widget.another', { name })}
              title={t('board.widget.another', { name })}
              onClick={() => placeAnother(id)}
            >
              <PlusIcon />
            </button>
          )}
          {!locked && (
            <button
              type="button"
              className="widget-frame__button"
              aria-label={t('board.widget.settings')}
              title={t('board.widget.settings')}
              onClick={() => openSettings(id)}
            >
              <GearIcon />
            </button>
          )}
          <button
            type="button"
            className="widget-frame__button"
            aria-label={t('board.widget.focus')}
            title={t('board.widget.focus')}
            onClick={() => openFocus(id)}
            disabled={inFocus}
          >
            <ExpandIcon />
          </button>
          <button
            type="button"
            className="widget-frame__button"
            aria-label={locked ? t('board.widget.unlock') : t('board.widget.lock')}
            title={locked ? t('board.widget.unlock') : t('board.widget.lock')}
            aria-pressed={locked}
            onClick={() => toggleLock(id)}
          >
            {locked ? <LockIcon /> : <UnlockIcon />}
          </button>
          {!locked && (
            <button
              type="button"
              className="widget-frame__button"
              aria-label={t('board.widget.remove')}
              title={t('board.widget.remove')}
              onClick={() => removeWidget(id)}
            >
              <CloseIcon />
            </button>
          )}
          <button
            type="button"
            className="widget-frame__button"
            aria-label={t('board.widget.more')}
            title={t('board.widget.more')}
            aria-haspopup="dialog"
            aria-expanded={menu === 'more'}
            onClick={() => setMenu(menu === 'more' ? null : 'more')}
          >
            <MoreIcon />
          </button>
          {menu === 'color' && quickKey && (
            <Popover label={t('board.widget.color')} onClose={() => setMenu(null)}>
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
          {menu === 'more' && (
            <Popover label={t('board.widget.more')} onClose={() => setMenu(null)}>
              <button
                type="button"
                className="widget-frame__menu-item"
                onClick={() => {
                  setMenu(null);
                  duplicateWidget(id);
                }}
              >
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
