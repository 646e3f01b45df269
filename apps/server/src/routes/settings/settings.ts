import { changeSettingSchema, changeSettingsSchema, itemsOf, settingSchema } from '@tafino/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, scopeOf } from '../../plugins/external/auth.ts';

const listSchema = itemsOf(settingSchema);
const tags = ['settings'];
const security = [{ bearer: [] }];

/** ABP setting management: read effective values, change them per user, tenant or globally. */
export async function settingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { settings } = app.repositories;
  const asItems = (values: Record<string, string | null>) => ({
    items: Object.entries(values).map(([name, value]) => ({ name, value })),
  });
  const user = (r: FastifyRequest) => scopeOf(requireUser(r));
  const tenant = (r: FastifyRequest) => ({ tenantId: r.tenant.id });
  const signedIn = { access: 'user' } as const;
  const admin = { access: 'admin' } as const;
  // Global values reach every tenant, so only admins of the host (default) tenant may touch them.
  const hostAdmin = { access: 'host-admin' } as const;

  app.get(
    '/by-current-user',
    { config: signedIn, schema: { tags, security, response: { 200: listSchema } } },
    async (request) => asItems(await settings.effective(user(request))),
  );
  app.get(
    '/by-current-tenant',
    { config: signedIn, schema: { tags, security, response: { 200: listSchema } } },
    async (request) => asItems(await settings.effective(tenant(request))),
  );
  app.get(
    '/by-global',
    { config: hostAdmin, schema: { tags, security, response: { 200: listSchema } } },
    async () => asItems(await settings.atLevel(null)),
  );

  const noContent = { 204: z.null() };
  app.put(
    '/change-current-user-single',
    { config: signedIn, schema: { tags, security, body: changeSettingSchema, response: noContent } },
    async (request, reply) => {
      await settings.change(user(request), [request.body]);
      return reply.status(204).send(null);
    },
  );
  app.put(
    '/change-current-user',
    { config: signedIn, schema: { tags, security, body: changeSettingsSchema, response: noContent } },
    async (request, reply) => {
      await settings.change(user(request), request.body);
      return reply.status(204).send(null);
    },
  );
  app.put(
    '/change-current-tenant',
    { config: admin, schema: { tags, security, body: changeSettingsSchema, response: noContent } },
    async (request, reply) => {
      await settings.change(tenant(request), request.body);
      return reply.status(204).send(null);
    },
  );
  app.put(
    '/change-global',
    { config: hostAdmin, schema: { tags, security, body: changeSettingsSchema, response: noContent } },
    async (request, reply) => {
      await settings.change(null, request.body);
      return reply.status(204).send(null);
    },
  );
}
