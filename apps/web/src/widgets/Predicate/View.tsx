import type { PredicateRole } from '@tafino/shared';
import { type PointerEvent, useLayoutEffect, useRef, useState } from 'react';
import type { WidgetViewProps } from '../sdk/view-types.ts';
import type { PredicateData } from './definition.ts';
import {
  type Arrangement,
  arrangedText,
  clearRoles,
  joinParts,
  predicateOutOfPlace,
  setRole,
  splitPart,
  umstellen,
  validArrangement,
  wordsOf,
} from './sentence.ts';
import '../sdk/ui/widget-ui.css';
import './predicate.css';
import { useTranslation } from '../sdk/i18n.ts';

interface Drag {
  readonly part: number;
  readonly startX: number;
  dx: number;
  moved: boolean;
}

const DRAG_THRESHOLD = 8;

/**
 * Satzglieder (catalogue 3.6): one tile per word; tapped tiles are joined ('Verbinden') into a Satzglied
 * or split ('Trennen'); one chosen Satzglied gets a role from the menu (with its question) and moves with
 * ◀/▶; a finger drags it as a block (Umstellprobe, pointer capture per finger so several children can
 * move tiles at once).
 */
export function View({
  settings,
  componentData,
  edition,
  readOnly = false,
  onComponentDataChange,
}: WidgetViewProps<'Predicate', PredicateData>) {
  const { t } = useTranslation();
  const words = wordsOf(settings.sentence);
  const arrangement = validArrangement(words.length, componentData as Arrangement);
  const [selected, setSelected] = useState<number[]>([]);
  const [hideSolution, setHideSolution] = useState(false);
  const [drags, setDrags] = useState<ReadonlyMap<number, Drag>>(new Map());
  const dragRef = useRef(new Map<number, Drag>());
  const wasDragged = useRef(false);
  const rowRef = useRef<HTMLDivElement>(null);
  const [bracket, setBracket] = useState<{ left: number; width: number; top: number } | null>(null);

  const chosen = selected.filter((i) => i < arrangement.parts.length);
  const single = chosen.length === 1 ? (chosen[0] as number) : null;
  const singlePart = single === null ? undefined : arrangement.parts[single];
  const roles = settings.enabledRoles;
  const showRoles = !hideSolution;

  const update = (change: (a: Arrangement) => Arrangement) =>
    onComponentDataChange((d) => {
      const next = change(validArrangement(words.length, d as Arrangement));
      return {
        parts: next.parts.map((p) => ({ words: [...p.words], role: p.role })),
        order: [...next.order],
      };
    });

  const toggle = (part: number) => {
    if (readOnly) return;
    setSelected((s) => (s.includes(part) ? s.filter((i) => i !== part) : [...s, part]));
  };
  const join = () => {
    update((a) => joinParts(a, chosen));
    setSelected([]);
  };
  const split = () => {
    if (single === null) return;
    update((a) => splitPart(a, single));
    setSelected([]);
  };
  const shift = (delta: number) => {
    if (single === null) return;
    update((a) => {
      const from = a.order.indexOf(single);
      return umstellen(settings.sentence, a, from, from + delta);
    });
  };
  const chooseRole = (role: PredicateRole | null) => {
    if (single === null) return;
    update((a) => setRole(a, single, a.parts[single]?.role === role ? null : role));
    setSelected([]);
  };

  // Drag a tile: a short press is a tap (select); a move beyond 8 px drags the Satzglied as a block.
  const onDown = (part: number) => (event: PointerEvent<HTMLButtonElement>) => {
    if (readOnly || event.button > 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    dragRef.current.set(event.pointerId, { part, startX: event.clientX, dx: 0, moved: false });
  };
  const onMove = (event: PointerEvent<HTMLButtonElement>) => {
    const drag = dragRef.current.get(event.pointerId);
    if (!drag) return;
    drag.dx = event.clientX - drag.startX;
    if (Math.abs(drag.dx) > DRAG_THRESHOLD) drag.moved = true;
    if (drag.moved) setDrags(new Map(dragRef.current));
  };
  const onUp = (event: PointerEvent<HTMLButtonElement>) => {
    const drag = dragRef.current.get(event.pointerId);
    if (!drag) return;
    dragRef.current.delete(event.pointerId);
    setDrags(new Map(dragRef.current));
    if (!drag.moved) return;
    // The new place: after every other tile whose centre lies left of the finger.
    const tiles = [...(rowRef.current?.querySelectorAll<HTMLElement>('[data-part]') ?? [])];
    const centres = tiles
      .filter((el) => Number(el.dataset.part) !== drag.part)
      .map((el) => {
        const r = el.getBoundingClientRect();
        return r.left + r.width / 2 - Number(el.dataset.dx ?? 0);
      });
    const to = centres.filter((c) => c < event.clientX).length;
    update((a) => umstellen(settings.sentence, a, a.order.indexOf(drag.part), to));
  };
  const onCancel = (event: PointerEvent<HTMLButtonElement>) => {
    dragRef.current.delete(event.pointerId);
    setDrags(new Map(dragRef.current));
  };
  const onClick = (part: number) => () => {
    // A finished drag must not also select; keyboard Enter/Space arrive as clicks without a pointer.
    if (wasDragged.current) {
      wasDragged.current = false;
      return;
    }
    toggle(part);
  };

  // The Satzklammer: a bracket under the first and last Prädikat tile when there are two or more.
  const predicates = arrangement.order.filter((i) => arrangement.parts[i]?.role === 'predicate');
  const bracketKey =
    showRoles && predicates.length > 1 ? `${predicates.join(',')}|${arrangement.order.join(',')}` : '';
  useLayoutEffect(() => {
    if (!bracketKey || !rowRef.current) {
      setBracket(null);
      return;
    }
    const row = rowRef.current;
    const box = (i: number) => row.querySelector<HTMLElement>(`[data-part="${i}"]`);
    const first = box(predicates[0] as number);
    const last = box(predicates[predicates.length - 1] as number);
    if (!first || !last) return;
    const a = first.offsetLeft + first.offsetWidth / 2;
    const b = last.offsetLeft + last.offsetWidth / 2;
    setBracket({
      left: Math.min(a, b),
      width: Math.abs(b - a),
      top: Math.max(first.offsetTop + first.offsetHeight, last.offsetTop + last.offsetHeight),
    });
  }, [bracketKey]);

  const roleColor = (role: PredicateRole) =>
    `var(--color-${settings.roleColors[role]}, ${settings.roleColors[role]})`;
  const hint = showRoles && predicateOutOfPlace(settings.sentence, arrangement);

  return (
    <div className="satz w-fill" data-edition={edition}>
      <div
        className="satz__row"
        ref={rowRef}
        data-testid="satz-row"
        data-text={arrangedText(words, arrangement)}
      >
        {arrangement.order.map((partIndex) => {
          const part = arrangement.parts[partIndex];
          if (!part) return null;
          const role = showRoles ? part.role : null;
          const drag = drags.get([...drags.keys()].find((k) => drags.get(k)?.part === partIndex) ?? -1);
          const text = part.words.map((w) => words[w]).join(' ');
          return (
            <div key={partIndex} className="satz__slot">
              {settings.showQuestions && role && (
                <span className="satz__question" style={{ color: roleColor(role) }}>
                  {t(`widgets.Predicate.questions.${role}`)}
                </span>
              )}
              <button
                type="button"
                className={`satz__tile${chosen.includes(partIndex) ? ' satz__tile--selected' : ''}${drag?.moved ? ' satz__tile--dragging' : ''}`}
                data-part={partIndex}
                data-role={role ?? ''}
                data-color={role ? settings.roleColors[role] : ''}
                data-dx={drag?.moved ? drag.dx : 0}
                style={{
                  ...(role && {
                    borderColor: roleColor(role),
                    background: `color-mix(in srgb, ${roleColor(role)} 22%, white)`,
                  }),
                  ...(drag?.moved && { transform: `translateX(${drag.dx}px)` }),
                }}
                aria-pressed={chosen.includes(partIndex)}
                aria-label={role ? `${text} (${t(`widgets.Predicate.roles.${role}`)})` : text}
                disabled={readOnly}
                onPointerDown={onDown(partIndex)}
                onPointerMove={onMove}
                onPointerUp={(event) => {
                  const moved = dragRef.current.get(event.pointerId)?.moved ?? false;
                  wasDragged.current = moved;
                  onUp(event);
                }}
                onPointerCancel={onCancel}
                onClick={onClick(partIndex)}
              >
                {text}
              </button>
            </div>
          );
        })}
        {bracket && (
          <span
            className="satz__bracket"
            data-testid="satzklammer"
            style={{
              left: bracket.left,
              width: bracket.width,
              top: bracket.top,
              borderColor: roleColor('predicate'),
            }}
          />
        )}
      </div>
      {hint && (
        <p className="satz__hint" role="status">
          {t('widgets.Predicate.hint')}
        </p>
      )}
      {!readOnly && (
        <div className="satz__tools">
          {singlePart && (
            <fieldset className="satz__menu" aria-label={t('widgets.Predicate.roleMenu')}>
              {roles.map((role) => (
                <button
                  key={role}
                  type="button"
                  className="w-chip satz__role"
                  aria-pressed={singlePart.role === role}
                  style={{ borderColor: roleColor(role) }}
                  onClick={() => chooseRole(role)}
                >
                  <span className="satz__swatch" style={{ background: roleColor(role) }} aria-hidden="true" />
                  {t(`widgets.Predicate.roles.${role}`)}
                  <span className="satz__role-question">{t(`widgets.Predicate.questions.${role}`)}</span>
                </button>
              ))}
            </fieldset>
          )}
          <div className="satz__actions">
            {single !== null && (
              <>
                <button
                  type="button"
                  className="w-chip"
                  aria-label={t('widgets.Predicate.moveLeft')}
                  onClick={() => shift(-1)}
                >
                  ◀
                </button>
                <button
                  type="button"
                  className="w-chip"
                  aria-label={t('widgets.Predicate.moveRight')}
                  onClick={() => shift(1)}
                >
                  ▶
                </button>
              </>
            )}
            {chosen.length > 1 && (
              <button type="button" className="w-chip" onClick={join}>
                {t('widgets.Predicate.join')}
              </button>
            )}
            {singlePart && singlePart.words.length > 1 && (
              <button type="button" className="w-chip" onClick={split}>
                {t('widgets.Predicate.split')}
              </button>
            )}
            <button
              type="button"
              className="w-chip"
              disabled={arrangement.parts.every((p) => p.role === null)}
              onClick={() => update(clearRoles)}
            >
              {t('widgets.Predicate.clearRoles')}
            </button>
            <button
              type="button"
              className="w-chip"
              aria-pressed={hideSolution}
              onClick={() => setHideSolution((h) => !h)}
            >
              {t('widgets.Predicate.hideSolution')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
