import { useRef, useState } from 'react';
import { useFitFontSize } from '../sdk/ui/index.ts';
import type { NoComponentData, WidgetViewProps } from '../sdk/view-types.ts';
import './multi-line-text.css';
import { useTranslation } from '../sdk/i18n.ts';

// A note shrunk to a sliver still shows all of its text (tiny, never cut off).
const MIN_FONT = 6;

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
  // Auto size: as large as the box allows (half its height at most), fitted once per text and size.
  const maxFont = Math.max(MIN_FONT, Math.min(400, size.height * 0.5));
  const measured = text === '' ? t('widgets.MultiLineText.placeholder') : text;
  const autoSize = useFitFontSize(
    measureRef,
    MIN_FONT,
    maxFont,
    `${measured}|${size.width}x${size.height}`,
    settings.fontSize === 'auto',
  );
  const fontSize = settings.fontSize === 'auto' ? autoSize : settings.fontSize;
  const style = {
    fontSize,
    textAlign: settings.textAlign,
    background: `var(--color-${settings.backgroundColor}, ${settings.backgroundColor})`,
  } as const;
  return (
    <div
      className="note w-fill"
      data-color={settings.backgroundColor}
      style={{ background: style.background }}
    >
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
