import { useLayoutEffect, useMemo, useRef } from 'react';
import ReactGridLayout, { getCompactor, type Layout, type LayoutItem } from 'react-grid-layout';
import { aspectRatio } from 'react-grid-layout/core';
import 'react-grid-layout/css/styles.css';
import { useShallow } from 'zustand/react/shallow';
import { WidgetFrame } from './chrome/WidgetFrame.tsx';
import { CELL_PX, containerGrid, type LayoutEntry, layoutExtent } from './layout/layout.ts';
import { commitGeometry, select, setContainer } from './store/board-actions.ts';
import { useBoardStore } from './store/board-store.ts';

// A free board: no compaction, and a widget never pushes others away (it stops at them instead).
const compactor = getCompactor(null, false, true);

const dragConfig = {
  enabled: true,
  handle: '.widget-frame__handle',
  cancel: '.widget-frame__buttons',
  threshold: 4,
  bounded: false,
};

const resizeHandle = (axis: string, ref: React.Ref<HTMLElement>) => (
  <span
    ref={ref as React.Ref<HTMLSpanElement>}
    className={`react-resizable-handle react-resizable-handle-${axis} board-resize-handle`}
    aria-hidden="true"
  />
);
const resizeConfig = { enabled: true, handles: ['se' as const], handleComponent: resizeHandle };

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

function commit(layout: Layout): void {
  commitGeometry(layout);
}

/** The grid: one 10 px cell per unit; wider than the screen only if a saved board was made on a larger one. */
export function BoardGrid() {
  const ref = useRef<HTMLDivElement>(null);
  const layout = useBoardStore((s) => s.layout);
  const container = useBoardStore((s) => s.container);
  const ids = useBoardStore(useShallow((s) => s.layout.map((e) => e.i)));

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => setContainer({ width: element.clientWidth, height: element.clientHeight });
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const visible = containerGrid(container);
  const extent = layoutExtent(layout);
  const cols = Math.max(visible.cols, extent.cols);
  const rows = Math.max(visible.rows, extent.rows);
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
        <div key={id} className="board-item">
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
        if (
          event.target === event.currentTarget ||
          (event.target as HTMLElement).classList.contains('react-grid-layout')
        )
          select(null);
      }}
    >
      <ReactGridLayout
        width={cols * CELL_PX}
        layout={gridItems}
        gridConfig={gridConfig}
        dragConfig={dragConfig}
        resizeConfig={resizeConfig}
        compactor={compactor}
        autoSize
        style={{ minHeight: '100%' }}
        onDragStop={commit}
        onResizeStop={commit}
      >
        {children}
      </ReactGridLayout>
    </div>
  );
}
