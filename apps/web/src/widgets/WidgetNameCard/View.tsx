import { unselectedPupilNames } from '@tafino/shared';
import { useEffect, useState } from 'react';
import { resolveSymbol } from '../cards/symbol-pack.ts';
import { useWidgetSdk } from '../sdk/react/context.tsx';
import { EmptyState, FitText } from '../sdk/ui/index.ts';
import type { WidgetViewProps } from '../sdk/view-types.ts';
import { NAME_CARD_PULSE_MS } from './definition.ts';
import './name-card.css';
import { useTranslation } from '../sdk/i18n.ts';

/** Palette tokens that need light text. */
const DARK = new Set(['black']);
/** The room the name picker asks for (a card is too small for it); the card's size comes back after. */
const PICKER_SIZE = { width: 320, height: 200 };

/**
 * "Namenskarte": the pupil's name (the widget's "Gehört zu") large on a coloured card. Without a
 * name it offers the class list's unselected names, and "Für alle übrigen Namen Karten anlegen"
 * makes a card for each of the others beside it, in rows. A tap, or a draw of "Namen ziehen" from
 * the name cards, pulses the card with "Du bist dran!".
 */
export function View({
  widgetId,
  settings,
  ownerName = null,
  size,
  readOnly = false,
}: WidgetViewProps<'WidgetNameCard', Record<string, never>>) {
  const { t } = useTranslation();
  const sdk = useWidgetSdk();
  const pulse = sdk.usePulse();
  const pack = sdk.useSymbolPack();
  const [pulsing, setPulsing] = useState<number | null>(null);
  useEffect(() => {
    if (!pulse) return;
    setPulsing(pulse.seq);
    const timer = setTimeout(() => setPulsing(null), pulse.durationMs);
    return () => clearTimeout(timer);
  }, [pulse]);

  const background = `var(--color-${settings.backgroundColor}, ${settings.backgroundColor})`;
  const dark = DARK.has(settings.backgroundColor);
  // The child's animal from the symbol pack (a concept the pack lacks: the name alone).
  const symbol = resolveSymbol(settings.symbolSlug, pack);

  if (!ownerName) {
    return readOnly ? (
      <div className="name-card w-fill" style={{ background }} />
    ) : (
      <OwnerPicker widgetId={widgetId} size={size} />
    );
  }

  return (
    <div
      className={`name-card w-fill${dark ? ' name-card--dark' : ''}${pulsing !== null ? ' name-card--pulse' : ''}`}
      style={{ background }}
    >
      <button
        key={pulsing ?? 'rest'}
        type="button"
        className="name-card__face"
        disabled={readOnly}
        onClick={() => sdk.pulseWidget(widgetId, NAME_CARD_PULSE_MS)}
      >
        {symbol && (
          <img className="name-card__symbol" src={symbol.url} alt="" data-symbol-pack={symbol.packId} />
        )}
        {/* A long name on a small card may go below the usual 12 px rather than be cut off. */}
        <FitText text={ownerName} min={7} />
      </button>
      {/* Announced always; shown under the name where the card has room for both. */}
      <p className={`name-card__turn${size.height < 72 ? ' name-card__turn--quiet' : ''}`} aria-live="polite">
        {pulsing !== null ? t('widgets.WidgetNameCard.yourTurn') : ''}
      </p>
    </div>
  );
}

/** The unselected names of the class list: choose one, or make cards for all of them. */
function OwnerPicker({ widgetId, size }: { widgetId: string; size: { width: number; height: number } }) {
  const { t } = useTranslation();
  const sdk = useWidgetSdk();
  const classNames = sdk.useClassNames();
  const owned = sdk.useOwnedWidgets();
  const names = unselectedPupilNames(
    classNames,
    owned.filter((w) => w.widgetId !== widgetId).map((w) => w.ownerName),
  );
  const small = size.width < PICKER_SIZE.width - 8 || size.height < PICKER_SIZE.height - 8;
  const offered = names.length > 0;
  useEffect(() => {
    if (offered && small) sdk.requestSize(PICKER_SIZE);
  }, [offered, small, sdk]);
  if (classNames.length === 0 || names.length === 0) {
    return (
      <div className="name-card name-card--picker w-fill">
        <EmptyState
          status
          title={t(
            classNames.length === 0
              ? 'widgets.WidgetNameCard.noClassList'
              : 'widgets.WidgetNameCard.allHaveCards',
          )}
        />
      </div>
    );
  }
  const [first, ...rest] = names;
  const choose = (name: string) => {
    sdk.setOwnerName(name);
    sdk.requestDefaultSize();
  };
  // This card takes the first name; the others get cards of its size beside it, in rows.
  const allOthers = () => {
    if (!first) return;
    choose(first);
    sdk.placeSiblings(rest.map((name) => ({ ownerName: name })));
  };
  return (
    <div className={`name-card name-card--picker w-fill${small ? ' name-card--small' : ''}`}>
      <p className="name-card__prompt">{t('widgets.WidgetNameCard.choose')}</p>
      <ul className="name-card__names" aria-label={t('widgets.WidgetNameCard.choose')}>
        {names.map((name) => (
          <li key={name}>
            <button type="button" className="w-chip name-card__name" onClick={() => choose(name)}>
              {name}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="w-btn w-btn--secondary name-card__all" onClick={allOthers}>
        {t('widgets.WidgetNameCard.allOthers')}
      </button>
    </div>
  );
}
