import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** Storage operations whose failures are counted. */
const STORAGE_OPERATIONS = ['put', 'get', 'read', 'head', 'delete', 'deletePrefix', 'list'] as const;

const sha256 = (value: string) => createHash('sha256').update(value).digest();

/**
 * Prometheus metrics (prom-client), one registry per app instance: requests by route pattern
 * (never the raw URL, which carries ids and capability secrets), method and status; their
 * latency; the database pool; widget-list cache hits and misses; storage errors; process
 * metrics. Served at GET /metrics on the public listener only with METRICS_TOKEN (Bearer;
 * 404 while it is unset), and on METRICS_PORT (METRICS_HOST, default 127.0.0.1) as a listener
 * of its own. Nothing is collected while neither is configured.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const { token, port, host } = app.config.metrics;
    const enabled = Boolean(token || port);
    const expected = token ? sha256(token) : undefined;
    const authorized = (header: string | undefined) => {
      if (!expected) return true;
      const match = /^Bearer\s+(.+)$/i.exec(header ?? '');
      return Boolean(match?.[1] && timingSafeEqual(sha256(match[1].trim()), expected));
    };

    const registry = new Registry();
    if (enabled) register(app, registry);

    app.get('/metrics', { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
      if (!token) return notFound(reply);
      if (!authorized(request.headers.authorization)) {
        return reply
          .status(401)
          .header('www-authenticate', 'Bearer')
          .send({ error: { code: 'Unauthorized', message: 'Bitte melden Sie sich an.' } });
      }
      return reply
        .header('cache-control', 'no-store')
        .type(registry.contentType)
        .send(await registry.metrics());
    });

    if (port) {
      const server = http.createServer((req, res) => {
        if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
          res.writeHead(404).end();
          return;
        }
        if (!authorized(req.headers.authorization)) {
          res.writeHead(401, { 'www-authenticate': 'Bearer' }).end();
          return;
        }
        registry.metrics().then(
          (text) =>
            res
              .writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' })
              .end(text),
          (err) => {
            app.log.warn({ err }, 'metrics collection failed');
            res.writeHead(500).end();
          },
        );
      });
      app.addHook(
        'onReady',
        () =>
          new Promise<void>((resolve, reject) => {
            server.once('error', reject);
            server.listen(port, host, () => {
              server.off('error', reject);
              app.log.info({ host, port }, 'metrics listener started');
              resolve();
            });
          }),
      );
      app.addHook(
        'onClose',
        () =>
          new Promise<void>((resolve) => {
            server.closeAllConnections();
            server.close(() => resolve());
            if (!server.listening) resolve();
          }),
      );
    }
  },
  { name: 'metrics', dependencies: ['config', 'database', 'widget-lists'] },
);

function notFound(reply: FastifyReply) {
  return reply
    .status(404)
    .send({ error: { code: 'NotFound', message: 'Die angeforderte Adresse wurde nicht gefunden.' } });
}

function register(app: FastifyInstance, registry: Registry) {
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to answer, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    // The route as declared ('/api/platform/desktops/:id'); requests no route matched share one label.
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status_code: String(reply.statusCode),
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });

  const { database, widgetLists } = app;
  new Gauge({
    name: 'tafino_db_pool_connections',
    help: 'Database connections: open (total), idle, and callers waiting for one. PGlite has exactly one.',
    labelNames: ['state', 'kind'] as const,
    registers: [registry],
    collect() {
      const stats = database.poolStats();
      for (const state of ['total', 'idle', 'waiting'] as const) {
        this.set({ state, kind: database.kind }, stats[state]);
      }
    },
  });
  new Counter({
    name: 'tafino_widget_list_cache_lookups_total',
    help: 'Widget-list lookups answered from memory (hit) or from the database (miss).',
    labelNames: ['result'] as const,
    registers: [registry],
    collect() {
      this.reset();
      this.inc({ result: 'hit' }, widgetLists.stats.hits);
      this.inc({ result: 'miss' }, widgetLists.stats.misses);
    },
  });

  const storageErrors = new Counter({
    name: 'tafino_storage_errors_total',
    help: 'Blob storage operations that failed, by operation and driver.',
    labelNames: ['operation', 'driver'] as const,
    registers: [registry],
  });
  // The storage is created by the assets plugin, registered later: its operations are counted
  // once everything is loaded (wrapping the instance, shared by every user of it).
  app.addHook('onReady', async () => {
    const storage = (app as { assetServices?: { storage?: object } }).assetServices?.storage as
      | (Record<string, unknown> & { kind?: string })
      | undefined;
    if (!storage) return;
    for (const operation of STORAGE_OPERATIONS) {
      const original = storage[operation];
      if (typeof original !== 'function') continue;
      storage[operation] = async (...args: unknown[]) => {
        try {
          return await original.apply(storage, args);
        } catch (error) {
          storageErrors.inc({ operation, driver: storage.kind ?? 'unknown' });
          throw error;
        }
      };
    }
  });
}
