import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from '../../config.ts';
import { SERVER_PATHS } from './web.ts';

/**
 * Security headers. The CSP allows only this origin (plus the external identity provider
 * when configured); embedded third-party frames load only after the user consented.
 */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { config: AppConfig }) => {
  const issuerOrigin =
    opts.config.identity.kind === 'external' ? new URL(opts.config.identity.issuer).origin : undefined;
  const headers = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'base-uri': ["'self'"],
        'object-src': ["'none'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'media-src': ["'self'", 'blob:'],
        'font-src': ["'self'"],
        'connect-src': ["'self'", ...(issuerOrigin ? [issuerOrigin] : [])],
        'frame-src': ["'self'", 'https:'],
        'frame-ancestors': ["'self'"],
        'form-action': ["'self'", ...(issuerOrigin ? [issuerOrigin] : [])],
        'worker-src': ["'self'", 'blob:'],
      },
    },
    // Same-origin framing only; the SPA's /iframe page widens frame-ancestors (see web.ts).
    frameguard: false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: opts.config.origin.startsWith('https:'),
  });
  // The same set on every answer, computed once: building it per request (as the Fastify adapter does,
  // parsing the CSP each time) cost about a tenth of the CPU of a widget write.
  const entries = Object.entries(headers);
  app.addHook('onRequest', async (request, reply) => {
    // The embedded identity provider (a Koa app under /oidc) writes its answers to the raw response.
    if (request.url.startsWith('/oidc'))
      for (const [name, value] of entries) reply.raw.setHeader(name, value);
    else reply.headers(headers);
  });

  // Scripts, stylesheets, fonts and raster images of the web build are never rendered as a document, so
  // the headers that only a document obeys (its CSP, opener and agent-cluster isolation, referrer
  // policy, the legacy X- switches) would only cost bytes: about 650 of 990 on each of the board's
  // 40-odd files over HTTP/1.1. `nosniff` and the resource policy stay; HTML, SVG (a document when
  // opened) and every /api answer keep the whole set.
  app.addHook('onSend', async (request, reply, payload) => {
    if (isSubresourceOnly(request.url, String(reply.getHeader('content-type') ?? ''))) {
      for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    }
    return payload;
  });

  // Answers carry user data unless a route says otherwise: no shared cache (proxy, CDN) may keep
  // them and the browser must not store them. Routes with their own rule keep it: capability-URL
  // assets (asset-content.ts), the public gallery files (gallery.ts), the SPA's files (web.ts).
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
    return payload;
  });
});

/** Headers only a document obeys (helmet's set minus nosniff and the resource policy). */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

const subresourceTypes =
  /^(application\/javascript|text\/javascript|text\/css|font\/|image\/(png|jpeg|webp|avif|gif|x-icon))/i;

/** A file of the web build that a browser only ever uses as a subresource (never renders as a page). */
export function isSubresourceOnly(url: string, contentType: string): boolean {
  return !SERVER_PATHS.test(url) && subresourceTypes.test(contentType);
}

/** The headers helmet sets for these options, as a plain object (run once against a recording response). */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}
