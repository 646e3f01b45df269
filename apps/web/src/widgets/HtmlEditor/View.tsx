import { lazy, Suspense, useMemo, useState } from 'react';
import type { NoComponentData, WidgetViewProps } from '../sdk/view-types.ts';
import { sanitizeRichText } from './sanitize.ts';
import './html-editor.css';
import { useTranslation } from '../sdk/i18n.ts';

// The editor (Tiptap) is a chunk of its own, loaded on the first tap to edit: showing a Textfeld
// needs only the sanitiser.
const RichTextEditor = lazy(() => import('./Editor.tsx'));

/** "Textfeld": rich text shown sanitised; a tap edits it in place with a toolbar, a tap outside finishes. */
export function View({
  settings,
  readOnly = false,
  onSettingsChange,
}: WidgetViewProps<'HtmlEditor', NoComponentData>) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const html = useMemo(() => sanitizeRichText(settings.htmlContent), [settings.htmlContent]);
  const background = `var(--color-${settings.backgroundColor}, ${settings.backgroundColor})`;
  if (editing && !readOnly) {
    return (
      <div className="rich w-fill" data-color={settings.backgroundColor} style={{ background }}>
        <Suspense fallback={<p className="rich__loading">{t('widgets.HtmlEditor.loading')}</p>}>
          <RichTextEditor
            html={html}
            onChange={(next) => onSettingsChange({ htmlContent: next })}
            onDone={() => setEditing(false)}
          />
        </Suspense>
      </div>
    );
  }
  const empty = html === '' || html === '<p></p>';
  return (
    <div className="rich w-fill" data-color={settings.backgroundColor} style={{ background }}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the text holds links, so it cannot be one button; "Text bearbeiten" below is the keyboard way. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: "Text bearbeiten" below is the keyboard way. */}
      <div
        className={`rich-text rich__display${empty ? ' rich__display--empty' : ''}`}
        data-testid="rich-text"
        onClick={(event) => {
          if (readOnly || (event.target as Element).closest('a')) return;
          setEditing(true);
        }}
        // Sanitised to the catalogue's allow-list just above.
        dangerouslySetInnerHTML={{ __html: empty && !readOnly ? '' : html }}
      />
      {empty && !readOnly && <p className="rich__placeholder">{t('widgets.HtmlEditor.placeholder')}</p>}
      {!readOnly && (
        <button
          type="button"
          className="rich__edit visually-hidden-focusable"
          onClick={() => setEditing(true)}
        >
          {t('widgets.HtmlEditor.edit')}
        </button>
      )}
    </div>
  );
}
