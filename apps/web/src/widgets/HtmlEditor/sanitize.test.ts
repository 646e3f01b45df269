// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newWidgetData } from '../sdk/stored.ts';
import { htmlEditorDefinition } from './definition.ts';
import { sanitizeRichText } from './sanitize.ts';

describe('Textfeld allow-list (catalogue 3.4 HtmlEditor)', () => {
  it("keeps the catalogue's elements and styles", () => {
    const html =
      '<p style="text-align: center;"><strong>Fett</strong> <em>kursiv</em> <u>unter</u> <mark>markiert</mark> <span style="color: #c62828; font-size: 28px;">rot</span><br>neu</p><ul><li><p>a</p></li></ul><ol><li><p>b</p></li></ol>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('removes scripts, handlers and everything else', () => {
    const out = sanitizeRichText(
      '<p onclick="alert(1)">Hallo<script>alert(2)</script><img src=x onerror="alert(3)"><iframe src="https://x.example"></iframe></p><h1 class="x">Titel</h1><style>p{}</style>',
    );
    expect(out).toBe('<p>Hallo</p>Titel');
  });

  it('keeps only https and mailto links, opening in a new tab', () => {
    expect(sanitizeRichText('<a href="https://example.org/x">x</a>')).toBe(
      '<a href="https://example.org/x" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="mailto:a@example.org">m</a>')).toContain('href="mailto:a@example.org"');
    for (const href of [
      'javascript:alert(1)',
      'http://example.org/',
      'data:text/html,x',
      '/relativ',
      'vbscript:x',
    ])
      expect(sanitizeRichText(`<a href="${href}">x</a>`), href).not.toContain('href');
  });

  it('drops styles and values outside the list', () => {
    expect(sanitizeRichText('<span style="color: red; background: url(x); font-size: 13px">x</span>')).toBe(
      '<span>x</span>',
    );
    expect(sanitizeRichText('<span style="color: rgb(21, 101, 192)">x</span>')).toBe(
      '<span style="color: #1565c0;">x</span>',
    );
    expect(sanitizeRichText('<p style="text-align: justify; color: #000000">x</p>')).toBe('<p>x</p>');
    expect(sanitizeRichText('<strong style="color: #000000">x</strong>')).toBe('<strong>x</strong>');
  });

  it('is idempotent and never lets an element or attribute outside the list through (property)', () => {
    const tags = ['p', 'strong', 'script', 'a', 'span', 'img', 'div', 'mark', 'svg', 'li'];
    const attrs = [
      'onclick="x()"',
      'style="color:#c62828"',
      'href="javascript:x"',
      'href="https://a.example"',
      'src="x"',
    ];
    const markup = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        fc.string({ maxLength: 8 }),
        fc
          .tuple(
            fc.constantFrom(...tags),
            fc.constantFrom('', ...attrs),
            fc.array(tie('node'), { maxLength: 3 }),
          )
          .map(([tag, attr, children]) => `<${tag} ${attr}>${(children as string[]).join('')}</${tag}>`),
      ),
    })).node as fc.Arbitrary<string>;
    fc.assert(
      fc.property(markup, (html) => {
        const once = sanitizeRichText(html);
        expect(sanitizeRichText(once)).toBe(once);
        const doc = new DOMParser().parseFromString(`<body>${once}</body>`, 'text/html');
        for (const el of Array.from(doc.body.querySelectorAll('*'))) {
          expect(['p', 'br', 'strong', 'em', 'u', 'mark', 'span', 'ul', 'ol', 'li', 'a']).toContain(
            el.tagName.toLowerCase(),
          );
          for (const attr of Array.from(el.attributes)) {
            expect(attr.name.startsWith('on')).toBe(false);
            if (attr.name === 'href') expect(attr.value).toMatch(/^(https:|mailto:)/);
          }
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('HtmlEditor data', () => {
  it("has the catalogue's defaults in both editions", () => {
    for (const edition of ['PrimaryGradeLevel', 'SecondaryGradeLevel'] as const)
      expect(newWidgetData(htmlEditorDefinition, edition).settings).toEqual({
        htmlContent: '',
        backgroundColor: 'white',
      });
  });
});
