import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NoComponentData, WidgetViewProps } from '../sdk/view-types.ts';
import './multi-line-text.css';

const MIN_FONT = 10;

/** Largest font size (binary search) at which the text fits the box. */
function fitFontSize(element: HTMLElement, max: number): number {
  let low = MIN_FONT;
  let high = Math.max(MIN_FONT, Math.floor(max));
  element.style.fontSize = `${high}px`;
  if (element.scrollHeight <= element.clientHeight && element.scrollWidth <= element.clientWidth) return high;
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    element.style.fontSize = `${mid}px`;
    if (element.scrollHeight <= element.clientHeight && element.scrollWidth <= element.clientWidth) low = mid;
    else high = mid;
  }
  return low;
}

/**
 * A plain-text note: tap to edit in place, tap outside to finish; the font shrinks until the text fits.
 * Read-only (embed): the text only.
 */
export function View({
  settings,
  size,
  readOnly = false,
  onSettingsChange,
}: WidgetViewProps<'MultiLineText', NoComponentData>) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const measureRef = useRef<HTMLDivElement>(null);
  const text = settings.multiLineText;
  const [autoSize, setAutoSize] = useState(24);
  const maxFont = Math.min(96, Math.max(MIN_FONT, size.height * 0.4));
  const measured = text === '' ? t('widgets.MultiLineText.placeholder') : text;
  const fittedFor = useRef('');
  useLayoutEffect(() => {
    if (settings.fontSize !== 'auto' || !measureRef.current) return;
    // Fit once per text and size: re-renders for other reasons must not measure (and set state) again.
    const key = `${measured}|${size.width}|${size.height}|${maxFont}`;
    if (fittedFor.current === key) return;
    fittedFor.current = key;
    setAutoSize(fitFontSize(measureRef.current, Math.floor(maxFont)));
  }, [measured, size.width, size.height, settings.fontSize, maxFont]);
  const fontSize = settings.fontSize === 'auto' ? autoSize : settings.fontSize;
  const style = {
    fontSize,
    textAlign: settings.textAlign,
    background: `var(--color-${settings.backgroundColor}, ${settings.backgroundColor})`,
  } as const;
  return (
    <div className="note" data-color={settings.backgroundColor} style={{ background: style.background }}>
      <div
        ref={measureRef}
        className="note__text note__measure"
        aria-hidden="true"
        style={{ textAlign: settings.textAlign }}
      >
        {`${measured}\u200b`}
      </div>
      {readOnly ? (
        <div
          className="note__text note__display note__display--read-only"
          style={style}
          data-testid="note-text"
        >
          {text}
        </div>
      ) : editing ? (
        <textarea
          className="note__text note__editor"
          style={style}
          value={text}
          // biome-ignore lint/a11y/noAutofocus: editing starts on the teacher's tap.
          autoFocus
          aria-label={t('widgets.MultiLineText.editLabel')}
          onChange={(event) => onSettingsChange({ multiLineText: event.target.value })}
          onBlur={() => setEditing(false)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') event.currentTarget.blur();
          }}
        />
      ) : (
        <button
          type="button"
          className={`note__text note__display${text === '' ? ' note__display--empty' : ''}`}
          style={style}
          onClick={() => setEditing(true)}
          aria-label={
            text === ''
              ? t('widgets.MultiLineText.placeholder')
              : t('widgets.MultiLineText.displayLabel', { text })
          }
          data-testid="note-text"
        >
          {text === '' ? t('widgets.MultiLineText.placeholder') : text}
        </button>
      )}
    </div>
  );
}
