import type { WidgetDto } from '@tafino/shared';
import {
  createDesktopSchema,
  createWidgetSchema,
  DESKTOP_NAME_TAKEN,
  desktopSchema,
  isShareCode,
  itemsOf,
  normalizeShareCode,
  removeWidgetQuerySchema,
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
import { requireUser, scopeOf } from '../../plugins/external/auth.ts';

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
export const shareCodeParams = z.strictObject({
  code: z.string().max(32).transform(normalizeShareCode).refine(isShareCode, 'Ungültiger Code.'),
});

// Failed share-code lookups per user and per address; with 31^8 codes, guessing is useless.
const SHARE_CODE_FAILURES_PER_USER = 20;
const SHARE_CODE_FAILURES_PER_ADDRESS = 60;
export function shareCodeThrottleKeys(request: FastifyRequest) {
  return [
    ...(request.principal
      ? [{ key: `share-code:user:${request.principal.userId}`, limit: SHARE_CODE_FAILURES_PER_USER }]
      : []),
    { key: `share-code:ip:${request.ip}`, limit: SHARE_CODE_FAILURES_PER_ADDRESS },
  ];
}
const widgetNotFound = () => notFound('Das Widget');
/** A whole replacement based on an older revision: 409 with the current state in `details`. */
const staleWrite = (current: unknown) =>
  new HttpError(
    409,
    'Conflict',
    'Diese Daten wurden inzwischen an einem anderen Gerät geändert.',
    JSON.stringify(current),
  );
const liveDescription =
  ' Optional: `changes` (per-setting changes merged with the stored data instead of the whole data), `baseRevision` (a whole replacement based on an older revision answers 409) and `opId` (a client operation id; a repeated one is applied once). Every write is sent to the live channel.';
/** 409 for a name the user already has (names are unique per user: desktops open by name). */
const nameTaken = <T>(result: T | 'name-taken'): T => {
  if (result === 'name-taken') throw conflict(DESKTOP_NAME_TAKEN);
  return result;
};

/** Desktops and their widgets (spec section 7): a user sees and changes only their own. */
export async function desktopsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { desktops } = app.repositories;
  const commands = app.commands.desktops;
  const config = { access: 'user' } as const;
  const user = (request: FastifyRequest) => scopeOf(requireUser(request));
  const cloner = (request: FastifyRequest) => {
    const principal = requireUser(request);
    return { ...scopeOf(principal), name: principal.name };
  };

  app.post(
    '/',
    {
      config,
      schema: {
        tags,
        security,
        description: 'Creates a desktop; a name the user already has answers 409.',
        body: createDesktopSchema,
        response: { 200: desktopSchema },
      },
    },
    async (request) => nameTaken(await desktops.create(user(request), request.body)),
  );

  app.get(
    '/by-user',
    { config, schema: { tags, security, response: { 200: itemsOf(desktopSchema) } } },
    async (request) => ({ items: await desktops.listByOwner(user(request)) }),
  );

  app.get(
    '/all',
    {
      config,
      schema: {
        tags,
        security,
        description: 'Admins see every desktop of their tenant; everyone else their own.',
        response: { 200: itemsOf(desktopSchema) },
      },
    },
    async (request) => {
      const principal = requireUser(request);
      const items = principal.roles.includes('admin')
        ? await desktops.listByTenant(scopeOf(principal))
        : await desktops.listByOwner(scopeOf(principal));
      return { items };
    },
  );

  app.get(
    '/:id',
    { config, schema: { tags, security, params: idParams, response: { 200: desktopSchema } } },
    async (request) =>
      (await desktops.get(user(request), request.params.id)) ?? Promise.reject(desktopNotFound()),
  );

  app.put(
    '/:id',
    {
      config,
      schema: {
        tags,
        security,
        description: `Changes name, class code and extraProperties (layout meta).${liveDescription}`,
        params: idParams,
        body: updateDesktopSchema,
        response: { 200: desktopSchema },
      },
    },
    async (request) => {
      const result = nameTaken(await commands.updateDesktop(user(request), request.params.id, request.body));
      if (!result) throw desktopNotFound();
      if ('conflict' in result) throw staleWrite(result.conflict);
      return result.value;
    },
  );

  app.delete(
    '/:id',
    { config, schema: { tags, security, params: idParams, response: noContent } },
    async (request, reply) => {
      if (!(await commands.deleteDesktop(user(request), request.params.id, request.log)))
        throw desktopNotFound();
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/:id/widgets',
    { config, schema: { tags, security, params: idParams, response: { 200: itemsOf(widgetSchema) } } },
    async (request, reply) => {
      const json = await desktops.listWidgetsJson(user(request), request.params.id);
      if (json === undefined) throw desktopNotFound();
      // Already JSON from the database: sent as it is (the schema documents its shape).
      return reply.type('application/json; charset=utf-8').send(json as unknown as { items: WidgetDto[] });
    },
  );

  app.patch(
    '/:id/create-widget',
    {
      config,
      schema: { tags, security, params: idParams, body: createWidgetSchema, response: { 200: widgetSchema } },
    },
    async (request) => {
      const result = await commands.createWidget(user(request), request.params.id, request.body);
      if (result === 'missing') throw desktopNotFound();
      if (result === 'exists') throw conflict('Ein Widget mit dieser ID existiert bereits.');
      return result;
    },
  );

  app.patch(
    '/:id/update-widget',
    {
      config,
      schema: {
        tags,
        security,
        description: `Replaces a widget's extraProperties.${liveDescription}`,
        params: idParams,
        body: updateWidgetSchema,
        response: { 200: widgetSchema },
      },
    },
    async (request, reply) => {
      const result = await commands.updateWidget(user(request), request.params.id, request.body, request.log);
      if (!result) throw widgetNotFound();
      if ('conflict' in result) throw staleWrite(JSON.parse(result.conflict));
      // The widget's JSON text as the write returned it (the schema documents its shape).
      return reply.type('application/json; charset=utf-8').send(result.value as unknown as WidgetDto);
    },
  );

  app.patch(
    '/:id/:widgetId/remove-widget',
    {
      config,
      schema: {
        tags,
        security,
        description:
          'Removes a widget (its files are let go). Optional `opId`: a repeated removal answers 204.',
        params: widgetParams,
        querystring: removeWidgetQuerySchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      const { id, widgetId } = request.params;
      const { opId } = request.query;
      if (!(await commands.removeWidget(user(request), id, widgetId, request.log, opId)))
        throw widgetNotFound();
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/:id/set-share-code',
    {
      config,
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
      const revoke = request.body.cloneShareActionCode === null;
      const desktop = await desktops.setShareCode(user(request), request.params.id, revoke);
      if (!desktop) throw desktopNotFound();
      // Views of the old code close (live channel); the owner's windows learn the new code.
      app.live.publish({ type: 'desktop.updated', desktopId: desktop.id, desktop });
      return desktop;
    },
  );

  app.post(
    '/clone-by-share-code/:code',
    {
      config,
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
      const result = await commands.cloneByShareCode(
        cloner(request),
        request.params.code,
        shareCodeThrottleKeys(request),
      );
      if (result === 'limited') throw tooManyAttempts();
      if (result === 'not-found') throw shareCodeNotFound();
      return result;
    },
  );

  app.post(
    '/clone-from/:sourceDesktopId',
    {
      config,
      schema: {
        tags,
        security,
        description: "Copies one of the current user's own desktops.",
        params: z.strictObject({ sourceDesktopId: uuidSchema }),
        response: { 200: desktopSchema },
      },
    },
    async (request) =>
      (await commands.cloneOwn(cloner(request), request.params.sourceDesktopId)) ??
      Promise.reject(desktopNotFound()),
  );
}

/** Read-only access by share code for embedding (/iframe): no sign-in, rate-limited per address. */
export async function sharedDesktopRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const commands = app.commands.desktops;
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
      const shared = await commands.readShared(
        { tenantId: request.tenant.id },
        request.params.code,
        shareCodeThrottleKeys(request),
      );
      if (shared === 'limited') throw tooManyAttempts();
      if (shared === 'not-found') throw shareCodeNotFound();
      return shared;
    },
  );
}
