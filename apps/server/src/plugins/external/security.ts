import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.ts';

/**
 * Security headers. The CSP allows only this origin (plus the external identity provider
 * when configured); embedded third-party frames load only after the user consented.
 */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { config: AppConfig }) => {
  const issuerOrigin =
    opts.config.identity.kind === 'external' ? new URL(opts.config.identity.issuer).origin : undefined;
  await app.register(helmet, {
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

  // Answers carry user data unless a route says otherwise: no shared cache (proxy, CDN) may keep
  // them and the browser must not store them. Routes with their own rule keep it: capability-URL
  // assets (asset-content.ts), the public gallery files (gallery.ts), the SPA's files (web.ts).
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
    return payload;
  });
});
