import type { ColorToken, EffectiveEdition } from '@tafino/shared';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { type DataDictionaryView, dictionaryKeys } from '../sdk/data-dictionary.ts';
import { useWidgetSdk } from '../sdk/react/context.tsx';
import { useNow } from '../sdk/react/use-now.ts';
import { useFitFontSize } from '../sdk/ui/fit-text.ts';
import type { WidgetViewProps } from '../sdk/view-types.ts';
import { CardLabel, SymbolImage, useCardSetup, useConceptLabel } from './card-setup.tsx';
import { type CardFamily, cardEntry, catalogueFor } from './catalogues.ts';
import type { CardData } from './define-card.ts';
import { isCurrentLesson, isDone, localDate, nextInCycle, nextLesson, toggleDone } from './rules.ts';
import { type ActiveSymbolPack, DEFAULT_SYMBOL_PACK, resolveSymbol, searchSymbols } from './symbol-pack.ts';
import '../sdk/ui/widget-ui.css';
import './cards.css';
import { useTranslation } from '../sdk/i18n.ts';

/** The card types built on this view, and what each adds to the shared card (catalogue 3.2). */
export type CardKind =
  | 'TimeTable'
  | 'Subject'
  | 'SocialForms'
  | 'WorkTasks'
  | 'Material'
  | 'Communication'
  | 'Organization'
  | 'Methods'
  | SymbolCardKind;

/** The "(Symbole)" card types (catalogue 3.9): a base type's behaviour with large pack symbols. */
export type SymbolCardKind =
  | 'TimeTableMetacom'
  | 'SocialFormsMetacom'
  | 'WorkTasksMetacom'
  | 'MaterialMetacom';

/** The base type whose catalogue and behaviour a card type has. */
type BaseKind = Exclude<CardKind, SymbolCardKind>;

const BASE: Record<SymbolCardKind, BaseKind> = {
  TimeTableMetacom: 'TimeTable',
  SocialFormsMetacom: 'SocialForms',
  WorkTasksMetacom: 'WorkTasks',
  MaterialMetacom: 'Material',
};

/** The base type of a card type (itself for the types of catalogue 3.2). */
export function baseKind(kind: CardKind): BaseKind {
  return (BASE as Partial<Record<CardKind, BaseKind>>)[kind] ?? (kind as BaseKind);
}

const FAMILY: Record<BaseKind, CardFamily> = {
  TimeTable: 'timeTable',
  Subject: 'subject',
  SocialForms: 'socialForm',
  WorkTasks: 'workTask',
  Material: 'material',
  Communication: 'communication',
  Organization: 'organization',
  Methods: 'method',
};

/** Settings of any card type: the shared ones plus each type's own (absent in the others). */
interface AnyCardSettings {
  cardKey: string;
  label: string;
  showLabel: boolean;
  tapAction: 'toggleDone' | 'cycle' | 'none';
  subjectColor?: ColorToken | null;
  lessonNumber?: number;
  startTime?: string;
  endTime?: string;
  showTime?: boolean;
  room?: string;
  groupSize?: number | null;
  stepNumber?: number | null;
  showSteps?: boolean;
}

type AnyCardData = CardData & { currentStep?: number };

export type CardViewProps = Omit<WidgetViewProps, 'settings' | 'componentData' | 'onComponentDataChange'> & {
  readonly kind: CardKind;
  readonly settings: AnyCardSettings;
  readonly componentData: AnyCardData;
  readonly onComponentDataChange: (next: AnyCardData | ((previous: AnyCardData) => AnyCardData)) => void;
  readonly onSettingsChange: (patch: Partial<AnyCardSettings>) => void;
};

export const DOUBLE_TAP_MS = 350;

export function PlusIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 5v14M5 12h14" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
export function PencilIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 20l4-1 11-11-3-3L5 16zM14 6l3 3" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
export function InfoIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M12 11v6M12 7v.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
function StepsIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M9 6h11M9 12h11M9 18h11M4 6h1M4 12h1M4 18h1"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}

/** A modal in the top layer (native <dialog>): above the board, whatever the widget's scale. */
export function Modal({
  label,
  className,
  onClose,
  children,
}: {
  label: string;
  className: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className={`card-modal ${className}`}
      aria-label={label}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onPointerDown={(event) => event.stopPropagation()}
    >
      {children}
    </dialog>
  );
}

/** The data dictionary list of a card family (its entries replace the shipped catalogue's). */
const DICTIONARY_LIST: Partial<Record<CardFamily, string>> = {
  subject: 'subjects',
  timeTable: 'subjects',
  method: 'methods',
};

/**
 * The keys a card family offers in an edition: the school's list from the data dictionary (renamed,
 * added, removed entries) when loaded, else the shipped catalogue. The day plan adds the parts of the
 * day after the subjects.
 */
export function familyKeys(
  family: CardFamily,
  edition: EffectiveEdition,
  dictionary: DataDictionaryView | null,
): readonly string[] {
  const shipped = catalogueFor(family, edition).map((entry) => entry.key);
  const list = DICTIONARY_LIST[family];
  if (!list || !dictionary?.lists.has(list)) return shipped;
  const school = dictionaryKeys(dictionary, list, edition, []);
  if (family !== 'timeTable') return school;
  return [...school, ...shipped.filter((key) => !key.startsWith('subject.'))];
}

/** "Karte wählen": the catalogue grid, a search field and "Eigener Text". */
export function Chooser({
  keys,
  current,
  customText,
  onChoose,
  onCustomText,
  onClose,
}: {
  keys: readonly string[];
  current: string;
  customText: string;
  onChoose: (key: string) => void;
  onCustomText: (text: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const labelOf = useConceptLabel();
  const sdk = useWidgetSdk();
  const pack = sdk.useSymbolPack();
  const [query, setQuery] = useState('');
  const [text, setText] = useState(customText);
  const labels = useMemo(() => Object.fromEntries(keys.map((key) => [key, labelOf(key)])), [keys, labelOf]);
  const found = searchSymbols(query, { within: keys, labels, active: pack });
  return (
    <Modal label={t('widgets.cards.chooser.title')} className="card-chooser" onClose={onClose}>
      <header className="card-chooser__head">
        <h2>{t('widgets.cards.chooser.title')}</h2>
        <button type="button" className="card-chooser__close" onClick={onClose}>
          {t('widgets.cards.chooser.close')}
        </button>
      </header>
      <label className="card-chooser__field">
        <span>{t('widgets.cards.chooser.search')}</span>
        <input
          type="search"
          value={query}
          placeholder={t('widgets.cards.chooser.searchPlaceholder')}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            // Escape closes the chooser here too (a search field would only clear itself).
            if (event.key === 'Escape') {
              event.preventDefault();
              onClose();
            }
          }}
        />
      </label>
      <ul className="card-chooser__grid">
        {found.map((key) => {
          return (
            <li key={key}>
              <button
                type="button"
                className="card-chooser__item"
                aria-pressed={key === current}
                onClick={() => onChoose(key)}
              >
                <SymbolImage conceptKey={key} pack={pack} />
                <span>{labels[key]}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {found.length === 0 && <p className="card-chooser__empty">{t('widgets.cards.chooser.noResults')}</p>}
      <form
        className="card-chooser__custom"
        onSubmit={(event) => {
          event.preventDefault();
          onCustomText(text.trim());
        }}
      >
        <label className="card-chooser__field">
          <span>{t('widgets.cards.chooser.customText')}</span>
          <input
            type="text"
            value={text}
            maxLength={60}
            placeholder={t('widgets.cards.chooser.customTextPlaceholder')}
            onChange={(event) => setText(event.target.value)}
          />
        </label>
        <button type="submit" className="card-chooser__apply">
          {t('widgets.cards.chooser.apply')}
        </button>
      </form>
    </Modal>
  );
}

/** The "i" info: the symbol pack's name and attribution (the default pack's, and the active one's). */
export function SymbolInfo({ pack, onClose }: { pack: ActiveSymbolPack | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal label={t('widgets.cards.info')} className="card-info" onClose={onClose}>
      <h2>{t('widgets.cards.infoTitle', { pack: (pack ?? DEFAULT_SYMBOL_PACK).manifest.name })}</h2>
      <p lang="en">{DEFAULT_SYMBOL_PACK.manifest.attribution}</p>
      {pack && pack.manifest.id !== DEFAULT_SYMBOL_PACK.manifest.id && <p>{pack.manifest.attribution}</p>}
      <button type="button" className="card-chooser__apply" onClick={onClose}>
        {t('widgets.cards.chooser.close')}
      </button>
    </Modal>
  );
}

const STEP_KEYS = ['1', '2', '3', '4'];

/** The number of characters of a text's longest word (at least 4, so short labels keep their size). */
export function longestWord(text: string): number {
  return Math.max(4, ...text.split(/[\s–-]+/).map((word) => [...word].length));
}

/**
 * A method's steps beside its card ("Ablauf zeigen"): the list takes the largest font at which every step
 * fits the card (fitted again when the card or the highlighted step changes), "Weiter" under the card.
 */
function MethodSteps({
  texts,
  current,
  readOnly,
  fitKey,
  nextLabel,
  onStep,
  onNext,
}: {
  texts: readonly string[];
  current: number;
  readOnly: boolean;
  fitKey: string;
  nextLabel: string;
  onStep: (index: number) => void;
  onNext: () => void;
}) {
  const list = useRef<HTMLOListElement>(null);
  const fontSize = useFitFontSize(list, 10, 48, `${fitKey}|${current}|${texts.join('|')}`);
  return (
    <div className="card__steps">
      <ol ref={list} style={{ fontSize }}>
        {texts.map((text, index) => (
          <li key={text}>
            <button
              type="button"
              className="card__step"
              aria-current={index === current ? 'step' : undefined}
              disabled={readOnly}
              onClick={() => onStep(index)}
            >
              <span className="card__step-number">{index + 1}.</span> {text}
            </button>
          </li>
        ))}
      </ol>
      {!readOnly && (
        <button type="button" className="card__next" onClick={onNext}>
          {nextLabel}
        </button>
      )}
    </div>
  );
}

/**
 * One card (catalogue 1.5): a pictogram with its label below; "Karte wählen" on placement, double-tap
 * or "Ändern"; "+" places the next card beside it (the next lesson below it); a tap follows `tapAction`.
 */
export function CardView({
  kind: type,
  settings,
  componentData,
  size,
  edition,
  readOnly = false,
  justPlaced = false,
  onComponentDataChange,
  onSettingsChange,
}: CardViewProps) {
  const { t, sdk, pack, labelOf, info, setInfo, primary } = useCardSetup(edition);
  const [choosing, setChoosing] = useState(justPlaced && !readOnly);
  // Whether the label fits one line below the symbol; on a wide, low card (150x80) a longer label, or a
  // label with the lesson's time, goes beside the symbol instead (cards.css), so the symbol stays large.
  const [oneLine, setOneLine] = useState(true);
  const lastTap = useRef<{ at: number; undo: () => void } | null>(null);
  // The "(Symbole)" types behave as their base type, with a large pack symbol (catalogue 3.9).
  const kind = baseKind(type);
  const symbolCard = kind !== type;
  const family = FAMILY[kind];
  const dictionary = sdk.useDataDictionary();
  const keys = useMemo(() => familyKeys(family, edition, dictionary), [family, edition, dictionary]);
  const now = useNow(kind === 'TimeTable' || settings.tapAction === 'toggleDone', 15_000);
  const today = localDate(now);
  const done = isDone(componentData, today);
  const entry = cardEntry(settings.cardKey);
  const symbol = resolveSymbol(settings.cardKey, pack);
  const label = settings.label || labelOf(settings.cardKey);
  const color =
    settings.subjectColor ??
    (dictionary?.values.get(settings.cardKey) as ColorToken | undefined) ??
    entry?.color ??
    null;
  const barColor = (kind === 'Subject' || kind === 'TimeTable') && color ? color : null;
  const current =
    kind === 'TimeTable' && isCurrentLesson(settings.startTime ?? '', settings.endTime ?? '', now);
  const steps = kind === 'Methods' && entry?.steps ? STEP_KEYS.slice(0, entry.steps) : [];
  const showSteps = kind === 'Methods' && Boolean(settings.showSteps) && steps.length > 0;
  const currentStep = Math.min(componentData.currentStep ?? 0, Math.max(0, steps.length - 1));
  const methodName = settings.cardKey.replace(/^method\./, '');

  const plus = () => {
    const patch: Partial<AnyCardSettings> = {};
    if (kind === 'TimeTable') {
      Object.assign(
        patch,
        nextLesson({
          lessonNumber: settings.lessonNumber ?? 1,
          startTime: settings.startTime ?? '08:00',
          endTime: settings.endTime ?? '08:45',
        }),
      );
    }
    if (kind === 'WorkTasks' && settings.stepNumber != null) patch.stepNumber = settings.stepNumber + 1;
    sdk.placeNext({ settings: patch as Record<string, unknown>, below: kind === 'TimeTable' });
  };
  const toggleSteps = () => {
    const next = !settings.showSteps;
    onSettingsChange({ showSteps: next });
    // "Ablauf zeigen" doubles the card; hiding the steps halves it again.
    // The card is frameless (its body is the whole frame): the frame doubles, or halves again.
    sdk.requestSize(
      next
        ? { width: size.width * 2, height: size.height * 2 }
        : { width: size.width / 2, height: size.height / 2 },
    );
  };
  sdk.useHeaderActions(
    readOnly
      ? []
      : [
          { key: 'another', label: t('widgets.cards.another'), icon: <PlusIcon />, onClick: plus },
          {
            key: 'change',
            label: t('widgets.cards.change'),
            icon: <PencilIcon />,
            onClick: () => setChoosing(true),
          },
          ...(kind === 'Methods' && steps.length > 0
            ? [
                {
                  key: 'steps',
                  label: settings.showSteps ? t('widgets.cards.hideSteps') : t('widgets.cards.showSteps'),
                  icon: <StepsIcon />,
                  onClick: toggleSteps,
                },
              ]
            : []),
          { key: 'info', label: t('widgets.cards.info'), icon: <InfoIcon />, onClick: () => setInfo(true) },
        ],
  );

  const tap = () => {
    if (readOnly) return;
    const at = Date.now();
    // The second tap of a double-tap undoes the first and reopens the chooser.
    if (lastTap.current && at - lastTap.current.at < DOUBLE_TAP_MS) {
      lastTap.current.undo();
      lastTap.current = null;
      setChoosing(true);
      return;
    }
    if (settings.tapAction === 'toggleDone') {
      const before = { done: componentData.done, doneOn: componentData.doneOn };
      onComponentDataChange((data) => toggleDone(data, localDate(sdk.now())));
      lastTap.current = { at, undo: () => onComponentDataChange((data) => ({ ...data, ...before })) };
    } else if (settings.tapAction === 'cycle') {
      const before = { cardKey: settings.cardKey, label: settings.label };
      onSettingsChange({ cardKey: nextInCycle(keys, settings.cardKey), label: '' });
      lastTap.current = { at, undo: () => onSettingsChange(before) };
    } else {
      lastTap.current = { at, undo: () => {} };
    }
  };

  const small = size.height < 60;
  const subtitle =
    kind === 'SocialForms' && settings.cardKey === 'socialForm.groupWork' && settings.groupSize
      ? t('widgets.cards.groupSize', { size: settings.groupSize })
      : kind === 'TimeTable' && settings.showTime
        ? t('widgets.cards.timeRange', { start: settings.startTime, end: settings.endTime })
        : '';
  const badge =
    kind === 'TimeTable'
      ? t('widgets.cards.lessonNumber', { number: settings.lessonNumber })
      : kind === 'WorkTasks' && settings.stepNumber != null
        ? t('widgets.cards.lessonNumber', { number: settings.stepNumber })
        : '';
  const room = kind === 'TimeTable' && !primary && settings.room ? settings.room : '';

  return (
    <div
      className={`w-fill card card--${kind}${symbolCard ? ` card--symbols card--${type}` : ''}${
        done ? ' card--done' : ''
      }${current ? ' card--now' : ''}${primary ? ' card--primary' : ''}${showSteps ? ' card--steps' : ''}${
        small ? ' card--small' : ''
      }${!oneLine || subtitle || room ? ' card--beside' : ''}`}
      data-card-key={settings.cardKey}
      style={
        {
          ...(barColor ? { '--card-bar': `var(--color-${barColor}, ${barColor})` } : {}),
          // The label's longest word fits the card's width (no break inside a word, catalogue 1.5).
          '--label-chars': longestWord(label),
        } as never
      }
    >
      {barColor && <span className="card__bar" data-color={barColor} />}
      <button
        type="button"
        className="card__face"
        aria-label={[badge, label, subtitle, done ? t('widgets.cards.done') : ''].filter(Boolean).join(', ')}
        aria-pressed={settings.tapAction === 'toggleDone' ? done : undefined}
        disabled={readOnly}
        onClick={tap}
      >
        {badge && <span className="card__badge">{badge}</span>}
        {current && <span className="card__now">{t('widgets.cards.now')}</span>}
        <span className="card__symbol">
          <SymbolImage conceptKey={settings.cardKey} pack={pack} />
        </span>
        <span className="card__text">
          {(settings.showLabel || !symbol) && label && (
            <CardLabel text={label} fitKey={`${size.width}x${size.height}`} onOneLine={setOneLine} />
          )}
          {subtitle && <span className="card__subtitle">{subtitle}</span>}
          {room && <span className="card__subtitle">{room}</span>}
        </span>
        {done && (
          <span className="card__done">
            <span aria-hidden="true">✓</span>{' '}
            <span className="card__done-word">{t('widgets.cards.done')}</span>
          </span>
        )}
      </button>
      {showSteps && (
        <MethodSteps
          texts={steps.map((step) => t(`widgets.cards.methodSteps.${methodName}.${step}`))}
          current={currentStep}
          readOnly={readOnly}
          fitKey={`${size.width}x${size.height}`}
          nextLabel={t('widgets.cards.next')}
          onStep={(index) => onComponentDataChange((data) => ({ ...data, currentStep: index }))}
          onNext={() =>
            onComponentDataChange((data) => ({
              ...data,
              currentStep: ((data.currentStep ?? 0) + 1) % steps.length,
            }))
          }
        />
      )}
      {choosing && !readOnly && (
        <Chooser
          keys={keys}
          current={settings.cardKey}
          customText={settings.label}
          onChoose={(key) => {
            onSettingsChange({
              cardKey: key,
              label: '',
              ...(kind === 'Subject' || kind === 'TimeTable' ? { subjectColor: null } : {}),
            });
            setChoosing(false);
          }}
          onCustomText={(text) => {
            onSettingsChange({ label: text });
            setChoosing(false);
          }}
          onClose={() => setChoosing(false)}
        />
      )}
      {info && <SymbolInfo pack={pack} onClose={() => setInfo(false)} />}
    </div>
  );
}

export type { EffectiveEdition };
export { SymbolImage, useCardSetup, useConceptLabel };
