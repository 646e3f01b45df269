import {
  allowedRichTextStyle,
  isAllowedRichTextHref,
  RICH_TEXT_MAX_LENGTH,
  RICH_TEXT_TAGS,
} from '@tafino/shared';
import DOMPurify from 'dompurify';

const ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  span: ['style'],
  p: ['style'],
  a: ['href'],
};

let purifier: ReturnType<typeof DOMPurify> | null = null;

/** A DOMPurify instance of its own (the hooks stay out of any other use of DOMPurify). */
function instance(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  const p = DOMPurify(window);
  // Attributes by element: style (filtered below) on span and p, href on a; nothing else anywhere.
  p.addHook('uponSanitizeAttribute', (node, data) => {
    const tag = node.nodeName.toLowerCase();
    if (!(ALLOWED_ATTRIBUTES[tag] ?? []).includes(data.attrName)) data.keepAttr = false;
  });
  p.addHook('afterSanitizeAttributes', (node) => {
    const tag = node.nodeName.toLowerCase();
    const element = node as HTMLElement;
    if (element.hasAttribute('style')) {
      const kept: string[] = [];
      for (const property of Array.from(element.style)) {
        const value = allowedRichTextStyle(tag, property, element.style.getPropertyValue(property));
        if (value) kept.push(`${property}: ${value}`);
      }
      if (kept.length > 0) element.setAttribute('style', `${kept.join('; ')};`);
      else element.removeAttribute('style');
    }
    if (tag === 'a') {
      const href = element.getAttribute('href') ?? '';
      if (!isAllowedRichTextHref(href)) element.removeAttribute('href');
      // Links open in a new tab, without access to this page.
      element.setAttribute('target', '_blank');
      element.setAttribute('rel', 'noopener noreferrer');
    }
  });
  purifier = p;
  return p;
}

/**
 * "Textfeld" content reduced to the catalogue's allow-list (catalogue 3.4 `HtmlEditor`): no
 * scripts, handlers, other elements, attributes or styles; links only https and mailto, opening
 * in a new tab. Used when the content is saved and again before it is rendered.
 */
export function sanitizeRichText(html: string): string {
  if (html === '') return '';
  const p = instance();
  // Without a DOM DOMPurify cannot clean anything: show nothing rather than the raw markup.
  if (!p.isSupported) return '';
  const clean = p.sanitize(html.slice(0, RICH_TEXT_MAX_LENGTH * 2), {
    ALLOWED_TAGS: [...RICH_TEXT_TAGS],
    ALLOWED_ATTR: ['style', 'href', 'target', 'rel'],
    ALLOWED_URI_REGEXP: /^(?:https:|mailto:)/i,
    KEEP_CONTENT: true,
  });
  return clean.length > RICH_TEXT_MAX_LENGTH ? '' : clean;
}
