import {
  activeSymbolPackSchema,
  installSymbolPackSchema,
  SYMBOL_PACK_LIMITS,
  symbolPackFileParamsSchema,
  symbolPackListSchema,
  symbolPackParamsSchema,
  symbolPackSchema,
} from '@tafino/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import { requireAdmin, requireUser } from '../../plugins/external/auth.ts';
import { sendBody, setSafeHeaders } from '../assets/asset-content.ts';

const tags = ['symbol-packs'];
const security = [{ bearer: [] }];

/** The zip as base64 in JSON, plus room for the file name. */
const INSTALL_BODY_LIMIT = Math.ceil((SYMBOL_PACK_LIMITS.zipBytes * 4) / 3) + 64 * 1024;

/**
 * Licensed symbol packs of the tenant (catalogue 1.6): the admin installs, activates,
 * deactivates and removes them; every signed-in user reads the active one; its files are
 * served by signed, expiring, tenant-bound URLs that only that answer carries.
 */
export async function symbolPackRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const packs = app.commands.symbolPacks;
  const admin = { access: 'admin' } as const;
  const tenantOfAdmin = (r: FastifyRequest) => ({ tenantId: requireAdmin(r).tenantId });
  const params = symbolPackParamsSchema;

  app.get(
    '/',
    {
      config: admin,
      schema: {
        tags,
        security,
        description: "The tenant's installed packs (admin).",
        response: { 200: symbolPackListSchema },
      },
    },
    async (request) => ({ items: await packs.list(tenantOfAdmin(request)) }),
  );

  app.post(
    '/',
    {
      config: admin,
      bodyLimit: INSTALL_BODY_LIMIT,
      schema: {
        tags,
        security,
        description:
          'Installs a pack from a zip (base64) with manifest.json and PNG, JPEG, WebP or SVG images (admin). SVGs are rasterized to PNG; scripts are refused.',
        body: installSymbolPackSchema,
        response: { 200: symbolPackSchema },
      },
    },
    async (request) => packs.install(tenantOfAdmin(request), request.body),
  );

  app.post(
    '/:id/activate',
    {
      config: admin,
      schema: {
        tags,
        security,
        description: 'Makes the pack the active one of the tenant (the previous one is deactivated).',
        params,
        response: { 200: symbolPackSchema },
      },
    },
    async (request) => packs.activate(tenantOfAdmin(request), request.params.id),
  );

  app.post(
    '/:id/deactivate',
    {
      config: admin,
      schema: {
        tags,
        security,
        description: 'Deactivates the pack; cards show the default pack again.',
        params,
        response: { 200: symbolPackSchema },
      },
    },
    async (request) => packs.deactivate(tenantOfAdmin(request), request.params.id),
  );

  app.delete(
    '/:id',
    {
      config: admin,
      schema: {
        tags,
        security,
        description: 'Removes the pack and its files.',
        params,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await packs.remove(tenantOfAdmin(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/active',
    {
      config: { access: 'user' },
      schema: {
        tags,
        security,
        description:
          "The tenant's active pack for the signed-in app: the manifest and a signed, expiring URL prefix of its files; null when none is active.",
        response: { 200: activeSymbolPackSchema },
      },
    },
    async (request) => packs.active({ tenantId: requireUser(request).tenantId }),
  );

  app.get(
    '/files/:token/:file',
    {
      schema: {
        tags,
        description:
          'A file of a pack by the signed URL of GET /api/symbol-packs/active (expires within 25 hours; bound to the pack and its tenant).',
        params: symbolPackFileParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await packs.file(request.params.token, request.params.file);
      if (!file) throw notFound('Die Datei');
      setSafeHeaders(reply, file.contentType, request.params.file);
      return sendBody(
        reply
          .header('cache-control', 'private, max-age=3600')
          .header('content-length', file.size)
          .header('cross-origin-resource-policy', 'same-origin'),
        file.body,
      );
    },
  );
}
