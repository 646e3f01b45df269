import { Fragment, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../sdk/i18n.ts';
import { useWidgetSdk } from '../sdk/react/context.tsx';
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

/**
 * A card's label: breaks between the parts of known compounds at once; when a word still does not fit
 * the card (at the edition's minimum size, so the label overflows), the whole text gets German soft
 * hyphens (hyphenate.ts), for catalogue labels and "Eigener Text" alike. The whole text is the title.
 * `fitKey` changes with the card's size, so a card made smaller is checked again; `onOneLine` hears
 * whether the text fits one line below the symbol (a card then lays it out beside the symbol instead).
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
  // Measured again when the text or the card's size changes, and once the web font has loaded.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !onOneLine) return;
    const report = () => {
      const one = fitsOneLine(element, text);
      if (one !== null) onOneLine(one);
    };
    report();
    let live = true;
    document.fonts?.ready.then(() => live && report()).catch(() => undefined);
    return () => {
      live = false;
    };
  }, [text, fitKey, onOneLine]);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || value !== null) return;
    // Not laid out yet (a card being placed): nothing to measure.
    if (element.clientWidth === 0) return;
    const overflows =
      element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 2;
    if (!overflows) return;
    const ready = hyphenatedIfKnown(text);
    if (ready !== null) {
      setHyphenated({ text, value: ready });
      return;
    }
    let live = true;
    hyphenate(text)
      .then((value) => {
        if (live) setHyphenated({ text, value });
      })
      // Without the patterns (offline before they were cached) the label keeps its compound breaks.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [text, value, fitKey]);
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
