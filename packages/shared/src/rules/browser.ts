/** Browser families the login check recognises. */
export type BrowserFamily = 'firefox' | 'chrome-ios' | 'chrome' | 'edge' | 'safari' | 'other';

// Browsers that carry Chrome, Safari or Firefox tokens in their user agent but are not those browsers.
const OTHER_BROWSERS =
  /\b(OPR|OPT|OPiOS|OPX|Opera|Opera Mini|SamsungBrowser|YaBrowser|Yowser|MSIE|Trident|Vivaldi|UCBrowser|UCWEB|SeaMonkey|PaleMoon|Waterfox|Silk|MiuiBrowser|HuaweiBrowser|HeyTapBrowser|Whale|coc_coc_browser|QQBrowser|MQQBrowser|Maxthon|Puffin|DuckDuckGo|Electron|Konqueror|GSA|FBAN|FBAV|Instagram)\b/i;
const ANDROID_WEBVIEW = /; wv\)/;

/** Recognises the browser family from a user agent string. */
export function browserFamily(userAgent: string | null | undefined): BrowserFamily {
  const ua = userAgent ?? '';
  if (ua === '' || OTHER_BROWSERS.test(ua) || ANDROID_WEBVIEW.test(ua)) return 'other';
  if (/\b(Edg|EdgA|EdgiOS|Edge)\//.test(ua)) return 'edge';
  if (/\bFxiOS\//.test(ua) || (/\bFirefox\//.test(ua) && /\bGecko\//.test(ua))) return 'firefox';
  if (/\bCriOS\//.test(ua)) return 'chrome-ios';
  if (/\b(Chrome|HeadlessChrome|Chromium)\//.test(ua)) return 'chrome';
  if (/\bAppleWebKit\//.test(ua) && /\bVersion\/[\d.]+.*\bSafari\//.test(ua)) return 'safari';
  return 'other';
}

/** Login browser check: true when the override is on or the browser is Firefox, Chrome (also on iOS), Edge or Safari. */
export function isBrowserSupported(userAgent: string | null | undefined, allowUnsupported: boolean): boolean {
  return allowUnsupported || browserFamily(userAgent) !== 'other';
}
