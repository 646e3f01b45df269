import type { DesktopDto, EffectiveEdition, WidgetDto } from '@tafino/shared';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApplication } from '../../app/stores/application.ts';
import { unlockSound } from '../../widgets/sdk/react/sound.ts';
import { WidgetViewHost } from './chrome/WidgetHost.tsx';
import { CELL_PX, type LayoutEntry, layoutExtent } from './layout/layout.ts';
import { buildBoard } from './store/board-actions.ts';
import { type BoardWidget, initialBoardState } from './store/board-store.ts';
import './board.css';
import './read-only-board.css';

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
 * Key it by the desktop id: a different desktop starts from its own data.
 */
export function ReadOnlyBoard({ desktop, widgets: serverWidgets, edition }: ReadOnlyBoardProps) {
  const [{ layout, widgets }] = useState(() =>
    buildBoard(desktop, serverWidgets, [], edition, initialBoardState().container),
  );
  const extent = layoutExtent(layout);
  return (
    <div
      className="board board--read-only"
      data-edition={edition}
      onPointerDownCapture={() => {
        if (!useApplication.getState().soundOn) return;
        if (Object.values(widgets).some((w) => w.settings.playSound === true)) unlockSound();
      }}
    >
      <div className="read-only-board__canvas">
        <div
          className="read-only-board__grid"
          style={{ width: extent.cols * CELL_PX, height: extent.rows * CELL_PX }}
        >
          {layout.map((entry) => {
            const widget = widgets[entry.i];
            return widget ? (
              <ReadOnlyItem key={entry.i} entry={entry} widget={widget} edition={edition} />
            ) : null;
          })}
        </div>
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
      <div className="read-only-board__frame">
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
