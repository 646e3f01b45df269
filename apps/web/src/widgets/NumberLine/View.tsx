import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { useElementSize } from '../sdk/ui/index.ts';
import type { WidgetViewProps } from '../sdk/view-types.ts';
import type { NumberLineData } from './definition.ts';
import { jumpLabel, nearestIndex, tickLabels } from './number-line.ts';
import '../sdk/ui/widget-ui.css';
import './number-line.css';
import { useTranslation } from '../sdk/i18n.ts';

type Mode = 'edit' | 'quiz' | 'jump';

/** Screen px a finger that landed on a mark moves along the line before it drags the marker. */
const DRAG_SLOP = 10;
/** Body heights (CSS px) below which the tools sit beside the line instead of under it. */
const SIDE_TOOLS_BELOW = 140;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The frog marker (Grundschule): a small drawing, no image file. */
function Frog() {
  return (
    <svg viewBox="0 0 40 36" aria-hidden="true" className="numberline__frog">
      <ellipse cx="20" cy="24" rx="17" ry="11" fill="#43a047" stroke="#1b5e20" strokeWidth="2" />
      <circle cx="11" cy="10" r="7" fill="#66bb6a" stroke="#1b5e20" strokeWidth="2" />
      <circle cx="29" cy="10" r="7" fill="#66bb6a" stroke="#1b5e20" strokeWidth="2" />
      <circle cx="11" cy="10" r="3" fill="#fff" />
      <circle cx="29" cy="10" r="3" fill="#fff" />
      <circle cx="11.5" cy="10.5" r="1.6" fill="#111" />
      <circle cx="29.5" cy="10.5" r="1.6" fill="#111" />
      <path d="M12 26q8 6 16 0" fill="none" stroke="#1b5e20" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * Zahlenstrahl (catalogue 3.5): marks 0…amountOfTickMarks labelled offsetX + i × scaleX (exact, German
 * decimals), labels the teacher hides as empty boxes ('Welche Zahl fehlt?' reveals them), jumps drawn as
 * arcs ('+3'), a marker dragged along the line (pointer capture, snaps to marks; '◀'/'▶' and arrow keys).
 */
export function View({
  settings,
  componentData,
  size,
  edition,
  readOnly = false,
  onComponentDataChange,
  onSettingsChange,
}: WidgetViewProps<'NumberLine', NumberLineData>) {
  const { t } = useTranslation();
  const { ref: areaRef, size: area } = useElementSize<HTMLDivElement>();
  const [mode, setMode] = useState<Mode>('edit');
  const [jumpStart, setJumpStart] = useState<number | null>(null);
  const dragging = useRef(new Set<number>());
  // Pointers that went down on a mark (its index; null for a disabled one): a tap, unless they move along
  // the line (then a drag).
  const pending = useRef(new Map<number, { x: number; index: number | null }>());

  const labels = tickLabels(settings);
  const count = labels.length - 1;
  const hidden = new Set(settings.hiddenTickMarkLabels.filter((i) => i <= count));
  const revealed = new Set(componentData.revealed);
  const jumps = componentData.jumps.filter((j) => j.from <= count && j.to <= count);
  const markerIndex = clamp(componentData.markerIndex ?? 0, 0, count);

  // Geometry in the area's own px: labels below the line, marker and jumps above it.
  const W = Math.max(area.width, 1);
  const H = Math.max(area.height, 1);
  const longest = Math.max(...labels.map((l) => l.length), 1);
  const innerGuess = W - 40;
  const spacingGuess = innerGuess / Math.max(count, 1);
  const font = clamp(Math.min(H * 0.26, (spacingGuess * 0.9) / (longest * 0.6)), 11, 72);
  const labelHalf = (longest * font * 0.62) / 2 + font * 0.4;
  const left = Math.max(labelHalf, 12) + 4;
  const right = Math.max(labelHalf, font * 1.2, 24) + 4;
  const spacing = (W - left - right) / Math.max(count, 1);
  const x = (i: number) => left + i * spacing;
  const boxH = font * 1.5;
  const tick = clamp(H * 0.07, 6, 28);
  const lineY = H - boxH - tick - 4;
  const stroke = clamp(H * 0.018, 2, 6);
  const markerSize = clamp(Math.min(lineY + tick * 0.5, spacing * 1.6) * 0.75, 20, 140);
  const minor = Math.max(0, Math.floor(settings.minorTickMarks));
  // A low frame's header opens over the top of the body (board chrome): jump labels stay below it.
  const overlay = size.height < SIDE_TOOLS_BELOW ? 16 : 0;

  const toLocalX = (clientX: number) => {
    const el = areaRef.current;
    if (!el) return 0;
    const rect = el.getBoundingClientRect();
    const scale = rect.width / (el.clientWidth || 1);
    return (clientX - rect.left) / (scale || 1);
  };
  const setMarker = (index: number) => {
    const next = clamp(index, 0, count);
    if (next !== componentData.markerIndex) onComponentDataChange((d) => ({ ...d, markerIndex: next }));
  };
  // The marker follows any finger on the line: pointer capture per finger, so several children can drag at
  // once without stealing each other's pointer; the last move wins. A finger that lands on a mark (touch
  // adjustment moves a finger near the line onto the closest mark) taps that mark when it lifts, unless it
  // moved along the line: then it dragged the marker. Taps are read from the pointer itself, not from the
  // browser's click, which a second finger or a tap right after a drag may swallow.
  const onAreaDown = (event: PointerEvent<HTMLDivElement>) => {
    if (readOnly) return;
    const markEl = (event.target as Element).closest<HTMLButtonElement>('.numberline__mark');
    if (markEl) {
      if (!markEl.disabled)
        pending.current.set(event.pointerId, { x: event.clientX, index: Number(markEl.dataset.index) });
      else pending.current.set(event.pointerId, { x: event.clientX, index: null });
      return;
    }
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    dragging.current.add(event.pointerId);
    setMarker(nearestIndex(toLocalX(event.clientX), left, left + spacing * count, count));
  };
  const onAreaMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = pending.current.get(event.pointerId);
    if (start && Math.abs(event.clientX - start.x) >= DRAG_SLOP) {
      pending.current.delete(event.pointerId);
      dragging.current.add(event.pointerId);
      event.currentTarget.setPointerCapture(event.pointerId);
    }
    if (!dragging.current.has(event.pointerId)) return;
    setMarker(nearestIndex(toLocalX(event.clientX), left, left + spacing * count, count));
  };
  const onAreaUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = pending.current.get(event.pointerId);
    pending.current.delete(event.pointerId);
    dragging.current.delete(event.pointerId);
    if (event.type === 'pointerup' && start && start.index !== null) tapMark(start.index);
  };
  const onMarkerKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (readOnly) return;
    const step = { ArrowLeft: -1, ArrowDown: -1, ArrowRight: 1, ArrowUp: 1 }[event.key];
    if (step !== undefined) {
      event.preventDefault();
      setMarker(markerIndex + step);
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      setMarker(event.key === 'Home' ? 0 : count);
    }
  };

  const tapMark = (i: number) => {
    if (readOnly) return;
    if (mode === 'jump') {
      if (jumpStart === null) {
        setJumpStart(i);
        return;
      }
      const from = jumpStart;
      setJumpStart(null);
      if (from === i) return;
      onComponentDataChange((d) => ({ ...d, jumps: [...d.jumps, { from, to: i }].slice(-40) }));
      return;
    }
    if (mode === 'quiz') {
      if (!hidden.has(i)) return;
      onComponentDataChange((d) => ({
        ...d,
        revealed: d.revealed.includes(i)
          ? d.revealed.filter((r) => r !== i)
          : [...d.revealed, i].sort((a, b) => a - b),
      }));
      return;
    }
    const list = settings.hiddenTickMarkLabels;
    onSettingsChange({
      hiddenTickMarkLabels: list.includes(i)
        ? list.filter((h) => h !== i)
        : [...list, i].sort((a, b) => a - b),
    });
  };
  const markName = (i: number) => {
    if (hidden.has(i) && !revealed.has(i)) return t('widgets.NumberLine.hiddenMark', { number: i + 1 });
    return labels[i] ?? '';
  };
  const markAction = (i: number) =>
    mode === 'jump'
      ? jumpStart === null
        ? t('widgets.NumberLine.tapJumpStart')
        : t('widgets.NumberLine.tapJumpEnd')
      : mode === 'quiz'
        ? hidden.has(i)
          ? t('widgets.NumberLine.tapReveal')
          : ''
        : hidden.has(i)
          ? t('widgets.NumberLine.tapShow')
          : t('widgets.NumberLine.tapHide');

  // A low frame (the default 539x130 leaves a body under 100 px) keeps the tools in a small block beside the
  // line, so the line keeps the body's full height for the marker, the jumps and legible labels.
  const side = size.height < SIDE_TOOLS_BELOW;
  const showTools = !readOnly && size.height >= 70;
  const toggleMode = (next: Mode) => {
    setJumpStart(null);
    setMode((m) => (m === next ? 'edit' : next));
  };
  const tools: {
    key: string;
    label: string;
    glyph?: string;
    icon?: string;
    pressed?: boolean;
    disabled?: boolean;
    run: () => void;
  }[] = [
    {
      key: 'left',
      label: t('widgets.NumberLine.markerLeft'),
      glyph: '◀',
      disabled: markerIndex <= 0 && componentData.markerIndex !== null,
      run: () => setMarker(componentData.markerIndex === null ? 0 : markerIndex - 1),
    },
    {
      key: 'right',
      label: t('widgets.NumberLine.markerRight'),
      glyph: '▶',
      disabled: markerIndex >= count,
      run: () => setMarker(componentData.markerIndex === null ? 1 : markerIndex + 1),
    },
    {
      key: 'jump',
      label: t('widgets.NumberLine.jump'),
      icon: '↷',
      pressed: mode === 'jump',
      run: () => toggleMode('jump'),
    },
    {
      key: 'clear',
      label: t('widgets.NumberLine.clearJumps'),
      icon: '⌫',
      disabled: componentData.jumps.length === 0,
      run: () => {
        setJumpStart(null);
        onComponentDataChange((d) => ({ ...d, jumps: [] }));
      },
    },
    {
      key: 'quiz',
      label: t('widgets.NumberLine.quiz'),
      icon: '?',
      pressed: mode === 'quiz',
      run: () => toggleMode('quiz'),
    },
  ];

  return (
    <div
      className={`numberline w-fill${side ? ' numberline--side' : ''}`}
      data-edition={edition}
      data-mode={mode}
    >
      <div
        className="numberline__area"
        ref={areaRef}
        onPointerDown={onAreaDown}
        onPointerMove={onAreaMove}
        onPointerUp={onAreaUp}
        onPointerCancel={onAreaUp}
      >
        {area.width > 0 && (
          <>
            <svg className="numberline__svg" width={W} height={H} aria-hidden="true">
              <defs>
                <marker
                  id="numberline-jump-head"
                  viewBox="0 0 10 10"
                  refX="8"
                  refY="5"
                  markerWidth="5"
                  markerHeight="5"
                  orient="auto-start-reverse"
                >
                  <path d="M0 0L10 5L0 10z" className="numberline__jump-head" />
                </marker>
              </defs>
              <line
                x1={Math.max(2, left - 12)}
                x2={W - 4}
                y1={lineY}
                y2={lineY}
                className="numberline__axis"
                strokeWidth={stroke}
              />
              <path
                d={`M${W - 4 - tick * 1.6} ${lineY - tick}L${W - 4} ${lineY}L${W - 4 - tick * 1.6} ${lineY + tick}`}
                className="numberline__axis"
                strokeWidth={stroke}
                fill="none"
              />
              {labels.map((_, i) =>
                Array.from({ length: i < count ? minor : 0 }, (_, m) => {
                  const mx = x(i) + ((m + 1) * spacing) / (minor + 1);
                  return (
                    <line
                      key={`minor-${i}-${m}`}
                      x1={mx}
                      x2={mx}
                      y1={lineY - tick * 0.5}
                      y2={lineY + tick * 0.5}
                      className="numberline__minor"
                      strokeWidth={Math.max(1, stroke * 0.6)}
                    />
                  );
                }),
              )}
              {labels.map((label, i) => (
                <line
                  key={`tick-${label}-${i}`}
                  x1={x(i)}
                  x2={x(i)}
                  y1={lineY - tick}
                  y2={lineY + tick}
                  className="numberline__tick"
                  strokeWidth={stroke}
                />
              ))}
              {jumps.map((jump, n) => {
                const x1 = x(jump.from);
                const x2 = x(jump.to);
                const top = Math.max(
                  overlay + font * 1.1,
                  lineY - tick - clamp(Math.abs(x2 - x1) * 0.45, 14, lineY),
                );
                const mid = (x1 + x2) / 2;
                return (
                  <g
                    key={`jump-${n}-${jump.from}-${jump.to}`}
                    className="numberline__jump"
                    data-testid="jump"
                  >
                    <path
                      d={`M${x1} ${lineY - tick}Q${mid} ${2 * top - (lineY - tick)} ${x2} ${lineY - tick}`}
                      fill="none"
                      strokeWidth={stroke}
                      markerEnd="url(#numberline-jump-head)"
                    />
                    <text
                      x={mid}
                      y={top - font * 0.2}
                      fontSize={font * 0.9}
                      className="numberline__jump-label"
                    >
                      {jumpLabel(settings.scaleX, jump.from, jump.to)}
                    </text>
                  </g>
                );
              })}
            </svg>
            {labels.map((label, i) => {
              const isHidden = hidden.has(i);
              const shown = !isHidden || revealed.has(i);
              const action = markAction(i);
              return (
                <button
                  key={`mark-${i}`}
                  type="button"
                  className={`numberline__mark${jumpStart === i ? ' numberline__mark--start' : ''}`}
                  style={{
                    left: x(i) - Math.max(spacing, 24) / 2,
                    width: Math.max(spacing, 24),
                    top: lineY - tick,
                    height: H - (lineY - tick),
                  }}
                  data-index={i}
                  disabled={readOnly || (mode === 'quiz' && !isHidden)}
                  aria-label={action ? `${markName(i)}. ${action}` : markName(i)}
                  // Pointer taps arrive through the area's pointerup; a click without a pointer (detail 0) is the
                  // keyboard's Enter or Space.
                  onClick={(event) => {
                    if (event.detail === 0) tapMark(i);
                  }}
                >
                  <span
                    className={`numberline__label${isHidden ? ' numberline__label--box' : ''}${isHidden && shown ? ' numberline__label--revealed' : ''}`}
                    style={{
                      fontSize: font,
                      height: boxH,
                      minWidth: Math.max(24, Math.min(font * 2, spacing - 4)),
                    }}
                    data-testid="mark-label"
                  >
                    {shown ? label : ''}
                  </span>
                </button>
              );
            })}
            <div
              className={`numberline__marker numberline__marker--${settings.markerStyle}`}
              role="slider"
              tabIndex={readOnly ? -1 : 0}
              aria-label={t('widgets.NumberLine.marker')}
              aria-valuemin={0}
              aria-valuemax={count}
              aria-valuenow={markerIndex}
              aria-valuetext={labels[markerIndex]}
              aria-readonly={readOnly}
              data-index={componentData.markerIndex ?? ''}
              style={{
                left: x(markerIndex) - markerSize / 2,
                // The frog sits on the line, the dot is centred on it (the top of a low body lies under the opened header).
                top:
                  settings.markerStyle === 'frog'
                    ? lineY + tick * 0.5 - markerSize * 0.9
                    : lineY - markerSize / 2,
                width: markerSize,
                height: markerSize * (settings.markerStyle === 'frog' ? 0.9 : 1),
              }}
              onKeyDown={onMarkerKey}
            >
              {settings.markerStyle === 'frog' ? <Frog /> : <span className="numberline__dot" />}
            </div>
          </>
        )}
      </div>
      {showTools && (
        <div className="numberline__tools">
          {tools.map((tool) => (
            <button
              key={tool.key}
              type="button"
              className={side ? 'w-small numberline__tool' : 'w-chip'}
              aria-label={side || tool.glyph ? tool.label : undefined}
              title={side ? tool.label : undefined}
              aria-pressed={tool.pressed}
              disabled={tool.disabled}
              onClick={tool.run}
            >
              {side || tool.glyph ? <span aria-hidden="true">{tool.glyph ?? tool.icon}</span> : tool.label}
            </button>
          ))}
        </div>
      )}
      <div className="visually-hidden" aria-live="polite">
        {mode === 'jump'
          ? jumpStart === null
            ? t('widgets.NumberLine.tapJumpStart')
            : t('widgets.NumberLine.tapJumpEnd')
          : ''}
      </div>
    </div>
  );
}
