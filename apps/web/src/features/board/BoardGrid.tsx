import { type CSSProperties, useLayoutEffect, useMemo, useRef } from 'react';
import ReactGridLayout, {
  type EventCallback,
  getCompactor,
  type Layout,
  type LayoutItem,
} from 'react-grid-layout';
import { aspectRatio, type PositionStrategy, transformStrategy } from 'react-grid-layout/core';
import 'react-grid-layout/css/styles.css';
import { useShallow } from 'zustand/react/shallow';
import { milestone } from '../../lib/milestones.ts';
import { BoardScaleContext } from './chrome/board-scale.ts';
import { capturePointer } from './chrome/capture-pointer.ts';
import {
  armDropFeedback,
  beginDropGhost,
  DropGhost,
  DropHint,
  DropLanding,
  dismissDropRejected,
  endDropGhost,
  setDropBlocked,
  setDropLanding,
} from './chrome/DropHint.tsx';
import { disarmDragSelectionStyle } from './chrome/drag-selection.ts';
import { WidgetFrame } from './chrome/WidgetFrame.tsx';
import { draggedTo, isDropBlocked } from './layout/drop.ts';
import { boardSurfaceSize, CELL_PX, fitScale, type LayoutEntry, trackResize } from './layout/layout.ts';
import { commitGeometry, select, settleViewport, setViewport } from './store/board-actions.ts';
import { useBoardStore } from './store/board-store.ts';

// A free board: no compaction, and a widget never pushes others away (it stops at them instead).
const compactor = getCompactor(null, false, true);

const dragConfig = {
  enabled: true,
  handle: '.widget-frame__handle',
  cancel: '.widget-frame__buttons',
  threshold: 4,
  bounded: true,
};

const resizeHandle = (axis: string, ref: React.Ref<HTMLElement>) => (
  <span
    ref={ref as React.Ref<HTMLSpanElement>}
    className={`react-resizable-handle react-resizable-handle-${axis} board-resize-handle`}
    aria-hidden="true"
    onPointerDown={capturePointer}
  />
);
const resizeConfig = { enabled: true, handles: ['se' as const], handleComponent: resizeHandle };
const NO_ITEMS: LayoutItem[] = [];

const ratioConstraints = new Map<number, ReturnType<typeof aspectRatio>>();
function ratioConstraint(ratio: number) {
  let constraint = ratioConstraints.get(ratio);
  if (!constraint) {
    constraint = aspectRatio(ratio);
    ratioConstraints.set(ratio, constraint);
  }
  return constraint;
}

function toGridItem(entry: LayoutEntry): LayoutItem {
  return {
    i: entry.i,
    x: entry.x,
    y: entry.y,
    w: entry.w,
    h: entry.h,
    minW: entry.minW,
    minH: entry.minH,
    static: entry.isStatic,
    isDraggable: !entry.isStatic,
    isResizable: entry.isResizable && !entry.isStatic,
    ...(entry.preserveAspectRatio ? { constraints: [ratioConstraint(entry.layoutData.aspectRatio)] } : {}),
  };
}

/**
 * Transforms as usual, with pointer movement divided by the board's scale. (The library's own scaled
 * strategy measures the drag start from the page origin, which is off by the board's offset on the page.)
 */
function scaledStrategy(scale: number): PositionStrategy {
  return { type: 'transform', scale, calcStyle: transformStrategy.calcStyle };
}

/**
 * The widget under the pointer, focused or pressed may be dragged next: the drag's feedback takes its size
 * now (DropHint.tsx), not when the drag starts. A press also hides the message after the last drop.
 */
function armFor(event: Event): void {
  if (event.type === 'pointerdown') dismissDropRejected();
  const item = (event.target as Element | null)?.closest?.('[data-widget-id]');
  const id = item?.getAttribute('data-widget-id');
  const entry = id ? useBoardStore.getState().layout.find((e) => e.i === id) : undefined;
  if (entry) armDropFeedback(entry);
}

function commit(layout: Layout): void {
  commitGeometry(layout);
}

/** The pointer's position of a mouse or touch event (a touch that ended: where it left). */
function pointerOf(event: Event): { x: number; y: number } | null {
  if ('clientX' in event) return { x: (event as MouseEvent).clientX, y: (event as MouseEvent).clientY };
  const touches = event as TouchEvent;
  const touch = touches.touches?.[0] ?? touches.changedTouches?.[0];
  return touch ? { x: touch.clientX, y: touch.clientY } : null;
}

/**
 * Drag feedback: the board never moves a widget onto another one (it keeps it at its last free place, the
 * dashed placeholder). While the pointer is over an occupied place, that place is shown red with a hint;
 * a drop there says where the widget went.
 */
function dragHandlers(
  scale: number,
  bounds: { cols: number; rows: number },
): { onDragStart: EventCallback; onDrag: EventCallback; onDragStop: EventCallback } {
  let start: { pointer: { x: number; y: number }; x: number; y: number } | null = null;
  const blockedPlace = (layout: Layout, item: LayoutItem | null, event: Event) => {
    const pointer = pointerOf(event);
    if (!start || !item || !pointer) return null;
    const moved = { dx: pointer.x - start.pointer.x, dy: pointer.y - start.pointer.y };
    const wanted = { ...draggedTo(start, moved, scale, item, bounds), w: item.w, h: item.h };
    return isDropBlocked(layout, item.i, wanted, item) ? wanted : null;
  };
  return {
    onDragStart: (_layout, _old, item, _placeholder, event) => {
      const pointer = pointerOf(event);
      start = item && pointer ? { pointer, x: item.x, y: item.y } : null;
      if (item) beginDropGhost(item);
    },
    onDrag: (layout, _old, item, placeholder, event) => {
      if (placeholder) setDropLanding(placeholder);
      setDropBlocked(blockedPlace(layout, item, event));
    },
    onDragStop: (layout, _old, item, _placeholder, event) => {
      const rejected = blockedPlace(layout, item, event) !== null;
      start = null;
      endDropGhost(rejected);
      commit(layout);
    },
  };
}

/**
 * The board: a logical surface (the size it was prepared at, one 10 px cell per unit) scaled to fit the
 * visible area, so every widget is visible and reachable on any screen; drags divide by the scale.
 */
export function BoardGrid({ loading = false, loadingText }: { loading?: boolean; loadingText?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const layout = useBoardStore((s) => s.layout);
  const container = useBoardStore((s) => s.container);
  const viewport = useBoardStore((s) => s.viewport);
  const ids = useBoardStore(useShallow((s) => s.layout.map((e) => e.i)));

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    disarmDragSelectionStyle(element.ownerDocument);
    const untrack = trackResize(element, setViewport, settleViewport);
    const arming = ['pointerover', 'focusin', 'pointerdown'] as const;
    for (const type of arming) element.addEventListener(type, armFor, { capture: true, passive: true });
    return () => {
      untrack();
      for (const type of arming) element.removeEventListener(type, armFor, { capture: true });
    };
  }, []);

  // The first commit with the board's widgets (their hosts measure themselves in it).
  useLayoutEffect(() => {
    if (ids.length > 0) milestone('board-commit');
  }, [ids.length]);

  // The same surface the read-only embed scales (boardSurfaceSize): the logical board, widened to the layout.
  const { width, height } = boardSurfaceSize(container, layout);
  const cols = width / CELL_PX;
  const rows = height / CELL_PX;
  const scale = fitScale({ width, height }, viewport);
  const positionStrategy = useMemo(() => scaledStrategy(scale), [scale]);
  // While a widget moves or resizes, the others never see the pointer pass (no hover chrome to lay out and
  // paint on every step, no embedded page taking the pointer): the handle and the grip capture it.
  const drag = useMemo(() => dragHandlers(scale, { cols, rows }), [scale, cols, rows]);
  const gridItems = useMemo(() => layout.map(toGridItem), [layout]);
  const gridConfig = useMemo(
    () => ({
      cols,
      rowHeight: CELL_PX,
      margin: [0, 0] as [number, number],
      containerPadding: [0, 0] as [number, number],
      maxRows: rows,
    }),
    [cols, rows],
  );
  // Children depend on the id list only: a moved widget does not re-create any element.
  const children = useMemo(
    () =>
      ids.map((id) => (
        <div key={id} className="board-item" data-widget-id={id}>
          <WidgetFrame id={id} />
        </div>
      )),
    [ids],
  );
  return (
    <div
      ref={ref}
      className="board-canvas"
      onPointerDown={(event) => {
        const target = event.target as HTMLElement;
        if (
          target === event.currentTarget ||
          target.classList.contains('board-surface') ||
          target.classList.contains('board-fit') ||
          target.classList.contains('react-grid-layout')
        )
          select(null);
      }}
    >
      {loading && <div className="board__loading">{loadingText}</div>}
      {/* The grid is mounted (hidden, empty) while the board loads: the library lays its items out once
          it has mounted, so items that arrive with the grid would each render twice (percentages first). */}
      <div className="board-fit" hidden={loading} style={{ width: width * scale, height: height * scale }}>
        <div
          className="board-surface"
          data-testid="board-surface"
          data-scale={scale.toFixed(4)}
          style={{ width, height, transform: `scale(${scale})`, '--board-scale': scale } as CSSProperties}
        >
          <BoardScaleContext value={scale}>
            <ReactGridLayout
              width={width}
              layout={loading ? NO_ITEMS : gridItems}
              gridConfig={gridConfig}
              dragConfig={dragConfig}
              resizeConfig={resizeConfig}
              positionStrategy={positionStrategy}
              compactor={compactor}
              style={{ height }}
              autoSize={false}
              onDragStart={drag.onDragStart}
              onDrag={drag.onDrag}
              onDragStop={drag.onDragStop}
              onResizeStop={commit}
            >
              {loading ? null : children}
            </ReactGridLayout>
          </BoardScaleContext>
          <DropLanding />
          <DropGhost />
        </div>
      </div>
      <DropHint />
    </div>
  );
}
