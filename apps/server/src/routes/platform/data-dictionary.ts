import {
  createDataItemSchema,
  createDataSchema,
  dataByNameParamsSchema,
  dataItemParamsSchema,
  dataListSchema,
  dataParamsSchema,
  dataSchema,
  listDatasQuerySchema,
  pagedDatasSchema,
  updateDataItemSchema,
  updateDataSchema,
} from '@tafino/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const tags = ['data-dictionary'];
const security = [{ bearer: [] }];

/**
 * The platform data dictionary (spec section 7, /api/platform/datas): the curated lists of a school
 * (subjects and their colours, class duties, methods, event symbols) and lists of its own. The shipped
 * lists are the default; a tenant admin's change is stored for the tenant and read over them. Every
 * signed-in user of the tenant reads (the widgets' choosers do).
 */
export async function dataDictionaryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.commands.dataDictionary;
  const signedIn = { access: 'user' } as const;
  const admin = { access: 'admin' } as const;
  const tenant = (request: FastifyRequest) => ({ tenantId: request.tenant.id });

  app.get(
    '/',
    {
      config: signedIn,
      schema: {
        tags,
        security,
        description:
          "A page of the tenant's lists with their entries (shipped lists with the tenant's changes, then its own lists): Filter searches the names of lists and entries; Sorting by name, displayName or creationTime (asc/desc).",
        querystring: listDatasQuerySchema,
        response: { 200: pagedDatasSchema },
      },
    },
    async (request) => service.page(tenant(request), request.query),
  );

  app.post(
    '/',
    {
      config: admin,
      schema: {
        tags,
        security,
        description:
          "Creates a list of the tenant's own (tenant admin). Names are unique in the tenant, shipped names included.",
        body: createDataSchema,
        response: { 200: dataSchema },
      },
    },
    async (request) => service.create(tenant(request), request.body),
  );

  app.get(
    '/all',
    {
      config: signedIn,
      schema: {
        tags,
        security,
        description: 'Every list of the tenant with its entries, as the widgets read them.',
        response: { 200: dataListSchema },
      },
    },
    async (request) => ({ items: await service.all(tenant(request)) }),
  );

  app.get(
    '/by-name/:name',
    {
      config: signedIn,
      schema: {
        tags,
        security,
        description: 'One list by its name (e.g. subjects, class-duties, methods, event-symbols).',
        params: dataByNameParamsSchema,
        response: { 200: dataSchema },
      },
    },
    async (request) => service.byName(tenant(request), request.params.name),
  );

  app.get(
    '/:id',
    {
      config: signedIn,
      schema: {
        tags,
        security,
        description: 'One list with its entries.',
        params: dataParamsSchema,
        response: { 200: dataSchema },
      },
    },
    async (request) => service.get(tenant(request), request.params.id),
  );

  app.put(
    '/:id',
    {
      config: admin,
      schema: {
        tags,
        security,
        description:
          "Changes a list's display name and description (tenant admin); a shipped list becomes the tenant's copy.",
        params: dataParamsSchema,
        body: updateDataSchema,
        response: { 200: dataSchema },
      },
    },
    async (request) => service.update(tenant(request), request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      config: admin,
      schema: {
        tags,
        security,
        description:
          "Deletes a list of the tenant's own; for a shipped list, drops the tenant's changes, so it reads as shipped again (tenant admin).",
        params: dataParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.remove(tenant(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/:id/items',
    {
      config: admin,
      schema: {
        tags,
        security,
        description:
          'Adds an entry (tenant admin); the value must fit the list (a colour token, a number 1–4, or empty). The name of a shipped entry the tenant removed puts it back.',
        params: dataParamsSchema,
        body: createDataItemSchema,
        response: { 200: dataSchema },
      },
    },
    async (request) => service.addItem(tenant(request), request.params.id, request.body),
  );

  app.put(
    '/:id/items/:name',
    {
      config: admin,
      schema: {
        tags,
        security,
        description:
          "Changes an entry (tenant admin): display name, value, description, edition; the name (the widgets' key) stays.",
        params: dataItemParamsSchema,
        body: updateDataItemSchema,
        response: { 200: dataSchema },
      },
    },
    async (request) =>
      service.updateItem(tenant(request), request.params.id, request.params.name, request.body),
  );

  app.delete(
    '/:id/items/:name',
    {
      config: admin,
      schema: {
        tags,
        security,
        description: 'Removes an entry (tenant admin); a shipped entry can be put back with POST items.',
        params: dataItemParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.removeItem(tenant(request), request.params.id, request.params.name);
      return reply.status(204).send(null);
    },
  );
}
