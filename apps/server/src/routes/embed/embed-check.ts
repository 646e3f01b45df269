import { embedCheckRequestSchema, embedCheckSchema } from '@tafino/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/errors.ts';
import { requireUser } from '../../plugins/external/auth.ts';

const tooManyChecks = () =>
  new HttpError(429, 'TooManyRequests', 'Zu viele Prüfungen. Bitte versuchen Sie es später erneut.');

/** "Webinhalt": may the app frame this page? */
export async function embedRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/embed-check',
    {
      config: { access: 'user' },
      schema: {
        tags: ['widgets'],
        security: [{ bearer: [] }],
        description:
          'Asks the page at `url` (http or https) whether the app may frame it (X-Frame-Options, CSP frame-ancestors). Only public addresses are contacted, also after redirects; headers only, a short timeout. Rate-limited per user.',
        body: embedCheckRequestSchema,
        response: { 200: embedCheckSchema },
      },
    },
    async (request) => {
      const result = await app.embedChecks.check(requireUser(request), request.body.url);
      if (result === 'limited') throw tooManyChecks();
      return { status: result.status };
    },
  );
}
