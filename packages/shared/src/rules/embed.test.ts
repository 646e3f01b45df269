import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMBED_MAX_SIDE, embedFrameSize, framingAllowed, parseEmbedInput } from './embed.ts';

const APP = 'https://tafino.example.org';

describe('parseEmbedInput (catalogue 3.4 ExternalContent)', () => {
  it('takes an https URL as it is, without a declared size', () => {
    expect(parseEmbedInput('  https://www.learningapps.org/watch?v=abc ')).toEqual({
      url: 'https://www.learningapps.org/watch?v=abc',
      domain: 'learningapps.org',
      width: 0,
      height: 0,
    });
  });

  it('takes only src, width and height of embed code', () => {
    const code =
      '<iframe src="https://learningapps.org/watch?app=1&amp;x=2" onload="alert(1)" style="border:0" width="800" height="500" allowfullscreen></iframe><script>alert(2)</script>';
    expect(parseEmbedInput(code)).toEqual({
      url: 'https://learningapps.org/watch?app=1&x=2',
      domain: 'learningapps.org',
      width: 800,
      height: 500,
    });
    expect(parseEmbedInput("<IFRAME width='640px' height=360 src='https://a.example.org/e'>")).toMatchObject({
      width: 640,
      height: 360,
    });
  });

  it('keeps no size unless both sides are declared, and caps them', () => {
    expect(parseEmbedInput('<iframe src="https://a.example.org/" width="100%" height="400">')).toMatchObject({
      width: 0,
      height: 0,
    });
    expect(parseEmbedInput('<iframe src="https://a.example.org/" width="99999" height="400">')).toMatchObject(
      {
        width: EMBED_MAX_SIDE,
        height: 400,
      },
    );
  });

  it('refuses anything but https', () => {
    for (const input of [
      '',
      'http://a.example.org/',
      'javascript:alert(1)',
      'data:text/html,<p>',
      '<iframe src="javascript:alert(1)">',
      '<iframe srcdoc="<script>alert(1)</script>">',
      '<script src="https://a.example.org/x.js"></script>',
      'https://user:pw@a.example.org/',
      'https://localhost/',
    ])
      expect(parseEmbedInput(input), input).toBeNull();
  });

  it('never returns anything but an https URL with sides in range (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.webUrl(), fc.nat(), fc.nat(), (junk, url, w, h) => {
        for (const input of [junk, `<iframe ${junk} src="${url}" width="${w}" height="${h}">`, url]) {
          const parsed = parseEmbedInput(input);
          if (!parsed) continue;
          expect(new URL(parsed.url).protocol).toBe('https:');
          expect(parsed.width >= 0 && parsed.width <= EMBED_MAX_SIDE).toBe(true);
          expect(parsed.height >= 0 && parsed.height <= EMBED_MAX_SIDE).toBe(true);
          expect(parsed.width === 0).toBe(parsed.height === 0);
        }
      }),
    );
  });
});

describe('embedFrameSize', () => {
  it('is the declared size, else 360x240', () => {
    expect(embedFrameSize(800, 500)).toEqual({ width: 800, height: 500 });
    expect(embedFrameSize(0, 0)).toEqual({ width: 360, height: 240 });
    expect(embedFrameSize(800, 0)).toEqual({ width: 360, height: 240 });
  });
});

describe('framingAllowed', () => {
  it('follows X-Frame-Options without a frame-ancestors directive', () => {
    expect(framingAllowed({}, APP)).toBe(true);
    expect(framingAllowed({ 'x-frame-options': 'DENY' }, APP)).toBe(false);
    expect(framingAllowed({ 'x-frame-options': 'sameorigin' }, APP)).toBe(false);
    expect(framingAllowed({ 'x-frame-options': 'ALLOW-FROM https://x.example' }, APP)).toBe(true);
    expect(framingAllowed({ 'content-security-policy': "default-src 'self'" }, APP)).toBe(true);
  });

  it('lets frame-ancestors decide, over X-Frame-Options', () => {
    const csp = (v: string) =>
      framingAllowed({ 'content-security-policy': v, 'x-frame-options': 'DENY' }, APP);
    expect(csp('frame-ancestors *')).toBe(true);
    expect(csp("frame-ancestors 'none'")).toBe(false);
    expect(csp("frame-ancestors 'self'")).toBe(false);
    expect(csp('frame-ancestors https:')).toBe(true);
    expect(csp('frame-ancestors https://tafino.example.org')).toBe(true);
    expect(csp('frame-ancestors *.example.org')).toBe(true);
    expect(csp('frame-ancestors https://other.example.org')).toBe(false);
    expect(csp('frame-ancestors https://tafino.example.org:8443')).toBe(false);
    expect(csp('frame-ancestors *, frame-ancestors https://other.example')).toBe(false);
    expect(csp("script-src 'self'; FRAME-ANCESTORS 'self' tafino.example.org")).toBe(true);
  });
});
