import { type EmbedSource, parseEmbedInput } from '@tafino/shared';
import { useId, useState } from 'react';
import './external-content.css';
import { useTranslation } from '../sdk/i18n.ts';

/** The settings a pasted URL or embed code sets (catalogue 3.4: only src, width and height are taken). */
export function settingsFromEmbed(source: EmbedSource) {
  return { contentUrl: source.url, naturalWidth: source.width, naturalHeight: source.height };
}

/** 'Link oder Einbettungscode einfügen': a paste box and 'Übernehmen'; nothing pasted is rendered. */
export function EmbedInput({ onApply }: { onApply: (source: EmbedSource) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const apply = () => {
    const source = parseEmbedInput(text);
    setInvalid(source === null);
    if (source) {
      onApply(source);
      setText('');
    }
  };
  return (
    <form
      className="embed-input"
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <label className="embed-input__label" htmlFor={id}>
        {t('widgets.ExternalContent.input.label')}
      </label>
      <textarea
        id={id}
        className="embed-input__text"
        value={text}
        rows={2}
        maxLength={10_000}
        spellCheck={false}
        placeholder={t('widgets.ExternalContent.input.placeholder')}
        aria-invalid={invalid || undefined}
        onChange={(event) => {
          setText(event.target.value);
          setInvalid(false);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey) {
            event.preventDefault();
            apply();
          }
        }}
      />
      {invalid && (
        <p className="embed-input__error" role="alert">
          {t('widgets.ExternalContent.input.invalid')}
        </p>
      )}
      <button type="submit" className="w-btn embed-input__apply" disabled={text.trim() === ''}>
        {t('widgets.ExternalContent.input.apply')}
      </button>
    </form>
  );
}
