import type { WidgetDto } from '@tafino/shared';
import {
  createDesktopSchema,
  createWidgetSchema,
  desktopSchema,
  isShareCode,
  itemsOf,
  normalizeShareCode,
  setShareCodeSchema,
  updateDesktopSchema,
  updateWidgetSchema,
  uuidSchema,
  widgetSchema,
} from '@tafino/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cloneDesktop } from '../../domain/desktops/clone-desktop.ts';
import { releaseWidgetAssets } from '../../domain/widgets/release-assets.ts';
import { conflict, HttpError, notFound } from '../../lib/errors.ts';
import type { Owner } from '../../plugins/app/desktops.ts';

const tags = ['desktops'];
const security = [{ bearer: [] }];
const idParams = z.strictObject({ id: uuidSchema });
const widgetParams = z.strictObject({ id: uuidSchema, widgetId: uuidSchema });
const noContent = { 204: z.null() };
const desktopNotFound = () => notFound('Der Desktop');
const shareCodeNotFound = () =>
  new HttpError(
    404,
    'NotFound',
    'Zu diesem Code wurde keine geteilte Tafel gefunden. Bitte prüfen Sie die Eingabe.',
  );
const tooManyAttempts = () =>
  new HttpError(429, 'TooManyRequests', 'Zu viele ungültige Codes. Bitte warten Sie einige Minuten.');
const shareCodeParams = z.strictObject({
  code: z.string().max(32).transform(normalizeShareCode).refine(isShareCode, 'Ungültiger Code.'),
});

// Failed share-code lookups per user and per address; with 31^8 codes, guessing is useless.
const SHARE_CODE_FAILURES_PER_USER = 20;
const SHARE_CODE_FAILURES_PER_ADDRESS = 60;
function shareCodeThrottleKeys(request: FastifyRequest) {
  return [
    ...(request.principal
      ? [{ key: `share-code:user:${request.principal.userId}`, limit: SHARE_CODE_FAILURES_PER_USER }]
      : []),
    { key: `share-code:ip:${request.ip}`, limit: SHARE_CODE_FAILURES_PER_ADDRESS },
  ];
}
const widgetNotFound = () => notFound('Das Widget');

/** Desktops and their widgets (spec section 7): a user sees and changes only their own. */
export async function desktopsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { desktops } = app.services;
  const { throttle } = app.services;
  app.addHook('onRequest', app.requireUser);
  const owner = (r: FastifyRequest): Owner => ({
    tenantId: r.principal!.tenantId,
    userId: r.principal!.userId,
  });
  const cloner = (r: FastifyRequest) => ({ ...owner(r), name: r.principal!.name });
  // The widgets are gone either way; a failure to let go of their files is logged, and a
  // later removal catches up.
  const releaseAssets = async (request: FastifyRequest, assetIds: string[]) => {
    try {
      await releaseWidgetAssets(app.services.database.db, app.assetServices.assets, owner(request), assetIds);
    } catch (err) {
      request.log.error({ err, assetIds }, 'linked assets not released');
    }
  };

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
      const linked = await desktops.delete(owner(request), request.params.id);
      if (!linked) throw desktopNotFound();
      await releaseAssets(request, linked);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/:id/widgets',
    { schema: { tags, security, params: idParams, response: { 200: itemsOf(widgetSchema) } } },
    async (request, reply) => {
      const json = await desktops.listWidgetsJson(owner(request), request.params.id);
      if (json === undefined) throw desktopNotFound();
      // Already JSON from the database: sent as it is (the schema documents its shape).
      return reply.type('application/json; charset=utf-8').send(json as unknown as { items: WidgetDto[] });
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
      const updated = await desktops.updateWidget(
        owner(request),
        request.params.id,
        widgetId,
        extraProperties,
      );
      if (!updated) throw widgetNotFound();
      // A replaced picture or sound is no longer linked: let go of the old file.
      if (updated.droppedAssetIds.length > 0) await releaseAssets(request, updated.droppedAssetIds);
      return updated.widget;
    },
  );

  app.patch(
    '/:id/:widgetId/remove-widget',
    { schema: { tags, security, params: widgetParams, response: noContent } },
    async (request, reply) => {
      const { id, widgetId } = request.params;
      const linked = await desktops.removeWidget(owner(request), id, widgetId);
      if (!linked) throw widgetNotFound();
      await releaseAssets(request, linked);
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/:id/set-share-code',
    {
      schema: {
        tags,
        security,
        description:
          'Creates or renews the share code (the server draws it). `cloneShareActionCode: null` revokes it.',
        params: idParams,
        body: setShareCodeSchema,
        response: { 200: desktopSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const revoke = request.body.cloneShareActionCode === null;
      if (!(await desktops.setShareCode(owner(request), id, revoke))) throw desktopNotFound();
      return (await desktops.get(owner(request), id))!;
    },
  );

  app.post(
    '/clone-by-share-code/:code',
    {
      schema: {
        tags,
        security,
        description:
          'Copies a shared desktop of the same tenant for the current user. Attempts are rate-limited.',
        params: shareCodeParams,
        response: { 200: desktopSchema },
      },
    },
    async (request) => {
      const keys = shareCodeThrottleKeys(request);
      if (await throttle.isLimited(keys)) throw tooManyAttempts();
      const source = await desktops.findByShareCode(request.principal!.tenantId, request.params.code);
      if (!source) {
        await throttle.count(keys.map((k) => k.key));
        throw shareCodeNotFound();
      }
      const cloneId = await cloneDesktop(app.services.database.db, source, cloner(request), {
        keepClassCode: false,
      });
      return (await desktops.get(owner(request), cloneId))!;
    },
  );

  app.post(
    '/clone-from/:sourceDesktopId',
    {
      schema: {
        tags,
        security,
        description: "Copies one of the current user's own desktops.",
        params: z.strictObject({ sourceDesktopId: uuidSchema }),
        response: { 200: desktopSchema },
      },
    },
    async (request) => {
      const source = await desktops.findOwnSource(owner(request), request.params.sourceDesktopId);
      if (!source) throw desktopNotFound();
      const cloneId = await cloneDesktop(app.services.database.db, source, cloner(request), {
        keepClassCode: true,
      });
      return (await desktops.get(owner(request), cloneId))!;
    },
  );
}

/** Read-only access by share code for embedding (/iframe): no sign-in, rate-limited per address. */
export async function sharedDesktopRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { desktops } = app.services;
  const { throttle } = app.services;
  app.get(
    '/by-share-code/:code',
    {
      schema: {
        tags,
        description: 'A shared desktop and its widgets as prepared (no lesson state, no pupil names).',
        params: shareCodeParams,
        response: { 200: z.object({ desktop: desktopSchema, widgets: z.array(widgetSchema) }) },
      },
    },
    async (request) => {
      const keys = shareCodeThrottleKeys(request);
      if (await throttle.isLimited(keys)) throw tooManyAttempts();
      const shared = await desktops.readOnlyByShareCode(request.tenant.id, request.params.code);
      if (!shared) {
        await throttle.count(keys.map((k) => k.key));
        throw shareCodeNotFound();
      }
      return shared;
    },
  );
}
