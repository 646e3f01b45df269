import { applicationConfigurationSchema } from '@tafino/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publishedRuntimeConfig } from '../../lib/runtime-config.ts';

/**
 * What the SPA needs at boot: the current user and tenant, effective settings, and the
 * runtime configuration from environment variables (so no rebuild is needed to change it).
 */
export async function applicationConfigurationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config } = app;
  const { settings, versions } = app.repositories;

  app.get(
    '/application-configuration',
    { schema: { tags: ['configuration'], response: { 200: applicationConfigurationSchema } } },
    async (request, reply) => {
      const user = request.principal;
      reply.header('cache-control', 'no-store');
      const runtimeConfig = await publishedRuntimeConfig(config, versions, request.tenant.name);
      return {
        currentUser: {
          isAuthenticated: Boolean(user),
          id: user?.userId ?? null,
          userName: user?.email ?? null,
          name: user?.name || null,
          email: user?.email ?? null,
          roles: user?.roles ?? [],
          tenantId: user?.tenantId ?? null,
        },
        currentTenant: { id: request.tenant.id, name: request.tenant.name, isAvailable: true },
        setting: {
          values: await settings.effective(
            user ? { tenantId: request.tenant.id, userId: user.userId } : { tenantId: request.tenant.id },
          ),
        },
        runtimeConfig,
      };
    },
  );
}
