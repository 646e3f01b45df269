import { Fragment, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../sdk/i18n.ts';
import { useWidgetSdk } from '../sdk/react/context.tsx';
import { checkAfterLayout, stopChecking } from '../sdk/ui/after-layout.ts';
import { conceptLabelKey } from './catalogues.ts';
import { hyphenate, hyphenatedIfKnown } from './hyphenate.ts';
import { type ActiveSymbolPack, resolveSymbol } from './symbol-pack.ts';

/**
 * A concept's German label: the school's (data dictionary), else the catalogue's, else the symbol's
 * first keyword (free keys), else the key.
 */
export function useConceptLabel() {
  const { t } = useTranslation();
  const dictionary = useWidgetSdk().useDataDictionary();
  return (key: string): string => {
    if (!key) return '';
    const school = dictionary?.labels.get(key);
    if (school) return school;
    const fallback = resolveSymbol(key)?.keywords[0] ?? key;
    return t(conceptLabelKey(key), { defaultValue: fallback });
  };
}

/** A concept's symbol of the active pack (else the default pack's), or nothing when neither has it. */
export function SymbolImage({
  conceptKey,
  pack,
  className,
}: {
  conceptKey: string;
  pack: ActiveSymbolPack | null;
  className?: string;
}) {
  const symbol = resolveSymbol(conceptKey, pack);
  if (!symbol) return null;
  return (
    <img
      className={className}
      src={symbol.url}
      alt=""
      loading="lazy"
      decoding="async"
      draggable={false}
      data-symbol-pack={symbol.packId}
    />
  );
}

/**
 * What every card view sets up: strings, the SDK, the active symbol pack, concept labels, the edition's
 * look and the "i" info's open state.
 */
export function useCardSetup(edition: string) {
  const { t } = useTranslation();
  const sdk = useWidgetSdk();
  const pack = sdk.useSymbolPack();
  const labelOf = useConceptLabel();
  const [info, setInfo] = useState(false);
  return { t, sdk, pack, labelOf, info, setInfo, primary: edition === 'PrimaryGradeLevel' };
}

/** Last parts of German compounds on the cards ("Partner|arbeit", "Stuhl|kreis", "Lerntempo|duett"). */
const COMPOUND_TAILS = [
  'arbeit',
  'kreis',
  'gruppe',
  'duett',
  'gespräch',
  'interview',
  'runde',
  'stunde',
  'unterricht',
  'zeit',
  'platz',
  'blatt',
  'heft',
  'buch',
  'stift',
  'dienst',
  'tafel',
  'spiel',
  'karte',
  'kasten',
  'papier',
  'ordner',
  'mappe',
  'gummi',
  'aufgabe',
  'station',
  'stationen',
  'pause',
  'walk',
];

/**
 * A label with line-break chances (`<wbr>`) between the parts of long compounds: a word too long for
 * the card at the 20 px minimum wraps as "Partner / arbeit", not "Partnerarbei / t". The text stays the
 * same (no soft hyphen in it).
 */
export function breakableLabel(text: string): ReactNode {
  return text.split(/(\s+)/).map((word, index) => {
    const lower = word.toLowerCase();
    const tail =
      word.length >= 9
        ? COMPOUND_TAILS.find((t) => lower.endsWith(t) && lower.length - t.length >= 4)
        : undefined;
    if (!tail) return word;
    const cut = word.length - tail.length;
    return (
      // biome-ignore lint/suspicious/noArrayIndexKey: the words of one label, in order
      <Fragment key={index}>
        {word.slice(0, cut)}
        <wbr />
        {word.slice(cut)}
      </Fragment>
    );
  });
}

let measure: CanvasRenderingContext2D | null | undefined;

/**
 * Whether a label's text fits one line of its card face at the label's font (a canvas measurement, so
 * the answer does not depend on the layout it is asked in); null where there is no canvas (tests).
 */
function fitsOneLine(label: HTMLElement, text: string): boolean | null {
  const face = label.closest('.card__face');
  if (!(face instanceof HTMLElement)) return null;
  if (measure === undefined) {
    try {
      measure = document.createElement('canvas').getContext('2d');
    } catch {
      measure = null;
    }
  }
  if (!measure) return null;
  const font = getComputedStyle(label);
  const box = getComputedStyle(face);
  const room = face.clientWidth - parseFloat(box.paddingLeft) - parseFloat(box.paddingRight);
  if (!(room > 0)) return null;
  measure.font = `${font.fontWeight} ${font.fontSize} ${font.fontFamily}`;
  return measure.measureText(text).width <= room - 2;
}

/** What the label measurer (below) asks of and tells one mounted label. */
interface LabelWatch {
  text: string;
  /** Whether the label is hyphenated already (no overflow check then). */
  hyphenated: boolean;
  onOneLine?: (oneLine: boolean) => void;
  /** The label overflows its box: hyphenate it. */
  onOverflow: () => void;
}

const watched = new Map<HTMLElement, LabelWatch>();
/** The elements each label is checked with: itself, and its card's face where the one-line fit is asked. */
const checkedWith = new Map<HTMLElement, Element[]>();
let fontsFollowed = false;

/**
 * Whether the label fits one line and whether it overflows, read after the browser's layout together
 * with the board's other measurements (after-layout.ts), not in each label's layout effect (where each
 * read laid its board item out alone: the largest single cost of opening a board of symbol cards).
 */
function labelCheck(label: HTMLElement) {
  return () => {
    const watch = watched.get(label);
    // Not laid out (a card being placed, a hidden board): nothing to measure.
    if (!watch || label.clientWidth === 0) return undefined;
    const { onOneLine, onOverflow } = watch;
    const one = onOneLine ? fitsOneLine(label, watch.text) : null;
    const overflows =
      !watch.hyphenated &&
      (label.scrollWidth > label.clientWidth + 1 || label.scrollHeight > label.clientHeight + 2);
    if (one === null && !overflows) return undefined;
    return () => {
      if (one !== null) onOneLine?.(one);
      if (overflows) onOverflow();
    };
  };
}

/** (Re)measures a label in the next frame, before it is painted; the card face's width is its room. */
function watchLabel(label: HTMLElement, watch: LabelWatch) {
  watched.set(label, watch);
  const face = watch.onOneLine ? label.closest('.card__face') : null;
  const elements = face ? [label, face] : [label];
  stopChecking(checkedWith.get(label)?.filter((element) => !elements.includes(element)) ?? []);
  checkedWith.set(label, elements);
  if (!checkAfterLayout(elements, labelCheck(label)) || fontsFollowed) return;
  fontsFollowed = true;
  // A web font that arrives changes the text's width, not always its box: every label is measured again.
  document.fonts?.addEventListener?.('loadingdone', () => {
    for (const [element, checked] of checkedWith) checkAfterLayout(checked, labelCheck(element));
  });
}

function unwatchLabel(label: HTMLElement) {
  watched.delete(label);
  stopChecking(checkedWith.get(label) ?? []);
  checkedWith.delete(label);
}

/**
 * A card's label: breaks between the parts of known compounds at once; when a word still does not fit
 * the card (at the edition's minimum size, so the label overflows), the whole text gets German soft
 * hyphens (hyphenate.ts), for catalogue labels and "Eigener Text" alike. The whole text is the title.
 * `fitKey` changes with the card's size, so a card made smaller is checked again; `onOneLine` hears
 * whether the text fits one line below the symbol (a card then lays it out beside the symbol instead).
 * Both are measured in the frame after a change, before it is painted (labelCheck).
 */
export function CardLabel({
  text,
  fitKey,
  onOneLine,
}: {
  text: string;
  fitKey: string;
  onOneLine?: (oneLine: boolean) => void;
}) {
  const ref = useRef<HTMLSpanElement>(null);
  const [hyphenated, setHyphenated] = useState<{ text: string; value: string } | null>(null);
  const value = hyphenated?.text === text ? hyphenated.value : null;
  // The text being hyphenated, so a late answer for an older text is dropped.
  const asked = useRef('');
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    watchLabel(element, {
      text,
      hyphenated: value !== null,
      onOneLine,
      onOverflow: () => {
        const ready = hyphenatedIfKnown(text);
        if (ready !== null) {
          setHyphenated({ text, value: ready });
          return;
        }
        if (asked.current === text) return;
        asked.current = text;
        hyphenate(text)
          .then((result) => {
            if (asked.current === text) setHyphenated({ text, value: result });
          })
          // Without the patterns (offline before they were cached) the label keeps its compound breaks.
          .catch(() => undefined);
      },
    });
    // fitKey: a card made smaller is measured again, even where the label's box keeps its size.
    void fitKey;
  }, [text, value, fitKey, onOneLine]);
  useLayoutEffect(() => {
    const element = ref.current;
    return () => {
      asked.current = '';
      if (element) unwatchLabel(element);
    };
  }, []);
  return (
    <span
      ref={ref}
      className="card__label"
      lang="de"
      title={text}
      data-hyphenated={value === null ? undefined : ''}
    >
      {value ?? breakableLabel(text)}
    </span>
  );
}
