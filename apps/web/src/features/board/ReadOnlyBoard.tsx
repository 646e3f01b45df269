import type { DesktopDto, EffectiveEdition, WidgetDto } from '@tafino/shared';
import { memo, useState } from 'react';
import { useApplication } from '../../app/stores/application.ts';
import { categorySlug } from '../../widgets/edition-look.ts';
import { getWidgetManifest } from '../../widgets/registry.ts';
import { unlockSound } from '../../widgets/sdk/react/sound.ts';
import { useElementSize } from '../../widgets/sdk/ui/use-element-size.ts';
import { WidgetViewHost } from './chrome/WidgetHost.tsx';
import {
  boardSurfaceSize,
  CELL_PX,
  fitBoardSize,
  fitScale,
  type LayoutEntry,
  readBoardSize,
} from './layout/layout.ts';
import { buildBoard } from './store/board-actions.ts';
import { type BoardWidget, initialBoardState } from './store/board-store.ts';
import './board.css';
import './read-only-board.css';
import { useTranslation } from '../../i18n/index.ts';

const noop = () => {};

export interface ReadOnlyBoardProps {
  desktop: DesktopDto;
  widgets: readonly WidgetDto[];
  edition: EffectiveEdition;
}

/**
 * A desktop's widgets at their layout positions with nothing to change (the /iframe embed): no
 * chrome, no drag or resize, no settings, no saving and no board store. The views get `readOnly`
 * and offer no control that changes their state; a change a view reports anyway is ignored, so
 * what is shown is always what the owner saved (a running timer keeps running from its stored start).
 * Like the signed-in board, the desktop's logical size is scaled to fit the visible area, so the whole
 * board is seen in any frame. Key it by the desktop id: a different desktop starts from its own data.
 */
export function ReadOnlyBoard({ desktop, widgets: serverWidgets, edition }: ReadOnlyBoardProps) {
  const [{ layout, widgets, surface }] = useState(() => {
    const container = initialBoardState().container;
    const built = buildBoard(desktop, serverWidgets, [], edition, container);
    const board = readBoardSize(desktop.extraProperties, built.layout) ?? fitBoardSize(container);
    return { ...built, surface: boardSurfaceSize(board, built.layout) };
  });
  const { ref, size: viewport } = useElementSize<HTMLDivElement>();
  const scale = fitScale(surface, viewport);
  return (
    <div
      className="board board--read-only"
      data-edition={edition}
      onPointerDownCapture={() => {
        if (!useApplication.getState().soundOn) return;
        if (Object.values(widgets).some((w) => w.settings.playSound === true)) unlockSound();
      }}
    >
      <div ref={ref} className="read-only-board__canvas">
        {viewport.width > 0 && (
          <div
            className="read-only-board__fit"
            style={{ width: surface.width * scale, height: surface.height * scale }}
          >
            <div
              className="read-only-board__grid"
              data-testid="read-only-surface"
              data-scale={scale.toFixed(4)}
              style={{ width: surface.width, height: surface.height, transform: `scale(${scale})` }}
            >
              {layout.map((entry) => {
                const widget = widgets[entry.i];
                return widget ? (
                  <ReadOnlyItem key={entry.i} entry={entry} widget={widget} edition={edition} />
                ) : null;
              })}
            </div>
          </div>
        )}
      </div>
    </div>
  );
}

const ReadOnlyItem = memo(function ReadOnlyItem({
  entry,
  widget,
  edition,
}: {
  entry: LayoutEntry;
  widget: BoardWidget;
  edition: EffectiveEdition;
}) {
  const { t } = useTranslation();
  const id = entry.i;
  const category = getWidgetManifest(widget.type)?.info.category;
  return (
    <section
      className="read-only-board__item"
      aria-label={t(`widgets.${widget.type}.name`, { defaultValue: widget.type })}
      data-widget-id={id}
      data-widget-type={widget.type}
      style={{
        left: entry.x * CELL_PX,
        top: entry.y * CELL_PX,
        width: entry.w * CELL_PX,
        height: entry.h * CELL_PX,
      }}
    >
      <div
        className="read-only-board__frame"
        data-widget-category={category ? categorySlug(category) : undefined}
      >
        <WidgetViewHost
          id={id}
          widget={widget}
          edition={edition}
          locked={entry.isStatic}
          readOnly
          onComponentDataChange={noop}
          onSettingsChange={noop}
          onRequestFocus={noop}
        />
      </div>
    </section>
  );
});
