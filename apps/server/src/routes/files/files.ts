import {
  chunkResultSchema,
  createShareSchema,
  deleteFileQuerySchema,
  deleteStaticFileQuerySchema,
  fileSchema,
  pagedFilesSchema,
  processSchema,
  searchFilesQuerySchema,
  searchStaticFilesQuerySchema,
  shareListSchema,
  shareSchema,
  storageNameSchema,
  storagePathSchema,
  uploadBucketChunkSchema,
  uploadChunkSchema,
  uploadFileSchema,
  uploadStaticFileSchema,
  uuidSchema,
} from '@tafino/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SpaceRef } from '../../domain/files/file-spaces.ts';
import { RangeNotSatisfiable } from '../../domain/files/file-store.ts';
import { requireUser, scopeOf } from '../../plugins/external/auth.ts';
import { uploadBodyLimit } from '../assets/user-assets.ts';
import { type ReadResult, rangeOf, sendFile } from './send-file.ts';

const security = [{ bearer: [] }];
const PRIVATE_CACHE = 'private, no-cache';
const STATIC_CACHE = 'public, max-age=300';

const nameParams = z.strictObject({ name: storageNameSchema });
const processParams = z.strictObject({ name: storageNameSchema, process: processSchema });
const pathParams = z.strictObject({ path: storagePathSchema, name: storageNameSchema });
const pathProcessParams = z.strictObject({
  path: storagePathSchema,
  name: storageNameSchema,
  process: processSchema,
});

/** Sends a read result; a Range outside the file answers 416 with the file's size. */
async function answer(reply: FastifyReply, read: () => Promise<ReadResult>, cache: string) {
  try {
    return sendFile(reply, await read(), cache);
  } catch (error) {
    if (error instanceof RangeNotSatisfiable) reply.header('content-range', `bytes */${error.size}`);
    throw error;
  }
}

/**
 * GET by name, name/process, p/{path}/{name} and p/{path}/{name}/{process} of a space (the path is
 * one URL segment: `a%2Fb` for the folder a/b).
 */
function readRoutes(
  app: FastifyInstance,
  options: {
    tags: string[];
    what: string;
    access?: 'user';
    prefix: string;
    extraParams?: z.ZodRawShape;
    ref: (request: FastifyRequest, params: Record<string, string>) => SpaceRef;
    cache: string;
    vary?: boolean;
  },
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const variants = [
    ['/:name', nameParams, 'by name'],
    [
      '/:name/:process',
      processParams,
      'by name as an image process (thumbnail, small, medium, large or {w}x{h}; WebP)',
    ],
    ['/p/:path/:name', pathParams, 'by folder path (one URL segment, `a%2Fb`) and name'],
    ['/p/:path/:name/:process', pathProcessParams, 'by folder path and name as an image process (WebP)'],
  ] as const;
  for (const [url, params, how] of variants) {
    typed.get(
      `${options.prefix}${url}`,
      {
        ...(options.access ? { config: { access: options.access } } : {}),
        schema: {
          tags: options.tags,
          ...(options.access ? { security } : {}),
          description: `Reads ${options.what} ${how}. Range requests are supported; the content decides the type.`,
          params: options.extraParams ? params.extend(options.extraParams) : params,
        },
      },
      async (request, reply) => {
        const p = request.params as Record<string, string>;
        // The same address names another tenant's file for another token or tenant header.
        if (options.vary) reply.header('vary', 'authorization, __tenant');
        return answer(
          reply,
          () =>
            app.fileServices.spaces.read(
              options.ref(request, p),
              { path: p.path ?? '', name: p.name!, process: p.process },
              rangeOf(request),
            ),
          options.cache,
        );
      },
    );
  }
}

/**
 * Private and public files (spec section 7): POST, DELETE (Name, Path, Process), GET search (Filter,
 * Path, MaxResultCount), POST upload (chunks), the reads; private shares (GET, POST) and the share
 * link. Private files belong to their owner; public files are read by everyone of the tenant and
 * written by its admins.
 */
export async function filesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { spaces } = app.fileServices;
  const bodyLimit = uploadBodyLimit(app.config.uploadLimitMb);
  const chunkBodyLimit = uploadBodyLimit(Math.min(app.config.uploadLimitMb, 10));

  for (const space of ['private', 'public'] as const) {
    const tags = [`files-${space}`];
    const write = { access: space === 'private' ? 'user' : 'admin' } as const;
    const read = { access: 'user' } as const;
    const ref = (request: FastifyRequest): SpaceRef => {
      const user = requireUser(request);
      return space === 'private'
        ? { space, tenantId: user.tenantId, userId: user.userId }
        : { space, tenantId: user.tenantId };
    };
    const what = space === 'private' ? 'an own private file' : 'a public file of the tenant';
    const base = `/${space}`;

    app.post(
      base,
      {
        config: write,
        bodyLimit,
        schema: {
          tags,
          security,
          description: `Stores ${what} (base64, raw or data URL) at path/name, replacing one of that name. The content decides the type (images, audio, video, PDF, .txt); SVGs are kept as PNG; at most UPLOAD_LIMIT_MB.${space === 'public' ? ' Tenant admins only.' : ''}`,
          body: uploadFileSchema,
          response: { 200: fileSchema },
        },
      },
      async (request) => spaces.upload(ref(request), request.body),
    );

    app.delete(
      base,
      {
        config: write,
        schema: {
          tags,
          security,
          description: `Deletes ${what} (or a folder with everything in it) with its previews${space === 'private' ? ' and shares' : ''}; with Process only that image process.`,
          querystring: deleteFileQuerySchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await spaces.remove(ref(request), request.query);
        return reply.status(204).send(null);
      },
    );

    app.get(
      `${base}/search`,
      {
        config: read,
        schema: {
          tags,
          security,
          description: `The files and folders of a folder (Path) whose name contains Filter, folders first, paged (SkipCount, MaxResultCount).`,
          querystring: searchFilesQuerySchema,
          response: { 200: pagedFilesSchema },
        },
      },
      async (request) => spaces.search(ref(request), request.query),
    );

    app.post(
      `${base}/upload`,
      {
        config: write,
        bodyLimit: chunkBodyLimit,
        schema: {
          tags,
          security,
          description:
            'One chunk (base64, at most 10 MB) of a file: chunks of one identifier are kept until all totalChunks arrived, then the file is checked and stored. A chunk sent again replaces itself, so an interrupted upload resumes with the chunks `received` lacks.',
          body: uploadChunkSchema,
          response: { 200: chunkResultSchema },
        },
      },
      async (request) => spaces.uploadChunk(ref(request), request.body),
    );

    if (space === 'private') {
      app.get(
        `${base}/share`,
        {
          config: read,
          schema: {
            tags,
            security,
            description: 'The own private shares that still work, newest first.',
            response: { 200: shareListSchema },
          },
        },
        async (request) => ({ items: await spaces.listShares(scopeOf(requireUser(request))) }),
      );
      app.post(
        `${base}/share`,
        {
          config: read,
          schema: {
            tags,
            security,
            description:
              'Shares an own private file: a link (capability) that anyone holding it may open until expirationTime (default 7 days, at most 365) or maxAccessCount openings (0 = no limit).',
            body: createShareSchema,
            response: { 200: shareSchema },
          },
        },
        async (request) => spaces.share(scopeOf(requireUser(request)), request.body),
      );
      app.delete(
        `${base}/share/:id`,
        {
          config: read,
          schema: {
            tags,
            security,
            description: 'Ends an own private share at once; its link opens nothing any more.',
            params: z.strictObject({ id: uuidSchema }),
            response: { 204: z.null() },
          },
        },
        async (request, reply) => {
          await spaces.revokeShare(scopeOf(requireUser(request)), request.params.id);
          return reply.status(204).send(null);
        },
      );
    }

    readRoutes(app, { tags, what, access: 'user', prefix: base, ref: (r) => ref(r), cache: PRIVATE_CACHE });
  }

  app.get(
    '/share/:token',
    {
      schema: {
        tags: ['files-private'],
        description:
          'The file of a private share, for anyone holding the link; 404 once it expired or was opened maxAccessCount times.',
        params: z.strictObject({ token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Ungültiger Link.') }),
      },
    },
    async (request, reply) =>
      answer(
        reply,
        async () => ({
          kind: 'file' as const,
          ...(await spaces.openShare(request.params.token, rangeOf(request))),
        }),
        'private, no-store',
      ),
  );

  // --- static buckets: the site's content, written by the tenant's admins, read by anyone -----
  const tags = ['files-static'];
  const admin = { access: 'admin' } as const;
  const staticRef = (request: FastifyRequest, bucket: string): SpaceRef => ({
    space: 'static',
    tenantId: request.principal?.tenantId ?? request.tenant.id,
    bucket,
  });

  app.post(
    '/static',
    {
      config: admin,
      bodyLimit,
      schema: {
        tags,
        security,
        description:
          "Stores a file of the site's content in a bucket at path/name (tenant admins), replacing one of that name; checked like every upload.",
        body: uploadStaticFileSchema,
        response: { 200: fileSchema },
      },
    },
    async (request) => spaces.upload(staticRef(request, request.body.bucket), request.body),
  );

  app.delete(
    '/static',
    {
      config: admin,
      schema: {
        tags,
        security,
        description:
          'Deletes a file (or folder) of a bucket with its previews; with Process only that image process.',
        querystring: deleteStaticFileQuerySchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await spaces.remove(staticRef(request, request.query.Bucket), request.query);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/static/search',
    {
      config: { access: 'user' },
      schema: {
        tags,
        security,
        description: 'The files and folders of a folder of a bucket whose name contains Filter, paged.',
        querystring: searchStaticFilesQuerySchema,
        response: { 200: pagedFilesSchema },
      },
    },
    async (request) => spaces.search(staticRef(request, request.query.Bucket), request.query),
  );

  app.post(
    '/static/upload',
    {
      config: admin,
      bodyLimit: chunkBodyLimit,
      schema: {
        tags,
        security,
        description: 'One chunk of a file of a bucket (see the private upload).',
        body: uploadBucketChunkSchema,
        response: { 200: chunkResultSchema },
      },
    },
    async (request) => spaces.uploadChunk(staticRef(request, request.body.bucket), request.body),
  );

  readRoutes(app, {
    tags,
    what: 'a file of a static bucket (public: the tenant of the __tenant header or the default)',
    prefix: '/static/:bucket',
    extraParams: { bucket: storageNameSchema },
    ref: (r, p) => staticRef(r, p.bucket!),
    cache: STATIC_CACHE,
    vary: true,
  });
}
