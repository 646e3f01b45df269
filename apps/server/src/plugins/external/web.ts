import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { RUNTIME_CONFIG_ELEMENT_ID, type RuntimeConfig } from '@tafino/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.ts';
import { publishedRuntimeConfig, runtimeConfigFor } from '../../lib/runtime-config.ts';
import { etagMatches } from './compression.ts';
import { loadLandingPage } from './landing-page.ts';

/** Paths the server answers itself (API, identity, health), never the web build's files or the app. */
export const SERVER_PATHS = /^\/(api|oidc|oidc-interaction|account|healthz|readyz)(\/|$|\?)/i;

/** The web build's list of app route patterns (apps/web/src/app/route-patterns.ts). */
export const APP_ROUTES_FILE = 'app-routes.json';

/**
 * A matcher for React Router patterns ('/', '/faq', '/desktops/:name?'): case-insensitive, a
 * trailing slash ignored, `:param` one non-empty segment, `:param?` an optional one.
 */
export function appRouteMatcher(patterns: readonly string[]): (pathname: string) => boolean {
  const expressions = patterns.map((pattern) => {
    const segments = pattern.split('/').filter(Boolean);
    const body = segments
      .map((segment) => {
        if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
        return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      })
      .join('');
    return new RegExp(`^${body}/?$`, 'i');
  });
  return (pathname) => expressions.some((expression) => expression.test(pathname));
}

/** The route list of a web build, or null (an older build without it: every path is the app's). */
function readAppRoutes(root: string): readonly string[] | null {
  try {
    const list = JSON.parse(readFileSync(path.join(root, APP_ROUTES_FILE), 'utf8')) as unknown;
    return Array.isArray(list) && list.every((entry) => typeof entry === 'string') ? list : null;
  } catch {
    return null;
  }
}

/**
 * The app's HTML document with the runtime configuration as a JSON data block (RUNTIME_CONFIG_ELEMENT_ID)
 * at the end of <head>, so the SPA starts without waiting for GET /api/abp/application-configuration.
 * `<` is written as \u003c: no text of the configuration (a version's notes) can end the block.
 */
export function withRuntimeConfig(template: string, runtimeConfig: RuntimeConfig): string {
  const json = JSON.stringify(runtimeConfig).replace(/</g, '\\u003c');
  const block = `<script id="${RUNTIME_CONFIG_ELEMENT_ID}" type="application/json">${json}</script>`;
  // A function as replacement: `$&` or `$'` in the configuration are text, not patterns.
  for (const end of ['</head>', '</body>', '</html>'])
    if (template.includes(end)) return template.replace(end, () => `${block}${end}`);
  return `${template}${block}`;
}

/**
 * Serves the built SPA: hashed assets cached for a year, index.html for every app route, and
 * /landing prerendered (landing-page.ts) so a first visit loads no app code. Files go out
 * precompressed (brotli or gzip) where the build wrote a compressed copy; /landing is compressed
 * on the fly (compression.ts).
 */
export const webPlugin = fp(async (app: FastifyInstance, opts: { config: AppConfig }) => {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // WEB_DIST_DIR, when set, is the only place looked at.
  const candidates = opts.config.webDistDir
    ? [opts.config.webDistDir]
    : [
        // bundled: apps/server/dist/main.js; from source: apps/server/src/plugins/external/web.ts
        path.resolve(here, '../../web/dist'),
        path.resolve(here, '../../../../web/dist'),
      ];
  const root = candidates.find((p) => existsSync(path.join(p, 'index.html')));
  if (!root) {
    app.log.warn({ candidates }, 'web app not built; only the API is served');
    return;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // The web build writes file.br and file.gz next to each text file (scripts/precompress.mjs):
    // sent in place of the file by the request's Accept-Encoding (br, then gzip, then the file
    // itself), with the file's content type, `Vary: Accept-Encoding` and an ETag of their own.
    preCompressed: true,
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders(res, sentPath) {
      const filePath = sentPath.replace(/\.(br|gz)$/, '');
      // Hashed build output, and the symbol packs' files, whose names carry a content hash.
      const hashedSymbol =
        filePath.includes(`${path.sep}symbols${path.sep}`) && /\.[0-9a-f]{8}\.svg$/.test(filePath);
      if (filePath.includes(`${path.sep}assets${path.sep}`) || hashedSymbol) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      } else {
        res.header('cache-control', 'no-cache');
      }
    },
  });
  const appRoutes = readAppRoutes(root);
  if (!appRoutes) app.log.warn({ root }, `${APP_ROUTES_FILE} missing: every path is answered with the app`);
  const isAppRoute = appRoutes ? appRouteMatcher(appRoutes) : () => true;
  const landing = await loadLandingPage({
    webRoot: root,
    runtimeConfig: runtimeConfigFor(opts.config, opts.config.defaultTenant),
    log: app.log,
  });
  // Read once, like the file list above (a new build needs a restart).
  const template = readFileSync(path.join(root, 'index.html'), 'utf8');
  const { versions } = app.repositories;
  let built: { json: string; html: string; etag: string } | undefined;
  /**
   * index.html with the default tenant's runtime configuration (what the SPA's first, anonymous call to
   * application-configuration answers), with an ETag of its own; 304 when the browser has it. Without
   * the database the file goes out as it is and the SPA asks for the configuration itself.
   */
  const sendApp = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-cache');
    let runtimeConfig: RuntimeConfig;
    try {
      runtimeConfig = await publishedRuntimeConfig(opts.config, versions, opts.config.defaultTenant);
    } catch (error) {
      request.log.warn({ err: error }, 'runtime configuration not written into the app document');
      return reply.sendFile('index.html');
    }
    const json = JSON.stringify(runtimeConfig);
    if (built?.json !== json) {
      const html = withRuntimeConfig(template, runtimeConfig);
      const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
      built = { json, html, etag };
    }
    reply.header('etag', built.etag);
    if (reply.statusCode === 200 && etagMatches(request.headers['if-none-match'], built.etag))
      return reply.code(304).send();
    return reply.type('text/html; charset=utf-8').send(built.html);
  };
  app.get('/landing', { schema: { hide: true } }, async (request, reply) => {
    const document = await landing?.document();
    reply.header('cache-control', 'no-cache');
    if (!document) return sendApp(request, reply);
    reply.header('etag', document.etag);
    if (etagMatches(request.headers['if-none-match'], document.etag)) return reply.code(304).send();
    return reply.type('text/html; charset=utf-8').send(document.html);
  });
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (SERVER_PATHS.test(url)) return reply.callNotFound();
    // Files were registered as routes above; what is left is an app route or a missing asset.
    if (url.startsWith('/assets/')) return reply.callNotFound();
    if (url === '/iframe') {
      // The read-only embed is meant for learning platforms: any site may frame it.
      const csp = String(reply.getHeader('content-security-policy') ?? '');
      reply.header('content-security-policy', csp.replace(/frame-ancestors [^;]*/, 'frame-ancestors *'));
    }
    // Unknown paths get the app too (it shows the German 404 page), with status 404.
    if (!isAppRoute(url)) reply.code(404);
    return sendApp(request, reply);
  });
});
