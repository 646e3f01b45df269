import type { FlipCardSide } from '@tafino/shared';
import { useRef } from 'react';
import { useFitFontSize } from '../sdk/ui/index.ts';
import type { WidgetViewProps } from '../sdk/view-types.ts';
import type { FlipCardData } from './definition.ts';
import './flip-card.css';
import { useTranslation } from '../sdk/i18n.ts';

type Props = WidgetViewProps<'FlipCard', FlipCardData>;

/** A two-sided card: a tap turns it (0.4 s 3D turn, a fade with reduced motion); a dot shows the side. */
export function View({ settings, componentData, size, readOnly = false, onComponentDataChange }: Props) {
  const { t } = useTranslation();
  const front = settings.frontSide;
  const back = settings.backSide;
  const showingBack = componentData.showingBack;
  const visible = showingBack ? back : front;
  const sideName = showingBack ? t('widgets.FlipCard.sides.back') : t('widgets.FlipCard.sides.front');
  return (
    <div className="flip-card w-fill" data-showing={showingBack ? 'back' : 'front'}>
      <button
        type="button"
        className="flip-card__button"
        aria-label={t(readOnly ? 'widgets.FlipCard.sideLabel' : 'widgets.FlipCard.flipLabel', {
          side: sideName,
          text: visible.text || t('widgets.FlipCard.emptySide'),
        })}
        data-testid="flip-card"
        // Read-only (the embed): the side Anna left up is shown, the card does not turn.
        disabled={readOnly}
        onClick={() =>
          onComponentDataChange((previous) => ({ ...previous, showingBack: !previous.showingBack }))
        }
      >
        <span className="flip-card__inner">
          <Face side={front} which="front" hidden={showingBack} size={size} />
          <Face side={back} which="back" hidden={!showingBack} size={size} />
        </span>
      </button>
      <div className="flip-card__dots" aria-hidden="true">
        <span className={`flip-card__dot${showingBack ? '' : ' flip-card__dot--on'}`} />
        <span className={`flip-card__dot${showingBack ? ' flip-card__dot--on' : ''}`} />
      </div>
      <span className="visually-hidden" aria-live="polite">
        {sideName}
      </span>
    </div>
  );
}

function Face({
  side,
  which,
  hidden,
  size,
}: {
  side: FlipCardSide;
  which: 'front' | 'back';
  hidden: boolean;
  size: { width: number; height: number };
}) {
  const { t } = useTranslation();
  const measure = useRef<HTMLSpanElement>(null);
  const hasImage = side.assetUrl !== '';
  const maxFont = Math.max(6, Math.min(300, (hasImage ? size.height * 0.3 : size.height * 0.5) - 8));
  const fontSize = useFitFontSize(
    measure,
    6,
    maxFont,
    `${side.text}|${size.width}x${size.height}|${hasImage}`,
  );
  const empty = side.text === '' && !hasImage;
  return (
    <span
      className={`flip-card__face flip-card__face--${which}${hasImage ? ' flip-card__face--image' : ''}`}
      data-side={which}
      data-color={side.backgroundColor}
      aria-hidden={hidden}
      style={{ background: `var(--color-${side.backgroundColor}, ${side.backgroundColor})` }}
    >
      {hasImage && <img className="flip-card__image" src={side.assetUrl} alt="" draggable={false} />}
      {(side.text !== '' || empty) && (
        <span className="flip-card__text-box">
          <span ref={measure} className="flip-card__text flip-card__measure" aria-hidden="true">
            {`${side.text || t('widgets.FlipCard.emptySide')}\u200b`}
          </span>
          <span
            className={`flip-card__text${empty ? ' flip-card__text--empty' : ''}`}
            style={{ fontSize }}
            data-testid="flip-card-text"
          >
            {side.text || t('widgets.FlipCard.emptySide')}
          </span>
        </span>
      )}
    </span>
  );
}
