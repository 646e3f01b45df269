import { apiDefinitionQuerySchema, apiDefinitionSchema } from '@tafino/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { buildApiDefinition, type OpenApiDocument } from '../../lib/api-definition.ts';

/**
 * ABP's API description (modules → controllers → actions with method, URL, parameters and return
 * value), generated from the OpenAPI document of the registered routes, like /api/docs. Public,
 * as /api/docs is: it describes the routes, not anyone's data.
 */
export async function apiDefinitionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The routes do not change once the server is ready: built once per variant.
  const built = new Map<boolean, ReturnType<typeof buildApiDefinition>>();

  app.get(
    '/api-definition',
    {
      schema: {
        tags: ['configuration'],
        description:
          "The API description in ABP's shape, generated from the routes; IncludeTypes=true adds the object types of bodies and answers.",
        querystring: apiDefinitionQuerySchema,
        response: { 200: apiDefinitionSchema },
      },
    },
    async (request) => {
      const includeTypes = request.query.IncludeTypes ?? false;
      let definition = built.get(includeTypes);
      if (!definition) {
        definition = buildApiDefinition(app.swagger() as OpenApiDocument, { includeTypes });
        built.set(includeTypes, definition);
      }
      return definition;
    },
  );
}
