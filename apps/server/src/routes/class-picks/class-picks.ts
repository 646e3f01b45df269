import {
  changeClassPicksSchema,
  classPicksLookupSchema,
  classPicksParamsSchema,
  classPicksQuerySchema,
  classPicksSchema,
  effectiveEdition,
} from '@tafino/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, scopeOf } from '../../plugins/external/auth.ts';

const tags = ['class-picks'];
const security = [{ bearer: [] }];

/**
 * Who of the teacher's class was already picked, across widgets and desktops, until "Neue Runde".
 * Names travel only in bodies (a lookup is a POST for that reason), never in paths, queries or logs.
 */
export async function classPicksRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const picks = app.commands.classPicks;
  const config = { access: 'user' } as const;
  const user = (r: FastifyRequest) => scopeOf(requireUser(r));
  const classKey = (r: {
    params: { classCode: string };
    query: { productEdition?: string | undefined };
  }) => ({
    edition: effectiveEdition(r.query.productEdition),
    classCode: r.params.classCode,
  });
  const params = classPicksParamsSchema;
  const querystring = classPicksQuerySchema;

  app.post(
    '/:classCode/lookup',
    {
      config,
      schema: {
        tags,
        security,
        description:
          "Which of the given names (the class list as shown) were already picked in the teacher's class.",
        params,
        querystring,
        body: classPicksLookupSchema,
        response: { 200: classPicksSchema },
      },
    },
    async (request) => ({ picked: await picks.lookup(user(request), classKey(request), request.body.names) }),
  );

  app.patch(
    '/:classCode',
    {
      config,
      schema: {
        tags,
        security,
        description: 'Records names as picked (add) and takes names back (remove).',
        params,
        querystring,
        body: changeClassPicksSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await picks.change(user(request), classKey(request), request.body.add, request.body.remove);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/:classCode',
    {
      config,
      schema: {
        tags,
        security,
        description: '"Neue Runde": forgets every pick of the class.',
        params,
        querystring,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await picks.clear(user(request), classKey(request));
      return reply.status(204).send(null);
    },
  );
}
