import { changeSettingSchema, changeSettingsSchema, itemsOf, settingSchema } from '@tafino/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../lib/errors.ts';
import type { SettingScope } from '../../plugins/app/settings.ts';

const listSchema = itemsOf(settingSchema);
const tags = ['settings'];
const security = [{ bearer: [] }];

/** ABP setting management: read effective values, change them per user, tenant or globally. */
export async function settingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { settings } = app.services;
  const asItems = (values: Record<string, string | null>) => ({
    items: Object.entries(values).map(([name, value]) => ({ name, value })),
  });
  const userScope = (r: FastifyRequest): SettingScope => ({
    provider: 'U',
    tenantId: r.principal!.tenantId,
    userId: r.principal!.userId,
  });
  const tenantScope = (r: FastifyRequest): SettingScope => ({ provider: 'T', tenantId: r.tenant.id });
  // Global values reach every tenant, so only admins of the host (default) tenant may touch them.
  const requireHostAdmin = async (request: FastifyRequest) => {
    await app.requireAdmin(request);
    if (request.tenant.name !== app.services.config.defaultTenant) throw forbidden();
  };

  app.get(
    '/by-current-user',
    { onRequest: app.requireUser, schema: { tags, security, response: { 200: listSchema } } },
    async (request) => asItems(await settings.effective(request.tenant.id, request.principal!.userId)),
  );
  app.get(
    '/by-current-tenant',
    { onRequest: app.requireUser, schema: { tags, security, response: { 200: listSchema } } },
    async (request) => asItems(await settings.effective(request.tenant.id)),
  );
  app.get(
    '/by-global',
    { onRequest: requireHostAdmin, schema: { tags, security, response: { 200: listSchema } } },
    async () => asItems(await settings.atScope({ provider: 'G' })),
  );

  const noContent = { 204: z.null() };
  app.put(
    '/change-current-user-single',
    {
      onRequest: app.requireUser,
      schema: { tags, security, body: changeSettingSchema, response: noContent },
    },
    async (request, reply) => {
      await settings.change(userScope(request), [request.body]);
      return reply.status(204).send(null);
    },
  );
  app.put(
    '/change-current-user',
    {
      onRequest: app.requireUser,
      schema: { tags, security, body: changeSettingsSchema, response: noContent },
    },
    async (request, reply) => {
      await settings.change(userScope(request), request.body);
      return reply.status(204).send(null);
    },
  );
  app.put(
    '/change-current-tenant',
    {
      onRequest: app.requireAdmin,
      schema: { tags, security, body: changeSettingsSchema, response: noContent },
    },
    async (request, reply) => {
      await settings.change(tenantScope(request), request.body);
      return reply.status(204).send(null);
    },
  );
  app.put(
    '/change-global',
    {
      onRequest: requireHostAdmin,
      schema: { tags, security, body: changeSettingsSchema, response: noContent },
    },
    async (request, reply) => {
      await settings.change({ provider: 'G' }, request.body);
      return reply.status(204).send(null);
    },
  );
}
