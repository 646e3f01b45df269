import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.ts';

/** OpenAPI document generated from the route schemas, browsable at /api/docs. */
export const swaggerPlugin = fp(async (app: FastifyInstance, opts: { config: AppConfig }) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'TAFINO API',
        description: 'Desktops, widgets, settings and configuration of the TAFINO classroom board.',
        version: opts.config.runtime.appVersion,
      },
      servers: [{ url: opts.config.origin }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
    },
    transform: jsonSchemaTransform,
    hideUntagged: false,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true },
    staticCSP: false,
    transformSpecificationClone: true,
  });
});
