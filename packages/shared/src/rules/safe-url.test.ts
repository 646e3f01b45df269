import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyMediaLink } from './media-link.ts';
import { isSafeUrl, isUrlSettingKey, unsafeUrlPaths } from './safe-url.ts';

const UNSAFE = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'javascript\u0000:alert(1)',
  '\u0001javascript:alert(1)',
  'data:image/svg+xml;base64,PHN2Zz4=',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'blob:https://example.org/1',
  'file:///etc/passwd',
  'ftp://example.org/a.png',
  '//evil.example/a.png',
  '/\\evil.example/a.png',
  '\\\\evil.example\\a.png',
  'https:evil.example',
  'http:/evil.example',
  'https://',
  'evil.example/a.png',
  'a.png',
  './api/assets/x',
  '/api/assets/../../oidc/x',
  '/api/assets/%2e%2e/%2e%2e/x',
  '/etc/passwd',
  '/api/settings',
  '/api/assetsX/a',
];

const SAFE = [
  '',
  'https://example.org/a.png',
  'HTTPS://EXAMPLE.ORG/A.PNG',
  'http://example.org/film.mp4?t=1#x',
  'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  'https://localhost:3000/api/assets/tafino/1?k=abc',
  '/api/assets/tafino/0d4b1f3e-6a43-4e8e-9a55-3f0c1a2b3c4d?k=Zm9v&w=200&h=100',
  '/api/files/assets/sticker-lob-stern',
  '/api/files/assets/desktop-background-wiese?w=256&h=144',
];

describe('isSafeUrl (URL-valued widget settings)', () => {
  it('refuses script, data and other schemes, protocol-relative and foreign relative URLs', () => {
    for (const url of UNSAFE) expect(isSafeUrl(url), url).toBe(false);
  });

  it('accepts http(s) links, the own asset and gallery paths and the empty value', () => {
    for (const url of SAFE) expect(isSafeUrl(url), url).toBe(true);
  });

  it('refuses non-strings', () => {
    for (const value of [null, undefined, 1, {}, ['https://example.org']])
      expect(isSafeUrl(value)).toBe(false);
  });

  it('accepts exactly the URLs whose scheme is http or https when the value is absolute', () => {
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ['http', 'https'] }), (url) => {
        expect(isSafeUrl(url)).toBe(new URL(url).hostname !== '' && !/[\s\\]/.test(url));
      }),
      { numRuns: 300 },
    );
  });

  it('never accepts a value whose resolved scheme is not http(s)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (value) => {
        if (!isSafeUrl(value) || value === '') return;
        const resolved = new URL(value, 'https://app.example');
        expect(['http:', 'https:']).toContain(resolved.protocol);
        if (!/^https?:/i.test(value))
          expect(
            resolved.origin === 'https://app.example' && /^\/api\/(files\/)?assets\//.test(resolved.pathname),
          ).toBe(true);
      }),
      { numRuns: 2_000 },
    );
  });

  it('never accepts a scheme other than http(s) in front of any text', () => {
    const scheme = fc.constantFrom('javascript', 'data', 'vbscript', 'blob', 'file', 'about', 'JaVaScRiPt');
    fc.assert(
      fc.property(
        scheme,
        fc.string({ maxLength: 40 }),
        fc.constantFrom('', ' ', '\t', '\n'),
        (s, rest, pad) => {
          expect(isSafeUrl(`${pad}${s}:${rest}`)).toBe(false);
        },
      ),
    );
  });

  it('accepts every link the Media widget classifies', () => {
    fc.assert(
      fc.property(fc.webUrl(), (input) => {
        const link = classifyMediaLink(input);
        if (link) expect(isSafeUrl(link.url)).toBe(true);
      }),
    );
  });
});

describe('isUrlSettingKey', () => {
  it('names url and keys ending in Url, not other keys', () => {
    for (const key of ['url', 'assetUrl', 'contentUrl', 'embedUrl']) expect(isUrlSettingKey(key)).toBe(true);
    for (const key of ['assetUrlType', 'Url', 'curl', 'urls', 'assetId', 'text'])
      expect(isUrlSettingKey(key)).toBe(false);
  });
});

describe('unsafeUrlPaths', () => {
  it('finds unsafe URLs under URL keys at any depth, nothing else', () => {
    const props = {
      widgetSettingsData: {
        extraSettings: {
          frontSide: { text: 'javascript:ok-as-text', assetUrl: 'javascript:alert(1)' },
          backSide: { assetUrl: '/api/assets/tafino/1?k=x' },
          doors: [{ url: 'https://example.org' }, { url: 'data:text/html,x' }],
          contentUrl: '',
        },
      },
    };
    expect(
      unsafeUrlPaths(props)
        .map((p) => p.join('.'))
        .sort(),
    ).toEqual([
      'widgetSettingsData.extraSettings.doors.1.url',
      'widgetSettingsData.extraSettings.frontSide.assetUrl',
    ]);
    expect(unsafeUrlPaths({ assetUrl: 'https://example.org/a.png' })).toEqual([]);
    expect(unsafeUrlPaths(null)).toEqual([]);
  });

  it('walks deeply nested values without recursion', () => {
    let deep: unknown = { assetUrl: 'javascript:x' };
    for (let i = 0; i < 20_000; i++) deep = [deep];
    expect(unsafeUrlPaths(deep)).toHaveLength(1);
  });
});
