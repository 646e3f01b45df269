import { useEffect, useRef, useState } from 'react';
import {
  Chooser,
  DOUBLE_TAP_MS,
  InfoIcon,
  longestWord,
  PencilIcon,
  PlusIcon,
  SymbolInfo,
} from '../cards/CardView.tsx';
import { CardLabel, SymbolImage, useCardSetup } from '../cards/card-setup.tsx';
import { allConceptKeys, resolveSymbol } from '../cards/symbol-pack.ts';
import type { WidgetViewProps } from '../sdk/view-types.ts';
import { canAddToStrip, setSlot, slotCount, toggleSlot } from './rules.ts';
import '../sdk/ui/widget-ui.css';
import '../cards/cards.css';
import './metacom.css';

type MetacomData = { done: boolean[] };

/**
 * Symbolkarte (catalogue 3.9): one to five symbols of the active pack, searched by German word;
 * "Erst – Dann" heads two slots. A tap crosses a symbol out, a double tap changes it.
 */
export function View(props: WidgetViewProps<'Metacom', MetacomData>) {
  const { settings, componentData, size, readOnly = false, onComponentDataChange, onSettingsChange } = props;
  const { t, sdk, pack, labelOf, info, setInfo, primary } = useCardSetup(props.edition);
  // A symbol card placed just now opens "Karte wählen" for its first slot.
  const [choosing, setChoosing] = useState<number | null>(props.justPlaced && !readOnly ? 0 : null);
  const lastTap = useRef<{ at: number; index: number } | null>(null);
  const { layout, symbolKeys, labels } = settings;
  const slots = slotCount(layout, symbolKeys.length);

  // "Reihe" and "Erst – Dann" are one card width per symbol: the frame follows the number of slots.
  const shownSlots = useRef(slots);
  useEffect(() => {
    const before = shownSlots.current;
    shownSlots.current = slots;
    if (readOnly || before === slots || before <= 0) return;
    sdk.requestSize({ width: Math.round((size.width / before) * slots), height: size.height });
  }, [slots, readOnly, sdk, size.width, size.height]);

  sdk.useHeaderActions(
    readOnly
      ? []
      : [
          ...(canAddToStrip(layout, symbolKeys.length)
            ? [
                {
                  key: 'another',
                  label: t('widgets.Metacom.addSymbol'),
                  icon: <PlusIcon />,
                  onClick: () => setChoosing(symbolKeys.length),
                },
              ]
            : []),
          {
            key: 'change',
            label: t('widgets.cards.change'),
            icon: <PencilIcon />,
            onClick: () => setChoosing(0),
          },
          { key: 'info', label: t('widgets.cards.info'), icon: <InfoIcon />, onClick: () => setInfo(true) },
        ],
  );

  const tap = (index: number) => {
    if (readOnly) return;
    const at = Date.now();
    const key = symbolKeys[index] ?? '';
    const previous = lastTap.current;
    // An empty slot opens the chooser; a double tap changes the symbol (and undoes the first tap's cross).
    if (!key || (previous && previous.index === index && at - previous.at < DOUBLE_TAP_MS)) {
      if (key && settings.tapAction === 'toggleDone') {
        onComponentDataChange((data) => ({ ...data, done: toggleSlot(data.done, index, slots) }));
      }
      lastTap.current = null;
      setChoosing(index);
      return;
    }
    lastTap.current = { at, index };
    if (settings.tapAction === 'toggleDone') {
      onComponentDataChange((data) => ({ ...data, done: toggleSlot(data.done, index, slots) }));
    }
  };

  const headings = layout === 'firstThen' ? [t('widgets.Metacom.first'), t('widgets.Metacom.then')] : [];
  return (
    <div
      className={`w-fill card card--symbols symbolcard symbolcard--${layout}${primary ? ' card--primary' : ''}`}
      data-layout={layout}
    >
      {Array.from({ length: slots }, (_, index) => {
        const key = symbolKeys[index] ?? '';
        const symbol = resolveSymbol(key, pack);
        const label = labels[index] || labelOf(key);
        const done = Boolean(componentData.done[index]) && Boolean(key);
        return (
          <div
            key={index}
            className={`symbolcard__slot${done ? ' symbolcard__slot--done' : ''}`}
            style={{ '--label-chars': longestWord(label) } as never}
          >
            {headings[index] && <span className="symbolcard__heading">{headings[index]}</span>}
            <button
              type="button"
              className="card__face"
              aria-label={
                key || labels[index]
                  ? [headings[index], label, done ? t('widgets.cards.done') : ''].filter(Boolean).join(', ')
                  : t('widgets.Metacom.choose')
              }
              aria-pressed={key && settings.tapAction === 'toggleDone' ? done : undefined}
              disabled={readOnly}
              onClick={() => tap(index)}
            >
              {symbol ? (
                <span className="card__symbol">
                  <SymbolImage conceptKey={key} pack={pack} />
                </span>
              ) : !key && !labels[index] ? (
                <span className="symbolcard__empty" aria-hidden="true">
                  <PlusIcon />
                </span>
              ) : null}
              {(settings.showLabel || !symbol) && label && (
                <CardLabel text={label} fitKey={`${size.width}x${size.height}`} />
              )}
              {done && (
                <svg className="symbolcard__cross" viewBox="0 0 100 100" aria-hidden="true">
                  <path d="M12 12L88 88M88 12L12 88" />
                </svg>
              )}
            </button>
          </div>
        );
      })}
      {choosing !== null && !readOnly && (
        <Chooser
          keys={allConceptKeys(pack)}
          current={symbolKeys[choosing] ?? ''}
          customText={labels[choosing] ?? ''}
          onChoose={(key) => {
            onSettingsChange(setSlot(settings, choosing, { key }));
            setChoosing(null);
          }}
          onCustomText={(text) => {
            onSettingsChange(setSlot(settings, choosing, { label: text }));
            setChoosing(null);
          }}
          onClose={() => setChoosing(null)}
        />
      )}
      {info && <SymbolInfo pack={pack} onClose={() => setInfo(false)} />}
    </div>
  );
}
