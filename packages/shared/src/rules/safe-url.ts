/** Shown when a URL-valued widget setting holds anything but an http(s) link or a file of this app. */
export const UNSAFE_URL_MESSAGE = 'Nur Links mit https:// oder http:// und Dateien von TAFINO sind erlaubt.';

/** Same-origin paths of the app's own files: user assets (capability URLs) and the gallery. */
const OWN_ASSET_PREFIXES = ['/api/assets/', '/api/files/assets/'] as const;

// Anything the URL parser would strip or fold before reading the scheme (controls, spaces, backslashes).
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for.
const SUSPICIOUS = /[\u0000-\u0020\u007f-\u009f\\\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f\u3000\ufeff]/;
const BASE = 'https://tafino.invalid';

/**
 * The one rule for URL-valued widget settings (Media, FlipCard, every later widget), used by the
 * server when a widget is saved and by the web app before a value is rendered: an empty string
 * (nothing chosen), an absolute `https:` or `http:` URL with a host, or a same-origin path to the
 * app's own files (`/api/assets/...`, `/api/files/assets/...`). Everything else (`javascript:`,
 * `data:`, `vbscript:`, `blob:`, protocol-relative `//host`, other relative paths) is refused.
 */
export function isSafeUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  if (value === '') return true;
  if (value.length > 8_000 || SUSPICIOUS.test(value)) return false;
  if (value.startsWith('/')) {
    if (value.startsWith('//')) return false;
    let url: URL;
    try {
      url = new URL(value, BASE);
    } catch {
      return false;
    }
    // Dot segments are resolved first: '/api/assets/../../x' is not an asset path.
    return url.origin === BASE && OWN_ASSET_PREFIXES.some((prefix) => url.pathname.startsWith(prefix));
  }
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * True for a settings key that holds a URL: `url` or a name ending in `Url` (`assetUrl`,
 * `contentUrl`, ...). New widgets name their URL settings this way and are checked without
 * further registration.
 */
export function isUrlSettingKey(key: string): boolean {
  return key === 'url' || /[a-z0-9]Url$/.test(key);
}

/** One unsafe URL found in a value: where it is (keys and array indexes from the root). */
export type UnsafeUrlPath = (string | number)[];

/**
 * Every place in a widget's extraProperties where a URL-valued key (see isUrlSettingKey) holds a
 * string that isSafeUrl refuses; at any depth, walked without recursion.
 */
export function unsafeUrlPaths(value: unknown): UnsafeUrlPath[] {
  // Each entry links to its parent, so a path is only built for a finding (deep values stay linear).
  type Entry = { value: unknown; key: string | number; parent: Entry | undefined };
  const pathOf = (entry: Entry | undefined, last: string): UnsafeUrlPath => {
    const path: UnsafeUrlPath = [last];
    for (let e = entry; e?.parent; e = e.parent) path.unshift(e.key);
    return path;
  };
  const found: UnsafeUrlPath[] = [];
  const stack: Entry[] = [{ value, key: '', parent: undefined }];
  while (stack.length > 0) {
    const entry = stack.pop() as Entry;
    const current = entry.value;
    if (Array.isArray(current)) {
      current.forEach((item, i) => {
        stack.push({ value: item, key: i, parent: entry });
      });
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, item] of Object.entries(current)) {
        if (isUrlSettingKey(key) && typeof item === 'string') {
          if (!isSafeUrl(item)) found.push(pathOf(entry, key));
        } else stack.push({ value: item, key, parent: entry });
      }
    }
  }
  return found;
}
