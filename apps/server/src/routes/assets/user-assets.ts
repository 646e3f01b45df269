import {
  appSlugSchema,
  assetSchema,
  assetUsageSchema,
  effectiveEdition,
  listAssetsQuerySchema,
  PUPIL_NAMES_MIME_TYPE,
  pagedAssetsSchema,
  parsePupilNames,
  patchAssetSchema,
  pupilNamesAsset,
  pupilNamesQuerySchema,
  pupilNamesSchema,
  putPupilNamesSchema,
  replaceAssetSchema,
  uploadAssetSchema,
  uuidSchema,
} from '@tafino/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Uploader } from '../../domain/assets/asset-service.ts';
import { assetUsage } from '../../domain/assets/asset-usage.ts';
import { notFound } from '../../lib/errors.ts';
import { presentAsset } from '../../plugins/app/assets.ts';
import { requireUser, scopeOf } from '../../plugins/external/auth.ts';

const tags = ['assets'];
const security = [{ bearer: [] }];
const idParams = z.strictObject({ id: uuidSchema });
const assetNotFound = () => notFound('Die Datei');

/** Largest base64 upload body: the upload limit (capped at 100 MB) as base64, plus JSON overhead. */
export function uploadBodyLimit(uploadLimitMb: number): number {
  return Math.ceil((Math.min(uploadLimitMb, 100) * 1_000_000 * 4) / 3) + 64 * 1024;
}

/** The local server's user-asset routes (spec section 7): a user sees and changes only their own. */
export async function userAssetRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { assets } = app.assetServices;
  const repository = app.repositories.assets;
  const bodyLimit = uploadBodyLimit(app.config.uploadLimitMb);
  const config = { access: 'user' } as const;
  const user = (r: FastifyRequest) => scopeOf(requireUser(r));
  const uploader = (r: FastifyRequest): Uploader => {
    const principal = requireUser(r);
    return { ...scopeOf(principal), name: principal.name, email: principal.email };
  };

  app.post(
    '/:app/userAsset',
    {
      config,
      bodyLimit,
      schema: {
        tags,
        security,
        description:
          'Uploads a file as base64 (raw or data URL). The content decides the type: images, audio, video (and .txt class lists). SVGs are stored as PNG. duplicate=true (default) numbers a taken slug, false replaces the asset with that slug.',
        params: z.strictObject({ app: appSlugSchema }),
        body: uploadAssetSchema,
        response: { 200: assetSchema },
      },
    },
    async (request) => assets.upload(uploader(request), request.params.app, request.body),
  );

  app.get(
    '/files/userAssets',
    {
      config,
      schema: { tags, security, querystring: listAssetsQuerySchema, response: { 200: pagedAssetsSchema } },
    },
    async (request) => {
      const q = request.query;
      const page = await repository.list(user(request), {
        skip: q.SkipCount,
        take: q.MaxResultCount,
        filter: q.Filter,
        assetType: q.AssetType,
      });
      return { totalCount: page.totalCount, items: page.items.map(presentAsset) };
    },
  );

  app.get(
    '/files/userAssets/usage',
    {
      config,
      schema: {
        tags,
        security,
        description:
          "Where the user's files are used ('Meine Dateien'): the widgets and desktops linking each file, colleagues whose clones use it, and the used share of the upload limit.",
        response: { 200: assetUsageSchema },
      },
    },
    async (request) =>
      assetUsage(
        { assets: repository, desktops: app.repositories.desktops },
        user(request),
        app.config.uploadLimitMb,
      ),
  );

  app.get(
    '/files/:id/userAsset',
    { config, schema: { tags, security, params: idParams, response: { 200: assetSchema } } },
    async (request) => {
      const row = await repository.get(user(request), request.params.id);
      if (!row) throw assetNotFound();
      return presentAsset(row);
    },
  );

  app.put(
    '/files/:id/userAsset',
    {
      config,
      bodyLimit,
      schema: {
        tags,
        security,
        description: 'Replaces the bytes; id and url stay. The old size does not count against the limit.',
        params: idParams,
        body: replaceAssetSchema,
        response: { 200: assetSchema },
      },
    },
    async (request) =>
      (await assets.replace(user(request), request.params.id, request.body)) ??
      Promise.reject(assetNotFound()),
  );

  app.put(
    '/files/:id/userAssetPatch',
    {
      config,
      schema: { tags, security, params: idParams, body: patchAssetSchema, response: { 200: assetSchema } },
    },
    async (request) =>
      (await assets.patchTags(user(request), request.params.id, request.body.tags, request.body.fileName)) ??
      Promise.reject(assetNotFound()),
  );

  app.delete(
    '/files/:id/userAsset',
    { config, schema: { tags, security, params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      if (!(await assets.delete(user(request), request.params.id))) throw assetNotFound();
      return reply.status(204).send(null);
    },
  );

  // Class lists: names travel only in bodies, never in URLs or logs (the class code is fine).
  const classParams = z.strictObject({ classCode: z.string().trim().min(1).max(50) });

  app.get(
    '/files/pupil-names/:classCode',
    {
      config,
      schema: {
        tags,
        security,
        description: "The class list (text asset '{edition}-Pupil-Names-{classCode}.txt') as names.",
        params: classParams,
        querystring: pupilNamesQuerySchema,
        response: { 200: pupilNamesSchema },
      },
    },
    async (request) => {
      const edition = effectiveEdition(request.query.productEdition);
      const { slug } = pupilNamesAsset(edition, request.params.classCode);
      const list = await assets.readText(user(request), slug, PUPIL_NAMES_MIME_TYPE);
      if (!list) {
        request.log.info({ classCode: request.params.classCode }, 'No pupil names asset matched.');
        throw notFound('Die Klassenliste');
      }
      return { names: parsePupilNames(list.text), text: list.text, assetId: list.id };
    },
  );

  app.put(
    '/files/pupil-names/:classCode',
    {
      config,
      schema: {
        tags,
        security,
        description: 'Stores the class list as the text asset of this class (replacing the previous one).',
        params: classParams,
        querystring: pupilNamesQuerySchema,
        body: putPupilNamesSchema,
        response: { 200: pupilNamesSchema },
      },
    },
    async (request) => {
      const edition = effectiveEdition(request.query.productEdition);
      const asset = pupilNamesAsset(edition, request.params.classCode);
      const text = request.body.text;
      const dto = await assets.upload(uploader(request), 'tafino', {
        file: Buffer.from(text, 'utf8').toString('base64'),
        fileName: asset.fileName,
        slug: asset.slug,
        tags: ['Klassenliste'],
        duplicate: false,
      });
      return { names: parsePupilNames(text), text, assetId: dto.id };
    },
  );
}
