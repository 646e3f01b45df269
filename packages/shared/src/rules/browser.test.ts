import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { browserFamily, isBrowserSupported } from './browser.ts';

const SUPPORTED: Record<string, string> = {
  'Firefox (Windows)': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0',
  'Firefox (Android)': 'Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0',
  'Firefox (iOS)':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/128.0 Mobile/15E148 Safari/605.1.15',
  'Chrome on iOS':
    'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  'Chrome (Windows)':
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  'Chrome (Android)':
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  'Chrome (ChromeOS)':
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  'Headless Chrome':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36',
  'Edge (Chromium)':
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.68',
  'Edge (legacy)':
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.19041',
  'Edge (iOS)':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 EdgiOS/126.2592.56 Mobile/15E148 Safari/605.1.15',
  'Safari (macOS)':
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  'Safari (iPad)':
    'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
};

const UNSUPPORTED: Record<string, string> = {
  Opera:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/112.0.0.0',
  'Opera Mini':
    'Opera/9.80 (J2ME/MIDP; Opera Mini/9.80 (S60; SymbOS; Opera Mobi/23.348; U; en) Presto/2.5.25 Version/10.54',
  'Samsung Internet':
    'Mozilla/5.0 (Linux; Android 14; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  Yandex:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 YaBrowser/24.6.0.0 Safari/537.36',
  'Internet Explorer 11': 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
  'Internet Explorer 10': 'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.1; Trident/6.0)',
  Vivaldi:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Vivaldi/6.8',
  'UC Browser':
    'Mozilla/5.0 (Linux; U; Android 10; en-US; RMX1911) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/78.0.3904.108 UCBrowser/13.4.0.1306 Mobile Safari/537.36',
  'Android WebView':
    'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.0.0 Mobile Safari/537.36',
  'Empty user agent': '',
  curl: 'curl/8.5.0',
};

describe('isBrowserSupported (spec section 5)', () => {
  it.each(Object.entries(SUPPORTED))('allows %s', (_, ua) => {
    expect(isBrowserSupported(ua, false)).toBe(true);
  });

  it.each(Object.entries(UNSUPPORTED))('rejects %s', (_, ua) => {
    expect(isBrowserSupported(ua, false)).toBe(false);
  });

  it('allows every browser when the override is on', () => {
    for (const ua of Object.values(UNSUPPORTED)) expect(isBrowserSupported(ua, true)).toBe(true);
    expect(isBrowserSupported(undefined, true)).toBe(true);
  });

  it('recognises the families', () => {
    expect(browserFamily(SUPPORTED['Chrome on iOS'])).toBe('chrome-ios');
    expect(browserFamily(SUPPORTED['Edge (Chromium)'])).toBe('edge');
    expect(browserFamily(SUPPORTED['Firefox (iOS)'])).toBe('firefox');
    expect(browserFamily(SUPPORTED['Safari (macOS)'])).toBe('safari');
    expect(browserFamily(SUPPORTED['Chrome (Windows)'])).toBe('chrome');
    expect(browserFamily(null)).toBe('other');
  });
});

describe('isBrowserSupported properties', () => {
  it('the override always allows', () => {
    fc.assert(fc.property(fc.string(), (ua) => isBrowserSupported(ua, true)));
  });

  it('turning the override on never disallows', () => {
    fc.assert(
      fc.property(fc.string(), (ua) => !isBrowserSupported(ua, false) || isBrowserSupported(ua, true)),
    );
  });

  it('an Opera, Samsung or Yandex token makes any browser unsupported', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.values(SUPPORTED)),
        fc.constantFrom(' OPR/112.0.0.0', ' SamsungBrowser/25.0', ' YaBrowser/24.6.0.0'),
        (ua, token) => !isBrowserSupported(ua + token, false),
      ),
    );
  });

  it('supported user agents stay supported whatever the version numbers', () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.values(SUPPORTED)), fc.nat(999), (ua, n) => {
        return isBrowserSupported(ua.replace(/\/(\d+)/g, `/${n}`), false);
      }),
    );
  });
});
