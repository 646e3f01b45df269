import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allowedRichTextStyle, escapeHtml, isAllowedRichTextHref } from './html.ts';

describe('escapeHtml', () => {
  it('escapes the five characters that end text or a quoted attribute', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;',
    );
  });

  it('leaves no markup character behind and keeps everything else', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const escaped = escapeHtml(text);
        expect(/[<>"']/.test(escaped)).toBe(false);
        const back = escaped
          .replaceAll('&lt;', '<')
          .replaceAll('&gt;', '>')
          .replaceAll('&quot;', '"')
          .replaceAll('&#39;', "'")
          .replaceAll('&amp;', '&');
        expect(back).toBe(text);
      }),
    );
  });
});

describe('Textfeld allow-list rules', () => {
  it('accepts only the listed style values, normalised', () => {
    expect(allowedRichTextStyle('span', 'color', 'RGB(198, 40, 40)')).toBe('#c62828');
    expect(allowedRichTextStyle('span', 'color', '#C62828')).toBe('#c62828');
    expect(allowedRichTextStyle('span', 'color', 'red')).toBeNull();
    expect(allowedRichTextStyle('span', 'color', 'rgb(300, 0, 0)')).toBeNull();
    expect(allowedRichTextStyle('span', 'font-size', '28px')).toBe('28px');
    expect(allowedRichTextStyle('span', 'font-size', '13px')).toBeNull();
    expect(allowedRichTextStyle('p', 'text-align', 'center')).toBe('center');
    expect(allowedRichTextStyle('p', 'color', '#000000')).toBeNull();
    expect(allowedRichTextStyle('strong', 'color', '#000000')).toBeNull();
  });

  it('accepts https and mailto links only', () => {
    expect(isAllowedRichTextHref('https://example.org/a')).toBe(true);
    expect(isAllowedRichTextHref('mailto:a@example.org')).toBe(true);
    for (const href of [
      'http://example.org',
      'javascript:alert(1)',
      'data:x',
      '/x',
      'https://a b',
      'mailto:',
    ])
      expect(isAllowedRichTextHref(href), href).toBe(false);
  });

  it('never accepts a value that could leave the property (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('color', 'font-size', 'text-align'), (value, property) => {
        const kept = allowedRichTextStyle(property === 'text-align' ? 'p' : 'span', property, value);
        if (kept !== null) expect(kept).toMatch(/^(#[0-9a-f]{6}|\d+px|left|center|right)$/);
      }),
    );
  });
});
