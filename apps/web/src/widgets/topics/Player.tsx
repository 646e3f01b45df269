import { type KeyboardEvent, useRef } from 'react';
import { useElementSize, useFitFontSize } from '../sdk/ui/index.ts';
import type { WidgetViewProps } from '../sdk/view-types.ts';
import type { TopicData, TopicTab, TopicType } from './define-topic.ts';
import { TOPIC_TABS } from './define-topic.ts';
import type { TopicPack } from './pack-schema.ts';
import { Quiz } from './Quiz.tsx';
import { SortBoard } from './SortBoard.tsx';
import './topics.css';
import { useTranslation } from '../sdk/i18n.ts';

export type PlayerProps = WidgetViewProps<TopicType, TopicData>;

const players = new WeakMap<TopicPack, (props: PlayerProps) => React.JSX.Element>();

/** The player bound to one content pack (one component per pack, so React keeps its state). */
export function playerFor(pack: TopicPack): (props: PlayerProps) => React.JSX.Element {
  let Player = players.get(pack);
  if (!Player) {
    Player = function TopicPlayer(props: PlayerProps) {
      return <TopicPlayerView {...props} pack={pack} />;
    };
    players.set(pack, Player);
  }
  return Player;
}

/**
 * The learning-card player (catalogue 3.10): "Entdecken" (cards that turn to "Wusstest du?"),
 * "Sortieren" (chips into baskets by drag, tap-tap or keys), "Quiz" (three mixed answers, a score) and
 * "ⓘ Für Lehrkräfte" (age and sources). Everything the class did is live state and survives a reload.
 */
function TopicPlayerView(props: PlayerProps & { pack: TopicPack }) {
  const { t } = useTranslation();
  const { componentData, onComponentDataChange, readOnly = false, pack } = props;
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const tab = componentData.tab;
  const select = (next: TopicTab) => {
    if (readOnly) return;
    onComponentDataChange((d) => ({ ...d, tab: next }));
  };
  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TOPIC_TABS.indexOf(tab);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = TOPIC_TABS[(index + step + TOPIC_TABS.length) % TOPIC_TABS.length] as TopicTab;
    select(next);
    tabs.current[TOPIC_TABS.indexOf(next)]?.focus();
  };
  return (
    <div className="topic w-fill" data-tab={tab} data-topic={pack.slug}>
      <div className="topic__tabs" role="tablist" aria-label={pack.title} onKeyDown={onTabKey}>
        {TOPIC_TABS.map((key, index) => (
          <button
            key={key}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${props.widgetId}-tab-${key}`}
            aria-controls={`${props.widgetId}-panel`}
            aria-selected={tab === key}
            tabIndex={tab === key ? 0 : -1}
            className={`topic__tab${key === 'teacher' ? ' topic__tab--teacher' : ''}`}
            disabled={readOnly && tab !== key}
            onClick={() => select(key)}
          >
            <TabLabel text={t(`widgets.topics.tabs.${key}`)} />
          </button>
        ))}
      </div>
      <div
        className="topic__panel"
        role="tabpanel"
        id={`${props.widgetId}-panel`}
        aria-labelledby={`${props.widgetId}-tab-${tab}`}
      >
        {tab === 'discover' && <Discover {...props} />}
        {tab === 'sort' && <SortBoard {...props} />}
        {tab === 'quiz' && <Quiz {...props} />}
        {tab === 'teacher' && <Teacher pack={pack} />}
      </div>
    </div>
  );
}

// "ⓘ" is drawn (not every classroom font has the glyph); the tab's name keeps the catalogue's text.
function TabLabel({ text }: { text: string }) {
  if (!text.startsWith('ⓘ')) return <>{text}</>;
  return (
    <>
      <span className="visually-hidden">ⓘ</span>
      <svg className="topic__info" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M12 11v6M12 7.5v.5" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
      </svg>
      {text.slice(1)}
    </>
  );
}

function Discover({
  pack,
  componentData,
  onComponentDataChange,
  readOnly = false,
  size,
}: PlayerProps & { pack: TopicPack }) {
  const { t } = useTranslation();
  const count = pack.cards.length;
  const index = Math.min(componentData.cardIndex, count - 1);
  const card = pack.cards[index] ?? pack.cards[0];
  const flipped = componentData.flipped.includes(index);
  const measure = useRef<HTMLSpanElement>(null);
  // Fitted to the card's own box (known once laid out), so a frame still being placed is never measured.
  const { ref: boxRef, size: box } = useElementSize<HTMLSpanElement>();
  const text = card ? (flipped ? card.back : `${card.title}\n${card.text}`) : '';
  const maxFont = Math.max(14, Math.min(72, size.height * 0.09));
  const fontSize = useFitFontSize(
    measure,
    12,
    maxFont,
    `${text}|${Math.round(box.width)}x${Math.round(box.height)}|${flipped}`,
    box.width > 0 && box.height > 0,
  );
  if (!card) return null;
  const go = (step: number) =>
    onComponentDataChange((d) => ({ ...d, cardIndex: Math.max(0, Math.min(count - 1, index + step)) }));
  const flip = () =>
    onComponentDataChange((d) => ({
      ...d,
      flipped: d.flipped.includes(index) ? d.flipped.filter((i) => i !== index) : [...d.flipped, index],
    }));
  const face = flipped ? (
    <>
      <span className="topic-card__kicker">{t('widgets.topics.discover.didYouKnow')}</span>
      <span className="topic-card__text">{card.back}</span>
    </>
  ) : (
    <>
      <span className="topic-card__title">{card.title}</span>
      <span className="topic-card__text">{card.text}</span>
    </>
  );
  return (
    <div className="topic-discover">
      <button
        type="button"
        className="topic-card"
        data-side={flipped ? 'back' : 'front'}
        data-testid="topic-card"
        disabled={readOnly}
        aria-label={t('widgets.topics.discover.cardLabel', {
          n: index + 1,
          total: count,
          text: flipped
            ? `${t('widgets.topics.discover.didYouKnow')} ${card.back}`
            : `${card.title} ${card.text}`,
        })}
        onClick={flip}
      >
        <span ref={boxRef} className="topic-card__box">
          <span ref={measure} className="topic-card__face topic-card__measure" aria-hidden="true">
            {face}
          </span>
          <span
            key={`${index}-${flipped}`}
            className="topic-card__face topic-card__shown"
            style={{ fontSize }}
            aria-hidden="true"
          >
            {face}
          </span>
        </span>
      </button>
      <div className="topic-discover__nav">
        <button
          type="button"
          className="topic-btn topic-btn--secondary"
          disabled={readOnly || index === 0}
          onClick={() => go(-1)}
        >
          {t('widgets.topics.discover.back')}
        </button>
        <span className="topic-dots" aria-hidden="true">
          {pack.cards.map((c, i) => (
            <span key={c.id} className={`topic-dot${i === index ? ' topic-dot--on' : ''}`} />
          ))}
        </span>
        <span className="visually-hidden" aria-live="polite">
          {t('widgets.topics.discover.progress', { n: index + 1, total: count })}
        </span>
        <button
          type="button"
          className="topic-btn"
          disabled={readOnly || index === count - 1}
          onClick={() => go(1)}
        >
          {t('widgets.topics.discover.next')}
        </button>
      </div>
    </div>
  );
}

function Teacher({ pack }: { pack: TopicPack }) {
  const { t } = useTranslation();
  return (
    <div className="topic-teacher">
      <p className="topic-teacher__grades">{t('widgets.topics.teacher.grades', { grades: pack.grades })}</p>
      <p className="topic-teacher__heading">{t('widgets.topics.teacher.sources')}</p>
      <ul className="topic-teacher__sources">
        {pack.sources.map((source) => (
          <li key={source.name}>
            {source.url ? (
              <a href={source.url} target="_blank" rel="noopener noreferrer">
                {source.name}
              </a>
            ) : (
              source.name
            )}
            {source.note ? ` (${source.note})` : ''}
          </li>
        ))}
      </ul>
    </div>
  );
}
