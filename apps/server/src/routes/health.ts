import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

const statusSchema = z.object({ status: z.enum(['ok', 'unavailable']), database: z.string().optional() });

/** Liveness (process up) and readiness (database reachable) for load balancers. */
export async function healthRoutes(app: FastifyInstance) {
  app.get(
    '/healthz',
    { schema: { tags: ['health'], response: { 200: statusSchema } }, logLevel: 'warn' },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/readyz',
    { schema: { tags: ['health'], response: { 200: statusSchema, 503: statusSchema } }, logLevel: 'warn' },
    async (_request, reply) => {
      const { database } = app;
      const ok = await database.ping();
      return reply
        .status(ok ? 200 : 503)
        .send({ status: ok ? 'ok' : 'unavailable', database: database.kind });
    },
  );
}
