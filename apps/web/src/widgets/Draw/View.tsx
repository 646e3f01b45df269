import { type PointerEvent as ReactPointerEvent, useCallback, useMemo, useRef, useState } from 'react';
import { ConfirmDialog, useElementSize } from '../sdk/ui/index.ts';
import type { WidgetViewProps } from '../sdk/view-types.ts';
import { BackgroundPicker } from './BackgroundPicker.tsx';
import { backgroundUrl, useDrawBackgrounds } from './backgrounds.ts';
import { exportPng } from './export-png.ts';
import {
  DRAW_COLORS,
  DRAW_WIDTHS,
  type DrawColor,
  type DrawData,
  type DrawTool,
  EMPTY_HISTORY,
  eraseAt,
  type History,
  inkColor,
  MARKER_OPACITY,
  MAX_POINTS_PER_STROKE,
  POINT_STRIDE,
  record,
  redo,
  type Stroke,
  storedWidth,
  strokePath,
  toStoredPoint,
  undo,
} from './strokes.ts';
import './draw.css';
import { useTranslation } from '../sdk/i18n.ts';

type Props = WidgetViewProps<'Draw', DrawData>;

/** A stroke being drawn by one pointer. */
interface LiveStroke {
  stroke: Stroke;
  simulatePressure: boolean;
}

const ERASER_RADIUS_PX = 10;

/** Freehand drawing with pen pressure and several pointers; strokes scale with the frame. */
export function View({
  settings,
  componentData,
  size: frame,
  readOnly = false,
  onComponentDataChange,
  onSettingsChange,
}: Props) {
  const { t } = useTranslation();
  const strokes = componentData.strokes;
  const [tool, setTool] = useState<DrawTool>('pen');
  const [color, setColor] = useState<DrawColor>('black');
  const [width, setWidth] = useState<number>(DRAW_WIDTHS[1]);
  const [panel, setPanel] = useState<'style' | 'background' | 'confirm' | null>(null);
  const [history, setHistory] = useState<History>(EMPTY_HISTORY);
  const { ref: surfaceRef, size } = useElementSize<HTMLDivElement>();
  // The listing needs a sign-in; the read-only embed shows the background from the public file route.
  const backgrounds = useDrawBackgrounds(!readOnly);
  const bgUrl = backgroundUrl(settings.backgroundSlug, backgrounds.data);

  // The latest drawing, also between a commit and the next render (several pointers may finish at once).
  const current = useRef(strokes);
  current.current = strokes;
  const historyRef = useRef(history);
  historyRef.current = history;

  const commit = useCallback(
    (next: readonly Stroke[]) => {
      const before = current.current;
      if (next === before) return;
      const nextHistory = record(historyRef.current, before);
      historyRef.current = nextHistory;
      setHistory(nextHistory);
      current.current = next as Stroke[];
      onComponentDataChange((previous) => ({ ...previous, strokes: next as Stroke[] }));
    },
    [onComponentDataChange],
  );

  const live = useRef(new Map<number, LiveStroke>());
  const erasing = useRef<{ pointerId: number; before: readonly Stroke[]; now: Stroke[] } | null>(null);
  const [, setTick] = useState(0);
  const rerender = () => setTick((n) => n + 1);
  const [erasePreview, setErasePreview] = useState<Stroke[] | null>(null);

  const position = (event: PointerEvent | ReactPointerEvent, element: HTMLElement) => {
    const rect = element.getBoundingClientRect();
    // The surface may be scaled (focus mode): map to its own CSS pixels.
    const sx = rect.width > 0 ? element.clientWidth / rect.width : 1;
    const sy = rect.height > 0 ? element.clientHeight / rect.height : 1;
    return { x: (event.clientX - rect.left) * sx, y: (event.clientY - rect.top) * sy };
  };

  const handlePointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (readOnly) return;
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    const element = event.currentTarget;
    const busy = live.current.size > 0 || erasing.current !== null;
    if (busy && !settings.allowMultiTouch) return;
    event.preventDefault();
    setPanel(null);
    element.setPointerCapture?.(event.pointerId);
    const { x, y } = position(event, element);
    if (tool === 'eraser') {
      if (erasing.current) return;
      const now = eraseAt(current.current, size, x, y, ERASER_RADIUS_PX);
      erasing.current = { pointerId: event.pointerId, before: current.current, now };
      setErasePreview(now);
      return;
    }
    const pen = event.pointerType === 'pen';
    const pressure = pen ? event.pressure || 0.5 : 0.5;
    live.current.set(event.pointerId, {
      simulatePressure: !pen,
      stroke: {
        id: crypto.randomUUID(),
        tool,
        color,
        width: storedWidth(tool, width),
        points: toStoredPoint(x, y, pressure, size),
      },
    });
    rerender();
  };

  const handlePointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const element = event.currentTarget;
    const native = event.nativeEvent;
    const events = typeof native.getCoalescedEvents === 'function' ? native.getCoalescedEvents() : [];
    const samples = events.length > 0 ? events : [native];
    const eraser = erasing.current;
    if (eraser && eraser.pointerId === event.pointerId) {
      let now = eraser.now;
      for (const sample of samples) {
        const { x, y } = position(sample, element);
        now = eraseAt(now, size, x, y, ERASER_RADIUS_PX);
      }
      if (now.length !== eraser.now.length) {
        eraser.now = now;
        setErasePreview(now);
      }
      return;
    }
    const entry = live.current.get(event.pointerId);
    if (!entry) return;
    const points = entry.stroke.points;
    for (const sample of samples) {
      if (points.length >= MAX_POINTS_PER_STROKE * POINT_STRIDE) break;
      const { x, y } = position(sample, element);
      const pressure = sample.pointerType === 'pen' ? sample.pressure || 0.5 : 0.5;
      const point = toStoredPoint(x, y, pressure, size);
      const n = points.length;
      if (n >= POINT_STRIDE && points[n - 3] === point[0] && points[n - 2] === point[1]) continue;
      points.push(...point);
    }
    rerender();
  };

  const finish = (event: ReactPointerEvent<HTMLDivElement>, cancelled: boolean) => {
    const eraser = erasing.current;
    if (eraser && eraser.pointerId === event.pointerId) {
      erasing.current = null;
      setErasePreview(null);
      if (!cancelled && eraser.now.length !== eraser.before.length) commit(eraser.now);
      return;
    }
    const entry = live.current.get(event.pointerId);
    if (!entry) return;
    live.current.delete(event.pointerId);
    rerender();
    if (cancelled) return;
    commit([...current.current, entry.stroke]);
  };

  const finished = erasePreview ?? strokes;
  const paths = useMemo(
    () =>
      size.width > 0
        ? finished.map((stroke) => ({
            d: strokePath(stroke, size),
            fill: inkColor(stroke.color, settings.backgroundSlug),
            opacity: stroke.tool === 'marker' ? MARKER_OPACITY : 1,
          }))
        : [],
    [finished, size, settings.backgroundSlug],
  );
  const livePaths = [...live.current.values()].map(({ stroke, simulatePressure }) => ({
    d: strokePath(stroke, size, { simulatePressure, last: false }),
    fill: inkColor(stroke.color, settings.backgroundSlug),
    opacity: stroke.tool === 'marker' ? MARKER_OPACITY : 1,
  }));

  const handleUndo = () => {
    const result = undo(historyRef.current, current.current);
    if (!result) return;
    historyRef.current = result.history;
    setHistory(result.history);
    current.current = result.strokes as Stroke[];
    onComponentDataChange((previous) => ({ ...previous, strokes: result.strokes as Stroke[] }));
  };
  const handleRedo = () => {
    const result = redo(historyRef.current, current.current);
    if (!result) return;
    historyRef.current = result.history;
    setHistory(result.history);
    current.current = result.strokes as Stroke[];
    onComponentDataChange((previous) => ({ ...previous, strokes: result.strokes as Stroke[] }));
  };
  const handleSave = async () => {
    const blob = await exportPng({
      strokes: current.current,
      size,
      backgroundUrl: bgUrl,
      backgroundSlug: settings.backgroundSlug,
    });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = t('widgets.Draw.fileName');
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };

  const colorName = (c: DrawColor) =>
    settings.backgroundSlug === 'chalkboard'
      ? t(`widgets.Draw.chalkColors.${c}`)
      : t(`widgets.Draw.colors.${c}`);
  const widthName = (w: number) =>
    t(`widgets.Draw.widths.${DRAW_WIDTHS.indexOf(w as (typeof DRAW_WIDTHS)[number])}`);

  return (
    <div className="draw w-fill" data-background={settings.backgroundSlug}>
      {/* Read-only (the embed): the drawing is shown, with no tool that draws, erases or clears. */}
      {/* A frame under 100 px high is all surface: the pen draws, the tools come back when it is larger. */}
      {!readOnly && frame.height >= 100 && (
        <div className="draw__toolbar" role="toolbar" aria-label={t('widgets.Draw.toolbar')}>
          {(['pen', 'marker', 'eraser'] as const).map((id) => (
            <button
              key={id}
              type="button"
              className="draw__tool"
              aria-pressed={tool === id}
              aria-label={t(`widgets.Draw.tools.${id}`)}
              title={t(`widgets.Draw.tools.${id}`)}
              onClick={() => setTool(id)}
            >
              <ToolIcon tool={id} />
            </button>
          ))}
          <button
            type="button"
            className="draw__tool draw__style"
            aria-label={t('widgets.Draw.style', { color: colorName(color), width: widthName(width) })}
            title={t('widgets.Draw.styleTitle')}
            aria-expanded={panel === 'style'}
            onClick={() => setPanel(panel === 'style' ? null : 'style')}
          >
            <span
              className="draw__style-dot"
              style={{
                background: inkColor(color, settings.backgroundSlug),
                width: 6 + width,
                height: 6 + width,
              }}
            />
          </button>
          <span className="draw__separator" aria-hidden="true" />
          <button
            type="button"
            className="draw__tool"
            aria-label={t('widgets.Draw.undo')}
            title={t('widgets.Draw.undo')}
            disabled={history.past.length === 0}
            onClick={handleUndo}
          >
            <Icon d="M9 14L4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3" />
          </button>
          <button
            type="button"
            className="draw__tool"
            aria-label={t('widgets.Draw.redo')}
            title={t('widgets.Draw.redo')}
            disabled={history.future.length === 0}
            onClick={handleRedo}
          >
            <Icon d="M15 14l5-5-5-5M20 9H10a6 6 0 0 0 0 12h3" />
          </button>
          <button
            type="button"
            className="draw__tool"
            aria-label={t('widgets.Draw.clear')}
            title={t('widgets.Draw.clear')}
            disabled={strokes.length === 0}
            onClick={() => setPanel('confirm')}
          >
            <Icon d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13" />
          </button>
          {!readOnly && (
            <button
              type="button"
              className="draw__tool"
              aria-label={t('widgets.Draw.background.title')}
              title={t('widgets.Draw.background.title')}
              aria-expanded={panel === 'background'}
              onClick={() => setPanel(panel === 'background' ? null : 'background')}
            >
              <Icon d="M3 5h18v14H3zM3 10h18M3 15h18M9 5v14M15 5v14" />
            </button>
          )}
          <button
            type="button"
            className="draw__tool"
            aria-label={t('widgets.Draw.save')}
            title={t('widgets.Draw.save')}
            onClick={() => void handleSave()}
          >
            <Icon d="M12 4v11M7 10l5 5 5-5M5 20h14" />
          </button>
        </div>
      )}
      {panel === 'style' && (
        <div className="draw__panel" role="dialog" aria-label={t('widgets.Draw.styleTitle')}>
          <fieldset className="draw__swatches">
            <legend className="visually-hidden">{t('widgets.Draw.colorLabel')}</legend>
            {DRAW_COLORS.map((c) => (
              <button
                key={c}
                type="button"
                className="draw__swatch"
                aria-pressed={color === c}
                aria-label={colorName(c)}
                title={colorName(c)}
                style={{ background: inkColor(c, settings.backgroundSlug) }}
                onClick={() => {
                  setColor(c);
                  if (tool === 'eraser') setTool('pen');
                }}
              />
            ))}
          </fieldset>
          <fieldset className="draw__widths">
            <legend className="visually-hidden">{t('widgets.Draw.widthLabel')}</legend>
            {DRAW_WIDTHS.map((w) => (
              <button
                key={w}
                type="button"
                className="draw__tool"
                aria-pressed={width === w}
                aria-label={widthName(w)}
                title={widthName(w)}
                onClick={() => setWidth(w)}
              >
                <span className="draw__width-dot" style={{ width: 4 + w, height: 4 + w }} />
              </button>
            ))}
          </fieldset>
        </div>
      )}
      {panel === 'background' && (
        <div
          className="draw__panel draw__panel--wide"
          role="dialog"
          aria-label={t('widgets.Draw.background.title')}
        >
          <BackgroundPicker
            value={settings.backgroundSlug}
            onChange={(slug) => onSettingsChange({ backgroundSlug: slug })}
          />
        </div>
      )}
      <div
        ref={surfaceRef}
        className="draw__surface"
        data-testid="draw-surface"
        data-strokes={strokes.length}
        style={bgUrl ? { backgroundImage: `url("${bgUrl}")` } : undefined}
        role="img"
        aria-label={t('widgets.Draw.surface', { count: strokes.length })}
        onPointerDown={handlePointerDown}
        onPointerMove={handlePointerMove}
        onPointerUp={(event) => finish(event, false)}
        onPointerCancel={(event) => finish(event, true)}
        onLostPointerCapture={(event) => finish(event, false)}
      >
        {size.width > 0 && (
          <svg className="draw__svg" width={size.width} height={size.height} aria-hidden="true">
            {paths.map((p, i) => (
              <path key={i} d={p.d} fill={p.fill} opacity={p.opacity} />
            ))}
            {livePaths.map((p, i) => (
              <path key={`live-${i}`} d={p.d} fill={p.fill} opacity={p.opacity} />
            ))}
          </svg>
        )}
      </div>
      {panel === 'confirm' && (
        <ConfirmDialog
          title={t('widgets.Draw.confirm.title')}
          text={t('widgets.Draw.confirm.text')}
          cancelLabel={t('widgets.Draw.confirm.cancel')}
          confirmLabel={t('widgets.Draw.confirm.ok')}
          danger
          onCancel={() => setPanel(null)}
          onConfirm={() => {
            setPanel(null);
            commit([]);
          }}
        />
      )}
    </div>
  );
}

function Icon({ d }: { d: string }) {
  return (
    <svg
      className="draw__icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={d} />
    </svg>
  );
}

function ToolIcon({ tool }: { tool: DrawTool }) {
  if (tool === 'pen') return <Icon d="M4 20l4-1 11-11-3-3L5 16zM14 7l3 3" />;
  if (tool === 'marker') return <Icon d="M6 18l-2 2h6l1-1M7 15l8-8 3 3-8 8-4 1zM15 7l2-2 3 3-2 2" />;
  return <Icon d="M8 20h12M5 16l9-9 5 5-7 7H9zM10 11l5 5" />;
}
