import {
  changeSettingSchema,
  changeSettingsSchema,
  itemsOf,
  OssSettingNames,
  settingSchema,
  tenantSettingSchema,
} from '@tafino/shared';
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
  /** The user's other open windows load their settings again (the default background, live). */
  const changedForUser = (request: FastifyRequest, names: string[]) => {
    const { tenantId, userId } = user(request);
    app.live.publishToUser(`${tenantId}:${userId}`, { type: 'settings.changed', names });
  };
  const signedIn = { access: 'user' } as const;
  const admin = { access: 'admin' } as const;
  // Global values reach every tenant, so only admins of the host (default) tenant may touch them.
  const hostAdmin = { access: 'host-admin' } as const;

  app.get(
    '/by-current-user',
    {
      config: signedIn,
      schema: {
        tags,
        security,
        description:
          "The effective settings of the signed-in user: the user's value, else the tenant's, else the global one, else the default.",
        response: { 200: listSchema },
      },
    },
    async (request) => asItems(await settings.effective(user(request))),
  );
  app.get(
    '/by-current-tenant',
    {
      config: signedIn,
      schema: {
        tags,
        security,
        description:
          "The effective settings of the caller's tenant: the tenant's value, else the global one, else the default; `stored` says whether the tenant itself stored the value (false: inherited).",
        response: { 200: itemsOf(tenantSettingSchema) },
      },
    },
    async (request) => {
      const [effective, own] = await Promise.all([
        settings.effective(tenant(request)),
        settings.atLevel(tenant(request)),
      ]);
      return {
        items: Object.entries(effective).map(([name, value]) => ({ name, value, stored: name in own })),
      };
    },
  );
  app.get(
    '/by-global',
    {
      config: hostAdmin,
      schema: {
        tags,
        security,
        description: 'The values stored globally (host admin).',
        response: { 200: listSchema },
      },
    },
    async () => asItems(await settings.atLevel(null)),
  );

  const noContent = { 204: z.null() };
  app.put(
    '/change-current-user-single',
    {
      config: signedIn,
      schema: {
        tags,
        security,
        description:
          "Changes one setting of the signed-in user (name, value; null removes the user's value). Unknown names are refused.",
        body: changeSettingSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      await settings.change(user(request), [request.body]);
      changedForUser(request, [request.body.name]);
      return reply.status(204).send(null);
    },
  );
  app.put(
    '/change-current-user',
    {
      config: signedIn,
      schema: {
        tags,
        security,
        description: 'Changes settings of the signed-in user (a list of name and value).',
        body: changeSettingsSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      await settings.change(user(request), request.body);
      changedForUser(
        request,
        request.body.map((item) => item.name),
      );
      return reply.status(204).send(null);
    },
  );
  app.put(
    '/change-current-tenant',
    {
      config: admin,
      schema: {
        tags,
        security,
        description: "Changes settings of the caller's tenant (tenant admin).",
        body: changeSettingsSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      await settings.change(tenant(request), request.body);
      return reply.status(204).send(null);
    },
  );
  app.put(
    '/change-global',
    {
      config: hostAdmin,
      schema: {
        tags,
        security,
        description: 'Changes global settings, the default of every tenant (host admin).',
        body: changeSettingsSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      await settings.change(null, request.body);
      return reply.status(204).send(null);
    },
  );
}

/**
 * oss-management settings (spec section 7): the storage settings that apply, read-only, from the
 * server's configuration (driver, per-user upload limit in MB, largest request). Tenant admins read
 * theirs, the host admin the global ones.
 */
export async function ossSettingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const values = () => ({
    items: [
      { name: OssSettingNames.StorageDriver, value: app.config.storage.kind },
      { name: OssSettingNames.FileLimitLength, value: String(app.config.uploadLimitMb) },
      { name: OssSettingNames.MaxRequestBytes, value: String(app.config.bodyLimit) },
    ],
  });
  app.get(
    '/by-current-tenant',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        security,
        description: "The storage settings that apply to the caller's tenant (tenant admin; read-only).",
        response: { 200: listSchema },
      },
    },
    async () => values(),
  );
  app.get(
    '/by-global',
    {
      config: { access: 'host-admin' },
      schema: {
        tags,
        security,
        description: 'The storage settings of the installation (host admin; read-only).',
        response: { 200: listSchema },
      },
    },
    async () => values(),
  );
}
