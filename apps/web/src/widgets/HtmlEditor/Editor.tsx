import {
  isAllowedRichTextHref,
  RICH_TEXT_ALIGNS,
  RICH_TEXT_COLORS,
  RICH_TEXT_FONT_SIZES,
} from '@tafino/shared';
import Highlight from '@tiptap/extension-highlight';
import TextAlign from '@tiptap/extension-text-align';
import { Color, FontSize, TextStyle } from '@tiptap/extension-text-style';
import { EditorContent, type Editor as TiptapEditor, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../sdk/i18n.ts';
import { sanitizeRichText } from './sanitize.ts';

type Panel = 'size' | 'color' | 'align' | 'link' | null;

const SIZE_NAMES = ['small', 'normal', 'large', 'xlarge'] as const;
const COLOR_NAMES = ['black', 'red', 'blue', 'green', 'orange', 'purple'] as const;

/** Icons of the toolbar (24x24 strokes). */
const ICONS: Readonly<Record<string, string>> = {
  bulletList: 'M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01',
  orderedList: 'M10 6h10M10 12h10M10 18h10M4 4v4M3 16h3l-3 4h3',
  align: 'M4 6h16M7 10h10M4 14h16M7 18h10',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  undo: 'M9 14L4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3',
};

function Icon({ name }: { name: string }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" className="rich-tool__icon">
      <path d={ICONS[name]} fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

function Tool({
  label,
  active,
  expanded,
  onPress,
  children,
}: {
  label: string;
  active?: boolean;
  expanded?: boolean;
  onPress: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="rich-tool"
      aria-label={label}
      title={label}
      aria-pressed={active}
      aria-expanded={expanded}
      // Keeps the editor's selection: the button acts on it.
      onPointerDown={(event) => event.preventDefault()}
      onClick={onPress}
    >
      {children}
    </button>
  );
}

/** The Tiptap editor of "Textfeld" with its toolbar (shown only while editing). */
export default function RichTextEditor({
  html,
  onChange,
  onDone,
}: {
  html: string;
  onChange: (html: string) => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const rootRef = useRef<HTMLDivElement>(null);
  const [panel, setPanel] = useState<Panel>(null);
  const [link, setLink] = useState('');
  const [linkInvalid, setLinkInvalid] = useState(false);
  const save = useRef(onChange);
  save.current = onChange;

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: false,
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ['mailto'],
          isAllowedUri: (url) => isAllowedRichTextHref(url),
          HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer' },
        },
      }),
      TextStyle,
      Color,
      FontSize,
      Highlight,
      TextAlign.configure({ types: ['paragraph'], alignments: [...RICH_TEXT_ALIGNS] }),
    ],
    content: html,
    autofocus: 'end',
    editorProps: {
      // Pasted markup passes the allow-list before the editor reads it.
      transformPastedHTML: (pasted) => sanitizeRichText(pasted),
      attributes: { class: 'rich-text rich__editor', 'aria-label': t('widgets.HtmlEditor.editorLabel') },
    },
    onUpdate: ({ editor: e }) => save.current(sanitizeRichText(e.getHTML())),
  });

  const state = useEditorState({
    editor,
    selector: ({ editor: e }: { editor: TiptapEditor | null }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      underline: e?.isActive('underline') ?? false,
      highlight: e?.isActive('highlight') ?? false,
      bulletList: e?.isActive('bulletList') ?? false,
      orderedList: e?.isActive('orderedList') ?? false,
      link: e?.isActive('link') ?? false,
      canUndo: e?.can().undo() ?? false,
    }),
  });

  // A tap outside the widget, or Escape, finishes editing.
  useEffect(() => {
    const outside = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) onDone();
    };
    document.addEventListener('pointerdown', outside, true);
    return () => document.removeEventListener('pointerdown', outside, true);
  }, [onDone]);

  if (!editor || !state) return null;
  const chain = () => editor.chain().focus();
  const toggle = (next: Panel) => setPanel((open) => (open === next ? null : next));
  const applyLink = () => {
    const href = link.trim();
    if (!isAllowedRichTextHref(href)) {
      setLinkInvalid(true);
      return;
    }
    chain().extendMarkRange('link').setLink({ href }).run();
    setPanel(null);
    setLink('');
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape finishes editing from anywhere inside.
    <div
      ref={rootRef}
      className="rich__editing"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          if (panel) setPanel(null);
          else onDone();
        }
      }}
    >
      <div className="rich-toolbar" role="toolbar" aria-label={t('widgets.HtmlEditor.toolbar')}>
        <Tool
          label={t('widgets.HtmlEditor.tools.bold')}
          active={state.bold}
          onPress={() => chain().toggleBold().run()}
        >
          <strong>F</strong>
        </Tool>
        <Tool
          label={t('widgets.HtmlEditor.tools.italic')}
          active={state.italic}
          onPress={() => chain().toggleItalic().run()}
        >
          <em className="rich-tool__serif">K</em>
        </Tool>
        <Tool
          label={t('widgets.HtmlEditor.tools.underline')}
          active={state.underline}
          onPress={() => chain().toggleUnderline().run()}
        >
          <u>U</u>
        </Tool>
        <Tool
          label={t('widgets.HtmlEditor.tools.fontSize')}
          expanded={panel === 'size'}
          onPress={() => toggle('size')}
        >
          <span className="rich-tool__size">
            A<small>A</small>
          </span>
        </Tool>
        <Tool
          label={t('widgets.HtmlEditor.tools.color')}
          expanded={panel === 'color'}
          onPress={() => toggle('color')}
        >
          <span className="rich-tool__color">A</span>
        </Tool>
        <Tool
          label={t('widgets.HtmlEditor.tools.highlight')}
          active={state.highlight}
          onPress={() => chain().toggleHighlight().run()}
        >
          <mark className="rich-tool__mark">ab</mark>
        </Tool>
        <Tool
          label={t('widgets.HtmlEditor.tools.bulletList')}
          active={state.bulletList}
          onPress={() => chain().toggleBulletList().run()}
        >
          <Icon name="bulletList" />
        </Tool>
        <Tool
          label={t('widgets.HtmlEditor.tools.orderedList')}
          active={state.orderedList}
          onPress={() => chain().toggleOrderedList().run()}
        >
          <Icon name="orderedList" />
        </Tool>
        <Tool
          label={t('widgets.HtmlEditor.tools.align')}
          expanded={panel === 'align'}
          onPress={() => toggle('align')}
        >
          <Icon name="align" />
        </Tool>
        <Tool
          label={t('widgets.HtmlEditor.tools.link')}
          active={state.link}
          expanded={panel === 'link'}
          onPress={() => {
            setLink((editor.getAttributes('link').href as string | undefined) ?? '');
            setLinkInvalid(false);
            toggle('link');
          }}
        >
          <Icon name="link" />
        </Tool>
        <Tool label={t('widgets.HtmlEditor.tools.undo')} onPress={() => chain().undo().run()}>
          <Icon name="undo" />
        </Tool>
      </div>
      {panel && panel !== 'link' && (
        <fieldset
          className="rich-panel"
          aria-label={t(`widgets.HtmlEditor.tools.${panel === 'size' ? 'fontSize' : panel}`)}
        >
          {panel === 'size' &&
            RICH_TEXT_FONT_SIZES.map((size, i) => (
              <Tool
                key={size}
                label={t(`widgets.HtmlEditor.sizes.${SIZE_NAMES[i]}`)}
                onPress={() => {
                  if (i === 1) chain().unsetFontSize().run();
                  else chain().setFontSize(size).run();
                  setPanel(null);
                }}
              >
                <span style={{ fontSize: 12 + i * 4 }}>A</span>
              </Tool>
            ))}
          {panel === 'color' &&
            RICH_TEXT_COLORS.map((color, i) => (
              <Tool
                key={color}
                label={t(`widgets.HtmlEditor.colors.${COLOR_NAMES[i]}`)}
                onPress={() => {
                  if (i === 0) chain().unsetColor().run();
                  else chain().setColor(color).run();
                  setPanel(null);
                }}
              >
                <span className="rich-tool__swatch" style={{ background: color }} />
              </Tool>
            ))}
          {panel === 'align' &&
            RICH_TEXT_ALIGNS.map((align) => (
              <Tool
                key={align}
                label={t(`widgets.HtmlEditor.aligns.${align}`)}
                onPress={() => {
                  chain().setTextAlign(align).run();
                  setPanel(null);
                }}
              >
                <span className="rich-tool__text">{t(`widgets.HtmlEditor.aligns.${align}`)}</span>
              </Tool>
            ))}
        </fieldset>
      )}
      {panel === 'link' && (
        <form
          className="rich-panel rich-panel--link"
          onSubmit={(event) => {
            event.preventDefault();
            applyLink();
          }}
        >
          <input
            className="rich-panel__input"
            type="url"
            value={link}
            aria-label={t('widgets.HtmlEditor.linkLabel')}
            placeholder="https://…"
            aria-invalid={linkInvalid || undefined}
            onChange={(event) => {
              setLink(event.target.value);
              setLinkInvalid(false);
            }}
          />
          <button type="submit" className="w-btn">
            {t('widgets.HtmlEditor.linkApply')}
          </button>
          {state.link && (
            <button
              type="button"
              className="w-btn w-btn--secondary"
              onClick={() => {
                chain().extendMarkRange('link').unsetLink().run();
                setPanel(null);
              }}
            >
              {t('widgets.HtmlEditor.linkRemove')}
            </button>
          )}
          {linkInvalid && (
            <p className="rich-panel__error" role="alert">
              {t('widgets.HtmlEditor.linkInvalid')}
            </p>
          )}
        </form>
      )}
      <EditorContent editor={editor} className="rich__scroll" />
    </div>
  );
}
