import { describe, expect, it } from 'vitest';
import { siteTestConfig } from '../test-config.ts';
import { APP_ENTRY_ATTRIBUTE, LANDING_SCRIPT_ENTRY } from './contract.ts';
import { type Manifest, renderLandingDocument, stylesheetsOf } from './render-landing.tsx';

// The shape of the client build's index.html and manifest (see vite.config.ts).
const TEMPLATE = `<!doctype html>
<html lang="de" data-edition="PrimaryGradeLevel">
  <head>
    <meta charset="UTF-8" />
    <title>TAFINO – die interaktive Tafel für den Unterricht</title>
    <meta
      name="description"
      content="Allgemeine Beschreibung"
    />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-def.js">
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"></div>
    <noscript>TAFINO benötigt JavaScript.</noscript>
  </body>
</html>
`;

const MANIFEST: Manifest = {
  'index.html': {
    file: 'assets/index-abc.js',
    isEntry: true,
    imports: ['_vendor-def.js'],
    css: ['assets/index-abc.css'],
  },
  '_vendor-def.js': { file: 'assets/vendor-def.js' },
  '_ui-ghi.js': { file: 'assets/ui-ghi.js', css: ['assets/ui-ghi.css'] },
  'src/features/site/NeutralLayout.tsx': {
    file: 'assets/NeutralLayout-jkl.js',
    imports: ['_vendor-def.js', '_ui-ghi.js'],
    css: ['assets/NeutralLayout-jkl.css'],
  },
  'src/features/site/pages/LandingPage.tsx': {
    file: 'assets/LandingPage-mno.js',
    imports: ['_ui-ghi.js'],
  },
  [LANDING_SCRIPT_ENTRY]: { file: 'assets/landing-page-pqr.js', isEntry: true },
};

/** The document's elements, inert (a template's content loads no stylesheets or scripts). */
function parse(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

describe('stylesheetsOf', () => {
  it('collects the CSS of the modules and their static imports once, imports first', () => {
    expect(stylesheetsOf(MANIFEST, ['index.html', 'src/features/site/NeutralLayout.tsx'])).toEqual([
      'assets/index-abc.css',
      'assets/ui-ghi.css',
      'assets/NeutralLayout-jkl.css',
    ]);
  });

  it('names a module the manifest lacks', () => {
    expect(() => stylesheetsOf(MANIFEST, ['src/missing.tsx'])).toThrow('src/missing.tsx');
  });
});

describe('renderLandingDocument', () => {
  it('renders the landing page with the configured links, its title and description', async () => {
    const doc = parse(
      await renderLandingDocument({
        runtimeConfig: siteTestConfig({
          links: { ...siteTestConfig().links, imprint: 'https://verlag.example.org/impressum?a=1&b="2"' },
        }),
        template: TEMPLATE,
        manifest: MANIFEST,
      }),
    );
    expect(doc.querySelector('title')?.textContent).toBe(
      'TAFINO – Die interaktive Tafel für Ihren Unterricht',
    );
    const description = doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
    expect(description).toContain('30 Tage kostenlos testen');
    expect(doc.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(doc.querySelector('h1')?.textContent).toBe('TAFINO – die interaktive Tafel für Ihren Unterricht');

    const nav = doc.querySelector('nav[aria-label="Hauptnavigation"]');
    const trial = [...(nav?.querySelectorAll('a') ?? [])].find(
      (a) => a.textContent === '30 Tage kostenlos testen',
    );
    expect(trial?.getAttribute('href')).toBe('https://konto.example.org/account/register');
    const footerHref = (text: string) =>
      [...doc.querySelectorAll('footer a')].find((a) => a.textContent === text)?.getAttribute('href');
    expect(footerHref('Impressum')).toBe('https://verlag.example.org/impressum?a=1&b="2"');
    expect(footerHref('Kontakt')).toBe('/faq#kontakt');
    expect(footerHref('hilfe@example.org')).toBe('mailto:hilfe@example.org');
    expect(doc.querySelector('footer')?.getAttribute('data-season')).toBe('Spring');
    expect(doc.querySelector('footer')?.textContent).toContain(`© ${new Date().getFullYear()} TAFINO`);
    // The menu starts closed and names the panel it controls.
    const button = doc.querySelector('.site-header__menu-button');
    expect(button?.getAttribute('aria-expanded')).toBe('false');
    expect(doc.getElementById(button?.getAttribute('aria-controls') ?? '')?.tagName).toBe('NAV');
  });

  it('loads the page script and the CSS, but not the app', async () => {
    const html = await renderLandingDocument({
      runtimeConfig: siteTestConfig(),
      template: TEMPLATE,
      manifest: MANIFEST,
    });
    const doc = parse(html);
    const scripts = [...doc.querySelectorAll('script')];
    expect(scripts.map((s) => s.getAttribute('src'))).toEqual(['/assets/landing-page-pqr.js']);
    expect(scripts[0]?.getAttribute('type')).toBe('module');
    expect(scripts[0]?.getAttribute(APP_ENTRY_ATTRIBUTE)).toBe('/assets/index-abc.js');
    expect(doc.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
    expect(
      [...doc.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href')),
    ).toEqual(['/assets/index-abc.css', '/assets/ui-ghi.css', '/assets/NeutralLayout-jkl.css']);
    // The page works without JavaScript, so the app's notice is gone.
    expect(doc.querySelector('noscript')).toBeNull();
    expect(html).not.toContain('Allgemeine Beschreibung');
  });

  it('fails loudly when the template lacks what it replaces', async () => {
    const input = { runtimeConfig: siteTestConfig(), manifest: MANIFEST };
    await expect(
      renderLandingDocument({ ...input, template: TEMPLATE.replace('<div id="root"></div>', '') }),
    ).rejects.toThrow('root element');
    await expect(
      renderLandingDocument({ ...input, template: TEMPLATE.replace('/assets/index-abc.js', '/x.js') }),
    ).rejects.toThrow('app entry script');
    await expect(
      renderLandingDocument({
        ...input,
        template: TEMPLATE,
        manifest: { ...MANIFEST, [LANDING_SCRIPT_ENTRY]: undefined } as unknown as Manifest,
      }),
    ).rejects.toThrow(LANDING_SCRIPT_ENTRY);
  });
});
