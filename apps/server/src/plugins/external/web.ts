import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.ts';
import { runtimeConfigFor } from '../../lib/runtime-config.ts';
import { loadLandingPage } from './landing-page.ts';

const serverPaths = /^\/(api|oidc|oidc-interaction|account|healthz|readyz)(\/|$|\?)/i;

/**
 * Serves the built SPA: hashed assets cached for a year, index.html for every app route, and
 * /landing prerendered (landing-page.ts) so a first visit loads no app code.
 */
export const webPlugin = fp(async (app: FastifyInstance, opts: { config: AppConfig }) => {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    opts.config.webDistDir,
    // bundled: apps/server/dist/main.js; from source: apps/server/src/plugins/external/web.ts
    path.resolve(here, '../../web/dist'),
    path.resolve(here, '../../../../web/dist'),
  ].filter((p): p is string => Boolean(p));
  const root = candidates.find((p) => existsSync(path.join(p, 'index.html')));
  if (!root) {
    app.log.warn({ candidates }, 'web app not built; only the API is served');
    return;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      } else {
        res.header('cache-control', 'no-cache');
      }
    },
  });
  const landing = await loadLandingPage({
    webRoot: root,
    runtimeConfig: runtimeConfigFor(opts.config, opts.config.defaultTenant),
    log: app.log,
  });
  app.get('/landing', { schema: { hide: true } }, async (request, reply) => {
    const document = await landing?.document();
    reply.header('cache-control', 'no-cache');
    if (!document) return reply.sendFile('index.html');
    reply.header('etag', document.etag);
    if (request.headers['if-none-match'] === document.etag) return reply.code(304).send();
    return reply.type('text/html; charset=utf-8').send(document.html);
  });
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (serverPaths.test(url)) return reply.callNotFound();
    // Files were registered as routes above; what is left is an app route or a missing asset.
    if (url.startsWith('/assets/')) return reply.callNotFound();
    if (url === '/iframe') {
      // The read-only embed is meant for learning platforms: any site may frame it.
      const csp = String(reply.getHeader('content-security-policy') ?? '');
      reply.header('content-security-policy', csp.replace(/frame-ancestors [^;]*/, 'frame-ancestors *'));
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
});
