/**
 * Prerendering of /landing, the page most first-time visitors open. Built as a server module
 * (`vite build --ssr`, into dist/.ssr/) and called by the server with its runtime configuration;
 * the result is a complete HTML document that needs no app code:
 *
 *   renderLandingDocument({ runtimeConfig, template, manifest })
 *     template   the client build's index.html (head, favicon, the entry's CSS)
 *     manifest   the client build's .vite/manifest.json (CSS of the site chunks, the page script)
 *
 * The markup comes from the same components as in the app (SiteFrame, LandingPage), rendered for an
 * anonymous visitor: default edition and its season, links from the runtime configuration, the
 * current year. The app's module script is replaced by landing-page.ts (mobile menu, locale cookie,
 * the app for a visitor with a session).
 */
import { DEFAULT_PRODUCT_EDITION, escapeHtml, type RuntimeConfig, resolveSeason } from '@tafino/shared';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { I18nextProvider, i18n, loadAreas } from '../../../i18n/index.ts';
import { LANDING_META, LandingPage } from '../pages/LandingPage.tsx';
import { SiteFrame } from '../SiteFrame.tsx';
import { SiteConfigContext } from '../site-config.ts';
import { pageTitle } from '../use-page-meta.ts';
import { APP_ENTRY_ATTRIBUTE, LANDING_SCRIPT_ENTRY } from './contract.ts';

export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

export interface LandingDocumentInput {
  runtimeConfig: RuntimeConfig;
  template: string;
  manifest: Manifest;
}

export const LANDING_PATH = '/landing';

/** Source modules whose CSS the page needs besides the entry's: the layout and the page. */
const PAGE_MODULES = ['src/features/site/NeutralLayout.tsx', 'src/features/site/pages/LandingPage.tsx'];

function chunk(manifest: Manifest, key: string): ManifestChunk {
  const found = manifest[key];
  if (!found) throw new Error(`client build manifest has no entry for ${key}`);
  return found;
}

/** CSS files of the modules and of every chunk they import statically, in load order. */
export function stylesheetsOf(manifest: Manifest, keys: readonly string[]): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const entry = chunk(manifest, key);
    for (const imported of entry.imports ?? []) visit(imported);
    for (const css of entry.css ?? []) if (!files.includes(css)) files.push(css);
  };
  for (const key of keys) visit(key);
  return files;
}

function replaceOnce(html: string, pattern: RegExp, replacement: string, what: string): string {
  if (!pattern.test(html)) throw new Error(`index.html template: ${what} not found`);
  return html.replace(pattern, () => replacement);
}

/** The landing page's markup (header, page, footer) for an anonymous visitor. */
export async function renderLandingMarkup(runtimeConfig: RuntimeConfig): Promise<string> {
  await loadAreas(['public']);
  // The edition is the default one: on the server, the application store reads its initial state.
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <SiteConfigContext.Provider value={runtimeConfig}>
        <StaticRouter location={LANDING_PATH}>
          <SiteFrame season={resolveSeason({ edition: DEFAULT_PRODUCT_EDITION })}>
            <LandingPage />
          </SiteFrame>
        </StaticRouter>
      </SiteConfigContext.Provider>
    </I18nextProvider>,
  );
}

/** The complete /landing document; throws when the template or the manifest lack what it needs. */
export async function renderLandingDocument({
  runtimeConfig,
  template,
  manifest,
}: LandingDocumentInput): Promise<string> {
  const markup = await renderLandingMarkup(runtimeConfig);
  const app = chunk(manifest, 'index.html');
  const script = chunk(manifest, LANDING_SCRIPT_ENTRY);
  const appSrc = `/${app.file}`;

  let html = template;
  html = replaceOnce(
    html,
    /<title>[^<]*<\/title>/,
    `<title>${escapeHtml(pageTitle(i18n.t(LANDING_META.title)))}</title>`,
    'title',
  );
  html = replaceOnce(
    html,
    /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
    `<meta name="description" content="${escapeHtml(i18n.t(LANDING_META.description))}" />`,
    'meta description',
  );
  // The app's entry and its preloads are not loaded; landing-page.ts starts the app when needed.
  html = replaceOnce(
    html,
    new RegExp(`<script type="module"[^>]*src="${appSrc.replaceAll('.', '\\.')}"[^>]*></script>\\s*`),
    '',
    'app entry script',
  );
  html = html.replace(/<link rel="modulepreload"[^>]*>\s*/g, '');
  html = html.replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '');
  const present = new Set(
    [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"/g)].map((m) => m[1]),
  );
  const styles = stylesheetsOf(manifest, ['index.html', ...PAGE_MODULES])
    .filter((file) => !present.has(file))
    .map((file) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(file)}">`);
  const scriptTag = `<script type="module" crossorigin src="/${escapeHtml(script.file)}" ${APP_ENTRY_ATTRIBUTE}="${escapeHtml(appSrc)}"></script>`;
  html = replaceOnce(
    html,
    /\s*<\/head>/,
    `\n    ${[...styles, scriptTag].join('\n    ')}\n  </head>`,
    '</head>',
  );
  html = replaceOnce(html, /<div id="root"><\/div>/, `<div id="root">${markup}</div>`, 'root element');
  return html;
}
