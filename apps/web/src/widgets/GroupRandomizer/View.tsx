import { GROUP_RANDOMIZER_LIMITS, keepApartConflicts, makeGroups } from '@tafino/shared';
import { type PointerEvent as ReactPointerEvent, useRef, useState } from 'react';
import { useWidgetSdk } from '../sdk/react/context.tsx';
import { EmptyState, Stepper, WidgetButton } from '../sdk/ui/index.ts';
import type { WidgetViewProps } from '../sdk/view-types.ts';
import type { GroupsData } from './definition.ts';
import './groups.css';
import { useTranslation } from '../sdk/i18n.ts';

const TILE_COLORS = [
  '#fff59d',
  '#b3e5fc',
  '#c8e6c9',
  '#f8bbd0',
  '#ffccbc',
  '#e1bee7',
  '#b2dfdb',
  '#f0f4c3',
  '#d7ccc8',
  '#cfd8dc',
  '#ffe0b2',
  '#c5cae9',
];

/**
 * "Gruppen bilden": the ticked names of the class list in 2–12 groups whose sizes differ by at most
 * one (the SDK's randomness), "Nicht zusammen" pairs apart where possible. A name moves by a tap on
 * it and a tap on another group (also with the keyboard), or by dragging it there with a finger, a pen
 * or the mouse; several children can drag names at once.
 */
export function View({
  settings,
  componentData,
  size,
  readOnly = false,
  onComponentDataChange,
  onSettingsChange,
}: WidgetViewProps<'GroupRandomizer', GroupsData>) {
  const { t } = useTranslation();
  const sdk = useWidgetSdk();
  const classNames = sdk.useClassNames();
  const [moving, setMoving] = useState<string | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const drags = useRef(new Map<number, { name: string; x0: number; y0: number; dragging: boolean }>());
  const dragged = useRef<string | null>(null);
  const [ghosts, setGhosts] = useState<{ id: number; name: string; x: number; y: number }[]>([]);
  // With 'preSelectPupilNames' every name of the list takes part, also names added later.
  const selected = settings.preSelectPupilNames
    ? [...classNames]
    : settings.selectedPupilNames.filter((n) => classNames.includes(n));
  const groups = componentData.groups.filter((g) => g.length > 0);
  const conflicts = keepApartConflicts(groups, settings.keepApart) > 0;

  const toggle = (name: string) => {
    const next = selected.includes(name) ? selected.filter((n) => n !== name) : [...selected, name];
    const all = classNames.every((n) => next.includes(n));
    onSettingsChange({ preSelectPupilNames: all, selectedPupilNames: all ? [...classNames] : next });
  };
  const shuffle = () => {
    const split = makeGroups(selected, settings.groupCount, settings.keepApart, sdk.random);
    onComponentDataChange({ groups: split.groups, createdAt: sdk.now() });
    setMoving(null);
  };
  const moveTo = (target: number, name = moving) => {
    if (!name) return;
    onComponentDataChange((d) => ({
      ...d,
      groups: d.groups.map((g, i) =>
        i === target ? [...g.filter((n) => n !== name), name] : g.filter((n) => n !== name),
      ),
    }));
    setMoving(null);
  };
  const setCount = (count: number) =>
    onSettingsChange({
      groupCount: Math.min(
        GROUP_RANDOMIZER_LIMITS.maxGroups,
        Math.max(GROUP_RANDOMIZER_LIMITS.minGroups, count),
      ),
    });

  if (classNames.length === 0 && groups.length === 0) {
    return (
      <div className="groups w-fill">
        <EmptyState
          status
          title={t('widgets.GroupRandomizer.noClassList')}
          hint={readOnly ? undefined : t('widgets.GroupRandomizer.noClassListHint')}
        />
      </div>
    );
  }

  const narrow = size.width < 420;
  // A low frame shows the groups only; the controls return when it is taller.
  const controls = !readOnly && size.height >= 160;
  const columns = Math.max(
    1,
    Math.min(groups.length, Math.floor((size.width - (narrow ? 0 : 200)) / 150) || 1),
  );
  // Pointer dragging: a name follows the pointer once it moved 8 px; letting go over a group moves it there.
  const local = (event: ReactPointerEvent) => {
    const root = rootRef.current;
    if (!root) return { x: 0, y: 0 };
    const box = root.getBoundingClientRect();
    const scale = root.offsetWidth > 0 ? box.width / root.offsetWidth : 1;
    return { x: (event.clientX - box.left) / scale, y: (event.clientY - box.top) / scale };
  };
  const showGhost = (id: number, name: string | null, at?: { x: number; y: number }) =>
    setGhosts((all) => {
      const rest = all.filter((g) => g.id !== id);
      return name && at ? [...rest, { id, name, ...at }] : rest;
    });
  const memberPointer = (name: string) => ({
    onPointerDown: (event: ReactPointerEvent<HTMLButtonElement>) => {
      if (event.button !== 0) return;
      drags.current.set(event.pointerId, { name, x0: event.clientX, y0: event.clientY, dragging: false });
      event.currentTarget.setPointerCapture?.(event.pointerId);
    },
    onPointerMove: (event: ReactPointerEvent<HTMLButtonElement>) => {
      const drag = drags.current.get(event.pointerId);
      if (!drag) return;
      if (!drag.dragging && Math.hypot(event.clientX - drag.x0, event.clientY - drag.y0) < 8) return;
      drag.dragging = true;
      showGhost(event.pointerId, drag.name, local(event));
    },
    onPointerUp: (event: ReactPointerEvent<HTMLButtonElement>) => {
      const drag = drags.current.get(event.pointerId);
      drags.current.delete(event.pointerId);
      if (!drag?.dragging) return;
      dragged.current = drag.name;
      showGhost(event.pointerId, null);
      const tile = document
        .elementFromPoint(event.clientX, event.clientY)
        ?.closest<HTMLElement>('[data-group-index]');
      if (tile && rootRef.current?.contains(tile)) moveTo(Number(tile.dataset.groupIndex), drag.name);
    },
    onPointerCancel: (event: ReactPointerEvent<HTMLButtonElement>) => {
      drags.current.delete(event.pointerId);
      showGhost(event.pointerId, null);
    },
    onClick: () => {
      // The click that ends a drag is not also a tap.
      if (dragged.current === name) {
        dragged.current = null;
        return;
      }
      setMoving(moving === name ? null : name);
    },
  });

  return (
    <div ref={rootRef} className={`groups w-fill${narrow ? ' groups--narrow' : ''}`}>
      {controls && !narrow && (
        <section className="groups__pupils" aria-label={t('widgets.GroupRandomizer.pupils')}>
          <div className="groups__pick-all">
            <button
              type="button"
              className="w-chip"
              onClick={() =>
                onSettingsChange({ preSelectPupilNames: true, selectedPupilNames: [...classNames] })
              }
            >
              {t('widgets.GroupRandomizer.all')}
            </button>
            <button
              type="button"
              className="w-chip"
              onClick={() => onSettingsChange({ preSelectPupilNames: false, selectedPupilNames: [] })}
            >
              {t('widgets.GroupRandomizer.none')}
            </button>
          </div>
          <ul className="groups__names">
            {classNames.map((name) => (
              <li key={name}>
                <label className="groups__name">
                  <input type="checkbox" checked={selected.includes(name)} onChange={() => toggle(name)} />
                  <span>{name}</span>
                </label>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className="groups__main">
        {controls && (
          <div className="groups__controls">
            <Stepper
              decreaseLabel={t('widgets.GroupRandomizer.fewer')}
              increaseLabel={t('widgets.GroupRandomizer.more')}
              onDecrease={() => setCount(settings.groupCount - 1)}
              onIncrease={() => setCount(settings.groupCount + 1)}
            >
              <span className="groups__count" data-testid="group-count">
                {t('widgets.GroupRandomizer.count', { count: settings.groupCount })}
              </span>
            </Stepper>
            <WidgetButton onClick={shuffle} disabled={selected.length === 0}>
              {t(groups.length > 0 ? 'widgets.GroupRandomizer.reshuffle' : 'widgets.GroupRandomizer.make')}
            </WidgetButton>
          </div>
        )}
        {conflicts && (
          <p className="groups__warning" role="status">
            {t('widgets.GroupRandomizer.notAllApart')}
          </p>
        )}
        {moving && (
          <p className="groups__moving" role="status">
            {t('widgets.GroupRandomizer.moving', { name: moving })}
          </p>
        )}
        <div className="groups__tiles" style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
          {groups.map((group, index) => (
            <section
              key={index}
              className="groups__tile"
              style={{ background: TILE_COLORS[index % TILE_COLORS.length] }}
              aria-label={t('widgets.GroupRandomizer.group', { number: index + 1 })}
              data-testid="group-tile"
              data-group-index={index}
            >
              {moving && !group.includes(moving) ? (
                <button
                  type="button"
                  className="groups__tile-title groups__tile-target"
                  onClick={() => moveTo(index)}
                >
                  {t('widgets.GroupRandomizer.moveHere', { number: index + 1 })}
                </button>
              ) : (
                <h3 className="groups__tile-title">
                  {t('widgets.GroupRandomizer.group', { number: index + 1 })}
                </h3>
              )}
              <ul className="groups__members">
                {group.map((name) => (
                  <li key={name}>
                    {readOnly ? (
                      <span className="groups__member">{name}</span>
                    ) : (
                      <button
                        type="button"
                        className="groups__member"
                        aria-pressed={moving === name}
                        {...memberPointer(name)}
                      >
                        {name}
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </section>
      {ghosts.map((ghost) => (
        <span
          key={ghost.id}
          className="groups__member groups__ghost"
          aria-hidden="true"
          style={{ left: ghost.x, top: ghost.y }}
        >
          {ghost.name}
        </span>
      ))}
    </div>
  );
}
