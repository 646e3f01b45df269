import { linkDomain } from './media-link.ts';

/** Size of "Webinhalt" without a declared embed size (catalogue 3.4 `ExternalContent`). */
export const EMBED_DEFAULT_SIZE = { width: 360, height: 240 } as const;
/** Largest declared embed size taken from embed code, per side in CSS px. */
export const EMBED_MAX_SIDE = 4_000;
/** Longest URL "Webinhalt" keeps. */
export const EMBED_URL_MAX_LENGTH = 2_048;

/** What "Webinhalt" takes from a pasted URL or embed code. */
export interface EmbedSource {
  /** The absolute https URL of the page to frame. */
  url: string;
  /** Host name without a leading 'www.' (named on the consent placeholder). */
  domain: string;
  /** The declared embed size; 0 when the input declared none. */
  width: number;
  height: number;
}

const IFRAME_TAG = /<iframe\b([^>]*)>/i;
const ATTRIBUTE = /([a-z-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi;

function decodeEntities(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function sideOf(value: string | undefined): number {
  if (value === undefined) return 0;
  const match = /^\s*(\d{1,5})(?:\.\d+)?\s*(?:px)?\s*$/i.exec(value);
  if (!match) return 0;
  const n = Number(match[1]);
  return n >= 1 ? Math.min(n, EMBED_MAX_SIDE) : 0;
}

function httpsUrl(raw: string): URL | null {
  const trimmed = raw.trim();
  if (trimmed === '' || trimmed.length > EMBED_URL_MAX_LENGTH || /\s/.test(trimmed)) return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || !url.hostname.includes('.') || url.username || url.password) return null;
  return url;
}

/**
 * Reads a pasted https URL or embed code (catalogue 3.4 `ExternalContent`). Of embed code only the
 * first iframe's `src`, `width` and `height` are taken; nothing else of it is kept or executed.
 * Null for anything else (no https URL, no iframe with an https `src`).
 */
export function parseEmbedInput(input: string): EmbedSource | null {
  const tag = IFRAME_TAG.exec(input);
  if (!tag) {
    const url = httpsUrl(input);
    return url ? { url: url.href, domain: linkDomain(url), width: 0, height: 0 } : null;
  }
  const attributes = new Map<string, string>();
  for (const match of (tag[1] ?? '').matchAll(ATTRIBUTE)) {
    const name = (match[1] ?? '').toLowerCase();
    if (!attributes.has(name)) attributes.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  const url = httpsUrl(attributes.get('src') ?? '');
  if (!url) return null;
  const width = sideOf(attributes.get('width'));
  const height = sideOf(attributes.get('height'));
  const declared = width > 0 && height > 0;
  return {
    url: url.href,
    domain: linkDomain(url),
    width: declared ? width : 0,
    height: declared ? height : 0,
  };
}

/** The frame size of an embed: the declared size, else 360x240. */
export function embedFrameSize(
  naturalWidth: number,
  naturalHeight: number,
): { width: number; height: number } {
  return naturalWidth > 0 && naturalHeight > 0
    ? { width: naturalWidth, height: naturalHeight }
    : { ...EMBED_DEFAULT_SIZE };
}

/** The framing headers of a page's answer (lower-case names, values as sent; repeated ones joined by ','). */
export interface FramingHeaders {
  'x-frame-options'?: string;
  'content-security-policy'?: string;
}

function sourceMatches(source: string, origin: URL): boolean {
  const s = source.toLowerCase();
  if (s === '*') return true;
  if (s === "'none'" || s === "'self'") return false; // 'self' is the framed page's origin, not ours
  if (/^[a-z][a-z0-9+.-]*:$/.test(s)) return s === origin.protocol;
  const match = /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\*\.)?([a-z0-9.-]+)(?::(\d+|\*))?(\/.*)?$/.exec(s);
  if (!match) return false;
  const [, scheme, wildcard, host = '', port] = match;
  if (scheme && scheme !== origin.protocol.slice(0, -1)) {
    // http: sources also match https: origins (CSP 3 "upgrade").
    if (!(scheme === 'http' && origin.protocol === 'https:')) return false;
  }
  if (!scheme && origin.protocol !== 'https:' && origin.protocol !== 'http:') return false;
  const hostOk = wildcard ? origin.hostname.endsWith(`.${host}`) : origin.hostname === host;
  if (!hostOk) return false;
  if (port === '*' || port === undefined) return port === '*' || origin.port === '';
  return (origin.port || (origin.protocol === 'https:' ? '443' : '80')) === port;
}

/**
 * Whether a page with these answer headers may be framed by the app at `appOrigin`, as browsers
 * decide it: CSP `frame-ancestors` (every policy that has it must allow the origin) takes precedence;
 * without it `X-Frame-Options` DENY or SAMEORIGIN refuses (another value is ignored).
 */
export function framingAllowed(headers: FramingHeaders, appOrigin: string): boolean {
  const origin = new URL(appOrigin);
  const policies = (headers['content-security-policy'] ?? '')
    .split(',')
    .map((policy) =>
      policy
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .find((tokens) => tokens[0]?.toLowerCase() === 'frame-ancestors'),
    )
    .filter((directive): directive is string[] => directive !== undefined);
  if (policies.length > 0) {
    return policies.every((tokens) => tokens.slice(1).some((source) => sourceMatches(source, origin)));
  }
  const xfo = (headers['x-frame-options'] ?? '').split(',').map((v) => v.trim().toLowerCase());
  return !xfo.some((v) => v === 'deny' || v === 'sameorigin');
}
