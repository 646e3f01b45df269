import {
  type AuthorityDuty,
  dutyPeriod,
  formatDutyPeriod,
  localDateKey,
  rotateDuties,
  rotationDue,
} from '@tafino/shared';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { resolveSymbol } from '../cards/symbol-pack.ts';
import { useWidgetSdk } from '../sdk/react/context.tsx';
import { WidgetButton } from '../sdk/ui/index.ts';
import type { WidgetViewProps } from '../sdk/view-types.ts';
import type { AuthorityData } from './definition.ts';
import { dutiesToAdopt } from './school-duties.ts';
import './authority.css';
import { useTranslation } from '../sdk/i18n.ts';

/** The slot a tap opened the name picker for. */
interface PickerTarget {
  readonly dutyId: string;
  readonly slot: number;
}

/** Columns of the tile grid for `count` tiles in a body of this aspect. */
function gridColumns(count: number, width: number, height: number): number {
  let best = 1;
  let bestScore = -1;
  for (let columns = 1; columns <= count; columns++) {
    const rows = Math.ceil(count / columns);
    // The tile's smaller side, with tiles about 1.4 times as wide as high.
    const score = Math.min(width / columns / 1.4, height / rows);
    if (score > bestScore) {
      best = columns;
      bestScore = score;
    }
  }
  return best;
}

const setSlot = (slots: readonly string[], index: number, value: string): string[] => {
  const next = [...slots];
  while (next.length <= index) next.push('');
  next[index] = value;
  while (next.length > 0 && next[next.length - 1] === '') next.pop();
  return next;
};

/**
 * "Klassendienste": a tile per duty with its symbol, its name and the names assigned to it. A tap on
 * a slot opens a name picker (unassigned names first), "×" clears it, "Weiterrücken" gives every
 * duty the next names of the class list (undo in the board's toast), and on opening the duties move
 * on by themselves once per week or school day (the device's local date).
 */
export function View({
  settings,
  componentData,
  size,
  edition,
  readOnly = false,
  justPlaced = false,
  onComponentDataChange,
  onSettingsChange,
}: WidgetViewProps<'Authority', AuthorityData>) {
  const { t } = useTranslation();
  const sdk = useWidgetSdk();
  const names = sdk.useClassNames();
  const pack = sdk.useSymbolPack();
  const [picker, setPicker] = useState<PickerTarget | null>(null);
  const duties = settings.duties;
  const today = localDateKey(new Date(sdk.now()));
  const { assignments, lastRotatedOn } = componentData;

  // A duty added in the settings gets an id of its own, so its names stay with it when reordered.
  const missingIds = duties.some((duty) => duty.id === '');
  useEffect(() => {
    if (!missingIds || readOnly) return;
    const taken = new Set(duties.map((duty) => duty.id));
    let n = 1;
    const fresh = () => {
      while (taken.has(`duty${n}`)) n++;
      taken.add(`duty${n}`);
      return `duty${n}`;
    };
    onSettingsChange({ duties: duties.map((duty) => (duty.id === '' ? { ...duty, id: fresh() } : duty)) });
  }, [missingIds, readOnly, duties, onSettingsChange]);

  // A widget just placed takes the school's duties (data dictionary) while it has the shipped ones.
  const dictionary = sdk.useDataDictionary();
  const adopted = useRef(false);
  useEffect(() => {
    if (!justPlaced || readOnly || adopted.current || !dictionary) return;
    adopted.current = true;
    const school = dutiesToAdopt(duties, dictionary, edition);
    if (school) onSettingsChange({ duties: school });
  }, [justPlaced, readOnly, dictionary, duties, edition, onSettingsChange]);

  const rotate = (automatic: boolean) => {
    const before = assignments;
    onComponentDataChange({ assignments: rotateDuties(names, duties, before), lastRotatedOn: today });
    // Undo brings the names back; the period stays rotated, so reopening does not rotate again.
    sdk.offerUndo(t(automatic ? 'widgets.Authority.rotatedAutomatically' : 'widgets.Authority.rotated'), () =>
      onComponentDataChange((d) => ({ ...d, assignments: before })),
    );
  };

  // Opening: one rotation when a new period began (once, however many passed).
  const checkedOn = useRef('');
  const due = !readOnly && names.length > 0 && rotationDue(settings.rotation, lastRotatedOn, today);
  useEffect(() => {
    if (!due || checkedOn.current === today) return;
    checkedOn.current = today;
    rotate(true);
  });

  const assign = (target: PickerTarget, name: string) => {
    onComponentDataChange((d) => ({
      ...d,
      assignments: {
        ...d.assignments,
        [target.dutyId]: setSlot(d.assignments[target.dutyId] ?? [], target.slot, name),
      },
    }));
  };

  const period = dutyPeriod(settings.rotation, today);
  const periodText = period
    ? t(settings.rotation === 'daily' ? 'widgets.Authority.today' : 'widgets.Authority.thisWeek', {
        period: formatDutyPeriod(period),
      })
    : '';

  if (picker && !readOnly) {
    const duty = duties.find((d) => d.id === picker.dutyId);
    const assigned = new Set(Object.values(assignments).flat());
    const open = names.filter((n) => !assigned.has(n));
    const taken = names.filter((n) => assigned.has(n));
    const choose = (name: string) => {
      assign(picker, name);
      setPicker(null);
    };
    return (
      <div className="authority w-fill">
        <div
          className="authority__picker"
          role="dialog"
          aria-label={t('widgets.Authority.pickerTitle', { duty: duty?.label ?? '' })}
        >
          <p className="authority__picker-title">
            {t('widgets.Authority.pickerTitle', { duty: duty?.label ?? '' })}
          </p>
          <div className="authority__picker-names">
            {names.length === 0 && <p className="authority__hint">{t('widgets.Authority.noClassList')}</p>}
            {open.length > 0 && (
              <section aria-label={t('widgets.Authority.unassigned')}>
                <h3 className="authority__picker-heading">{t('widgets.Authority.unassigned')}</h3>
                <ul className="authority__chips">
                  {open.map((n) => (
                    <li key={n}>
                      <button type="button" className="w-chip authority__chip" onClick={() => choose(n)}>
                        {n}
                      </button>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {taken.length > 0 && (
              <section aria-label={t('widgets.Authority.assigned')}>
                <h3 className="authority__picker-heading">{t('widgets.Authority.assigned')}</h3>
                <ul className="authority__chips">
                  {taken.map((n) => (
                    <li key={n}>
                      <button
                        type="button"
                        className="w-chip authority__chip authority__chip--taken"
                        onClick={() => choose(n)}
                      >
                        {n}
                      </button>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </div>
          <div className="w-actions">
            <WidgetButton secondary onClick={() => setPicker(null)}>
              {t('widgets.Authority.cancel')}
            </WidgetButton>
          </div>
        </div>
      </div>
    );
  }

  const tiny = size.height < 140;
  const bar = !tiny;
  const columns = gridColumns(Math.max(1, duties.length), size.width, size.height - (bar ? 56 : 0));
  const rows = Math.ceil(Math.max(1, duties.length) / columns);
  const tileHeight = (size.height - (bar ? 56 : 0) - 8 - (rows - 1) * 6) / rows;
  const tileWidth = (size.width - 8 - (columns - 1) * 6) / columns;
  // One size for every tile: the longest duty and the longest name fit their boxes (about 0.62 em
  // per letter, the names beside their "×"), the slots of the fullest duty fit its height.
  const longestLabel = Math.max(4, ...duties.map((d) => d.label.length));
  const longestName = Math.max(4, ...Object.values(assignments).flatMap((list) => list.map((n) => n.length)));
  const maxSlots = Math.max(1, ...duties.map((d) => d.slots));
  const font = Math.max(
    10,
    Math.min(tileHeight / (1.6 + maxSlots * 1.5), (tileWidth - 20) / (longestName * 0.68 + 2.4), 56),
  );
  const labelFont = Math.max(10, Math.min(tileHeight / 5, (tileWidth - 20) / (longestLabel * 0.62), 44));
  const gridStyle = {
    gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
    '--authority-font': `${font}px`,
    '--authority-label-font': `${labelFont}px`,
  } as CSSProperties;

  // The duty's symbol from the symbol pack; a concept the pack lacks shows the label alone.
  const symbolOf = (duty: AuthorityDuty) =>
    settings.showSymbols ? resolveSymbol(duty.symbolKey, pack) : null;

  const slotButton = (duty: AuthorityDuty, slot: number, name: string) => (
    <li key={slot} className="authority__slot">
      <button
        type="button"
        className={`authority__name${name ? '' : ' authority__name--empty'}`}
        disabled={readOnly}
        aria-label={
          name
            ? t('widgets.Authority.change', { duty: duty.label, name })
            : t('widgets.Authority.choose', { duty: duty.label })
        }
        onClick={() => setPicker({ dutyId: duty.id, slot })}
      >
        {name || (readOnly ? '' : t('widgets.Authority.empty'))}
      </button>
      {name && !readOnly && (
        <button
          type="button"
          className="authority__clear"
          aria-label={t('widgets.Authority.clear', { duty: duty.label, name })}
          onClick={() => assign({ dutyId: duty.id, slot }, '')}
        >
          ×
        </button>
      )}
    </li>
  );

  return (
    <div className="authority w-fill">
      {bar && (
        <div className="authority__bar">
          <p className="authority__period">{periodText}</p>
          {!readOnly &&
            (names.length > 0 ? (
              <WidgetButton onClick={() => rotate(false)}>{t('widgets.Authority.rotate')}</WidgetButton>
            ) : (
              <p className="authority__hint">{t('widgets.Authority.noClassList')}</p>
            ))}
        </div>
      )}
      <ul className="authority__grid" style={gridStyle}>
        {duties.map((duty) => {
          const slots = assignments[duty.id] ?? [];
          return (
            <li key={duty.id || duty.label} className="authority__tile" data-duty={duty.id}>
              <p className="authority__duty">
                {symbolOf(duty) && (
                  <img
                    className="authority__symbol"
                    src={symbolOf(duty)?.url}
                    alt=""
                    data-symbol-pack={symbolOf(duty)?.packId}
                  />
                )}
                <span className="authority__label">{duty.label}</span>
              </p>
              <ul className="authority__slots">
                {Array.from({ length: duty.slots }, (_, slot) => slotButton(duty, slot, slots[slot] ?? ''))}
              </ul>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
