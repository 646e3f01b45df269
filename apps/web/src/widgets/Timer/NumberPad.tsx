import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../sdk/i18n.ts';

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'] as const;

/** Typed digits fill 'mm:ss' from the right, like a kitchen timer. */
function digitsToSeconds(digits: string): number {
  const padded = digits.padStart(4, '0');
  const minutes = Number(padded.slice(0, -2));
  const seconds = Number(padded.slice(-2));
  return minutes * 60 + seconds;
}

export function NumberPad({
  initialSeconds,
  onConfirm,
  onCancel,
}: {
  initialSeconds: number;
  onConfirm: (seconds: number) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [digits, setDigits] = useState('');
  const ref = useRef<HTMLDivElement>(null);
  // Typing on a keyboard works at once; touch users tap the keys.
  useEffect(() => ref.current?.focus(), []);
  const shown = digits === '' ? initialSeconds : digitsToSeconds(digits);
  const mm = Math.floor(shown / 60);
  const ss = String(shown % 60).padStart(2, '0');
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className="timer-pad"
      role="dialog"
      aria-label={t('widgets.Timer.numberPad')}
      onKeyDown={(event) => {
        if (/^[0-9]$/.test(event.key)) setDigits((d) => (d + event.key).slice(-4));
        else if (event.key === 'Backspace') setDigits((d) => d.slice(0, -1));
        else if (event.key === 'Enter') onConfirm(shown);
        else if (event.key === 'Escape') onCancel();
      }}
    >
      <output className="timer-pad__value">{`${mm}:${ss}`}</output>
      <div className="timer-pad__keys">
        {KEYS.map((key) => (
          <button
            key={key}
            type="button"
            className="w-small"
            onClick={() => setDigits((d) => (d + key).slice(-4))}
          >
            {key}
          </button>
        ))}
        <button
          type="button"
          className="w-small"
          aria-label={t('widgets.Timer.deleteDigit')}
          onClick={() => setDigits((d) => d.slice(0, -1))}
        >
          ⌫
        </button>
      </div>
      <div className="w-actions">
        <button type="button" className="w-btn w-btn--secondary" onClick={onCancel}>
          {t('widgets.Timer.cancel')}
        </button>
        <button type="button" className="w-btn" onClick={() => onConfirm(shown)}>
          {t('widgets.Timer.apply')}
        </button>
      </div>
    </div>
  );
}
