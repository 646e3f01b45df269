import {
  createDesktopSchema,
  createWidgetSchema,
  desktopSchema,
  itemsOf,
  setShareCodeSchema,
  updateDesktopSchema,
  updateWidgetSchema,
  uuidSchema,
  widgetSchema,
} from '@tafino/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conflict, HttpError, notFound } from '../../lib/errors.ts';
import type { Owner } from '../../plugins/app/desktops.ts';

const tags = ['desktops'];
const security = [{ bearer: [] }];
const idParams = z.strictObject({ id: uuidSchema });
const widgetParams = z.strictObject({ id: uuidSchema, widgetId: uuidSchema });
const noContent = { 204: z.null() };
const desktopNotFound = () => notFound('Der Desktop');
const widgetNotFound = () => notFound('Das Widget');

/** Desktops and their widgets (spec section 7): a user sees and changes only their own. */
export async function desktopsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { desktops } = app.services;
  app.addHook('preHandler', app.requireUser);
  const owner = (r: FastifyRequest): Owner => ({
    tenantId: r.principal!.tenantId,
    userId: r.principal!.userId,
  });

  app.post(
    '/',
    { schema: { tags, security, body: createDesktopSchema, response: { 200: desktopSchema } } },
    async (request) => desktops.create(owner(request), request.body),
  );

  app.get(
    '/by-user',
    { schema: { tags, security, response: { 200: itemsOf(desktopSchema) } } },
    async (request) => ({ items: await desktops.listByOwner(owner(request)) }),
  );

  app.get(
    '/all',
    {
      schema: {
        tags,
        security,
        description: 'Admins see every desktop of their tenant; everyone else their own.',
        response: { 200: itemsOf(desktopSchema) },
      },
    },
    async (request) => {
      const items = request.principal!.roles.includes('admin')
        ? await desktops.listByTenant(request.principal!.tenantId)
        : await desktops.listByOwner(owner(request));
      return { items };
    },
  );

  app.get(
    '/:id',
    { schema: { tags, security, params: idParams, response: { 200: desktopSchema } } },
    async (request) =>
      (await desktops.get(owner(request), request.params.id)) ?? Promise.reject(desktopNotFound()),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        security,
        params: idParams,
        body: updateDesktopSchema,
        response: { 200: desktopSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const updated = await desktops.update(owner(request), id, request.body);
      if (!updated) throw desktopNotFound();
      return (await desktops.get(owner(request), id))!;
    },
  );

  app.delete(
    '/:id',
    { schema: { tags, security, params: idParams, response: noContent } },
    async (request, reply) => {
      if (!(await desktops.delete(owner(request), request.params.id))) throw desktopNotFound();
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/:id/widgets',
    { schema: { tags, security, params: idParams, response: { 200: itemsOf(widgetSchema) } } },
    async (request) => {
      const items = await desktops.listWidgets(owner(request), request.params.id);
      if (!items) throw desktopNotFound();
      return { items };
    },
  );

  app.patch(
    '/:id/create-widget',
    {
      schema: { tags, security, params: idParams, body: createWidgetSchema, response: { 200: widgetSchema } },
    },
    async (request) => {
      const result = await desktops.createWidget(owner(request), request.params.id, request.body);
      if (result === 'missing') throw desktopNotFound();
      if (result === 'exists') throw conflict('Ein Widget mit dieser ID existiert bereits.');
      return result;
    },
  );

  app.patch(
    '/:id/update-widget',
    {
      schema: { tags, security, params: idParams, body: updateWidgetSchema, response: { 200: widgetSchema } },
    },
    async (request) => {
      const { widgetId, extraProperties } = request.body;
      const widget = await desktops.updateWidget(
        owner(request),
        request.params.id,
        widgetId,
        extraProperties,
      );
      if (!widget) throw widgetNotFound();
      return widget;
    },
  );

  app.patch(
    '/:id/:widgetId/remove-widget',
    { schema: { tags, security, params: widgetParams, response: noContent } },
    async (request, reply) => {
      const { id, widgetId } = request.params;
      if (!(await desktops.removeWidget(owner(request), id, widgetId))) throw widgetNotFound();
      return reply.status(204).send(null);
    },
  );

  const notYet = () =>
    new HttpError(501, 'NotImplemented', 'Das Teilen von Desktops ist noch nicht verfügbar.');
  app.patch(
    '/:id/set-share-code',
    { schema: { tags, security, params: idParams, body: setShareCodeSchema } },
    async () => Promise.reject(notYet()),
  );
  app.post(
    '/clone-by-share-code/:code',
    { schema: { tags, security, params: z.strictObject({ code: z.string().max(64) }) } },
    async () => Promise.reject(notYet()),
  );
  app.post(
    '/clone-from/:sourceDesktopId',
    { schema: { tags, security, params: z.strictObject({ sourceDesktopId: uuidSchema }) } },
    async () => Promise.reject(notYet()),
  );
}
