const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML element content and (quoted) attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/**
 * The sanitising allow-list of "Textfeld" (catalogue 3.4 `HtmlEditor`): `p br strong em u mark
 * span[color, font-size] ul ol li a[https/mailto]`, and the paragraph alignment the toolbar's
 * "Ausrichtung" sets. Applied when the content is saved and again when it is rendered.
 */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'strong',
  'em',
  'u',
  'mark',
  'span',
  'ul',
  'ol',
  'li',
  'a',
] as const;

/** "Schriftgröße": four steps, CSS px. */
export const RICH_TEXT_FONT_SIZES = ['16px', '20px', '28px', '40px'] as const;

/** "Textfarbe": the colours offered (hex, lower case). */
export const RICH_TEXT_COLORS = ['#1b1b1b', '#c62828', '#1565c0', '#2e7d32', '#ef6c00', '#6a1b9a'] as const;

/** "Ausrichtung" of a paragraph. */
export const RICH_TEXT_ALIGNS = ['left', 'center', 'right'] as const;

/** Longest stored content of a Textfeld (characters of HTML). */
export const RICH_TEXT_MAX_LENGTH = 50_000;

const HEX_COLOR = /^#[0-9a-f]{6}$/;
const RGB_COLOR = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/;

/** A colour as #rrggbb (hex or rgb() as browsers serialise it), or null. */
export function normalizeRichTextColor(value: string): string | null {
  const v = value.trim().toLowerCase();
  if (HEX_COLOR.test(v)) return v;
  const rgb = RGB_COLOR.exec(v);
  if (!rgb) return null;
  const parts = rgb.slice(1, 4).map(Number);
  if (parts.some((n) => n > 255)) return null;
  return `#${parts.map((n) => n.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The allowed value of a style property on an element of the allow-list, normalised, or null:
 * `color` (any #rrggbb) and `font-size` (the four steps) on span, `text-align` on p.
 */
export function allowedRichTextStyle(tag: string, property: string, value: string): string | null {
  const v = value.trim().toLowerCase();
  if (tag === 'span' && property === 'color') return normalizeRichTextColor(v);
  if (tag === 'span' && property === 'font-size')
    return (RICH_TEXT_FONT_SIZES as readonly string[]).includes(v) ? v : null;
  if (tag === 'p' && property === 'text-align')
    return (RICH_TEXT_ALIGNS as readonly string[]).includes(v) ? v : null;
  return null;
}

/** Link targets a Textfeld keeps: https with a host, or mailto. */
export function isAllowedRichTextHref(href: string): boolean {
  const v = href.trim();
  if (/[\s\\]/.test(v)) return false;
  try {
    const url = new URL(v);
    if (url.protocol === 'mailto:') return url.pathname.length > 0;
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}
