import { Fragment, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWidgetSdk } from '../sdk/react/context.tsx';
import { conceptLabelKey } from './catalogues.ts';
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
