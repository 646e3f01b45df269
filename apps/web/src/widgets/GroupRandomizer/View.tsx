import { GROUP_RANDOMIZER_LIMITS, keepApartConflicts, makeGroups } from '@tafino/shared';
import { type DragEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWidgetSdk } from '../sdk/react/context.tsx';
import { EmptyState, Stepper, WidgetButton } from '../sdk/ui/index.ts';
import type { WidgetViewProps } from '../sdk/view-types.ts';
import type { GroupsData } from './definition.ts';
import './groups.css';

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
 * it and a tap on another group, or by dragging it there.
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
  const onDrop = (event: DragEvent, target: number) => {
    event.preventDefault();
    moveTo(target, event.dataTransfer.getData('text/plain') || moving);
  };

  return (
    <div className={`groups w-fill${narrow ? ' groups--narrow' : ''}`}>
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
              onDragOver={readOnly ? undefined : (e) => e.preventDefault()}
              onDrop={readOnly ? undefined : (e) => onDrop(e, index)}
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
                        draggable
                        aria-pressed={moving === name}
                        onDragStart={(e) => e.dataTransfer.setData('text/plain', name)}
                        onClick={() => setMoving(moving === name ? null : name)}
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
    </div>
  );
}
