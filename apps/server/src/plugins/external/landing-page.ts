/**
 * The prerendered /landing page. The web build ships a server module (dist/.ssr/render-landing.mjs,
 * see apps/web/src/features/site/static/render-landing.tsx) that renders the page with the app's
 * own components into a complete HTML document; the server renders it once with its runtime
 * configuration and again when the year (of the copyright line) changes.
 *
 *   const landing = await loadLandingPage({ webRoot, runtimeConfig, log })
 *   landing?.document()   { html, etag } or null when rendering failed (the SPA serves /landing then)
 *
 * loadLandingPage returns null when the web build has no prerenderer.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RuntimeConfig } from '@tafino/shared';
import type { FastifyBaseLogger } from 'fastify';

export const PRERENDERER_PATH = path.join('.ssr', 'render-landing.mjs');

interface Prerenderer {
  renderLandingDocument(input: {
    runtimeConfig: RuntimeConfig;
    template: string;
    manifest: unknown;
  }): Promise<string>;
}

export interface LandingDocument {
  html: string;
  etag: string;
}

export interface LandingPage {
  /** The document for the current year; null when rendering failed (logged once per year). */
  document(now?: Date): Promise<LandingDocument | null>;
}

export async function loadLandingPage({
  webRoot,
  runtimeConfig,
  log,
}: {
  webRoot: string;
  runtimeConfig: RuntimeConfig;
  log: FastifyBaseLogger;
}): Promise<LandingPage | null> {
  const modulePath = path.join(webRoot, PRERENDERER_PATH);
  if (!existsSync(modulePath)) {
    log.warn({ modulePath }, 'landing page prerenderer not built; the app renders /landing');
    return null;
  }
  const prerenderer = (await import(pathToFileURL(modulePath).href)) as Prerenderer;
  const [template, manifest] = await Promise.all([
    readFile(path.join(webRoot, 'index.html'), 'utf8'),
    readFile(path.join(webRoot, '.vite', 'manifest.json'), 'utf8').then((text) => JSON.parse(text)),
  ]);

  let rendered: { year: number; document: Promise<LandingDocument | null> } | undefined;
  const render = async (): Promise<LandingDocument | null> => {
    try {
      const html = await prerenderer.renderLandingDocument({ runtimeConfig, template, manifest });
      const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
      return { html, etag };
    } catch (error) {
      log.error({ err: error }, 'prerendering /landing failed; the app renders it');
      return null;
    }
  };
  const page: LandingPage = {
    document(now = new Date()) {
      const year = now.getFullYear();
      if (rendered?.year !== year) rendered = { year, document: render() };
      return rendered.document;
    },
  };
  await page.document();
  return page;
}
