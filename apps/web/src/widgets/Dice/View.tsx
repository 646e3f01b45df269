import { useEffect, useState } from 'react';
import { randomPick } from '../sdk/random.ts';
import { useWidgetSdk } from '../sdk/react/context.tsx';
import { WidgetButton } from '../sdk/ui/index.ts';
import type { WidgetViewProps } from '../sdk/view-types.ts';
import type { DiceType } from './definition.ts';
import { DICE_FACES, isNumberDice } from './faces.ts';
import './dice.css';
import { useTranslation } from '../sdk/i18n.ts';

type DiceData = { values: (number | string)[]; held: boolean[]; rolledAt: number };

const TUMBLE_MS = 600;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

const PIPS: Record<number, [number, number][]> = {
  1: [[50, 50]],
  2: [
    [28, 28],
    [72, 72],
  ],
  3: [
    [28, 28],
    [50, 50],
    [72, 72],
  ],
  4: [
    [28, 28],
    [72, 28],
    [28, 72],
    [72, 72],
  ],
  5: [
    [28, 28],
    [72, 28],
    [50, 50],
    [28, 72],
    [72, 72],
  ],
  6: [
    [28, 25],
    [72, 25],
    [28, 50],
    [72, 50],
    [28, 75],
    [72, 75],
  ],
};

const COLOR_FACES: Record<string, string> = {
  rot: '#e53935',
  blau: '#1e88e5',
  grün: '#43a047',
  gelb: '#fdd835',
  orange: '#fb8c00',
  lila: '#8e24aa',
};

function Face({ type, value }: { type: DiceType; value: number | string | undefined }) {
  if (value === undefined) return <span className="dice__blank">?</span>;
  if (type === 'pips' && typeof value === 'number' && PIPS[value]) {
    return (
      <svg viewBox="0 0 100 100" className="dice__pips" aria-hidden="true">
        {PIPS[value]!.map(([cx, cy]) => (
          <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="9" />
        ))}
      </svg>
    );
  }
  if (type === 'colors')
    return (
      <span
        className="dice__color"
        style={{ background: COLOR_FACES[String(value)] ?? '#ccc' }}
        aria-hidden="true"
      />
    );
  return <span className="dice__number">{value}</span>;
}

/** 1–6 dice. The result is saved before the 600 ms tumble starts; a reload never re-rolls. */
export function View({
  settings,
  componentData,
  size,
  readOnly = false,
  onComponentDataChange,
}: WidgetViewProps<'Dice', DiceData>) {
  const { t } = useTranslation();
  const { random, now: clock, playSound } = useWidgetSdk();
  const count = settings.diceCount;
  const type = settings.diceType;
  const faces = DICE_FACES[type];
  const values = Array.from({ length: count }, (_, i) => {
    const v = componentData.values[i];
    return v !== undefined && faces.includes(v) ? v : undefined;
  });
  const held = Array.from({ length: count }, (_, i) => componentData.held[i] === true);
  const [tumbling, setTumbling] = useState(() => clock() - componentData.rolledAt < TUMBLE_MS);
  useEffect(() => {
    const left = componentData.rolledAt + TUMBLE_MS - clock();
    if (left <= 0) {
      setTumbling(false);
      return;
    }
    setTumbling(true);
    const timer = setTimeout(() => setTumbling(false), left);
    return () => clearTimeout(timer);
  }, [componentData.rolledAt]);

  const roll = () => {
    const next = values.map((v, i) => (held[i] && v !== undefined ? v : randomPick(faces, random)));
    onComponentDataChange({ values: next, held, rolledAt: clock() });
    // The SDK's player is silent with 'Ton aus'.
    if (settings.playSound) playSound('roll');
  };
  const toggleHold = (index: number) => {
    if (values[index] === undefined) return;
    onComponentDataChange({ ...componentData, held: held.map((h, i) => (i === index ? !h : h)) });
  };
  const rolled = values.every((v) => v !== undefined);
  const sum = isNumberDice(type) && rolled ? values.reduce<number>((acc, v) => acc + Number(v), 0) : null;
  const valueText = (v: number | string | undefined) =>
    v === undefined ? '–' : type === 'colors' ? String(v) : String(v);
  const announcement = rolled
    ? `${t('widgets.Dice.rolled', { values: values.map(valueText).join(', ') })}${settings.showSum && sum !== null ? `. ${t('widgets.Dice.sum', { sum })}` : ''}`
    : '';
  // The die and 'Würfeln' grow with the frame: the button takes its CSS size (17 % of the smaller side,
  // 44–120 px), the sum line 7 %, the dice the rest. Below 120 px height a tap on a die rolls instead.
  const tiny = size.height < 120;
  const short = Math.min(size.width, size.height);
  const gap = 8;
  const buttonHeight = tiny || readOnly ? 0 : clamp(short * 0.17, 44, 120) + gap;
  const sumHeight = settings.showSum && sum !== null ? clamp(short * 0.07, 16, 48) * 1.2 + gap : 0;
  const perRow = count <= 3 ? count : Math.ceil(count / 2);
  const rows = Math.ceil(count / perRow);
  const dieSize = Math.floor(
    Math.max(
      12,
      Math.min(
        (size.width - 12) / perRow - gap,
        (size.height - 12 - buttonHeight - sumHeight) / rows - gap,
        short * 0.9,
      ),
    ),
  );
  return (
    <div className={`dice w-fill${tiny ? ' dice--tiny' : ''}`}>
      {/* A tap on the free dice area rolls too; 'Würfeln' is the keyboard way. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: mirror of the 'Würfeln' button. */}
      <div
        className="dice__area"
        style={{ gridTemplateColumns: `repeat(${perRow}, ${dieSize}px)` }}
        onClick={(event) => {
          if (!readOnly && event.target === event.currentTarget) roll();
        }}
      >
        {values.map((value, index) => (
          <button
            key={index}
            type="button"
            className={`dice__die${tumbling && !held[index] ? ' dice__die--tumbling' : ''}${held[index] ? ' dice__die--held' : ''}`}
            style={{ width: dieSize, height: dieSize, fontSize: dieSize * 0.45 }}
            aria-pressed={held[index]}
            aria-label={t(
              readOnly ? 'widgets.Dice.dieValue' : tiny ? 'widgets.Dice.dieRoll' : 'widgets.Dice.die',
              {
                number: index + 1,
                value: valueText(value),
              },
            )}
            data-value={value ?? ''}
            // Read-only (the embed): the dice show the last roll; nothing rolls or holds them.
            disabled={readOnly}
            onClick={() => (rolled && !tiny ? toggleHold(index) : roll())}
          >
            <Face type={type} value={value} />
            {held[index] && (
              <svg className="dice__lock" viewBox="0 0 24 24" aria-hidden="true">
                <rect x="5" y="11" width="14" height="10" rx="2" />
                <path d="M8 11V7a4 4 0 0 1 8 0v4" fill="none" />
              </svg>
            )}
          </button>
        ))}
      </div>
      {settings.showSum && sum !== null && <div className="dice__sum">{t('widgets.Dice.sum', { sum })}</div>}
      {!readOnly && !tiny && (
        <WidgetButton onClick={roll} disabled={held.every(Boolean) && rolled}>
          {t('widgets.Dice.roll')}
        </WidgetButton>
      )}
      <div className="visually-hidden" aria-live="polite" data-testid="dice-announcement">
        {tumbling ? '' : announcement}
      </div>
    </div>
  );
}
