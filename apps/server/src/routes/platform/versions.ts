import {
  appendVersionFileQuerySchema,
  cleanVersionFilesQuerySchema,
  createVersionSchema,
  deleteVersionQuerySchema,
  downloadVersionFileQuerySchema,
  latestVersionQuerySchema,
  listVersionsQuerySchema,
  pagedVersionsSchema,
  removeVersionFileQuerySchema,
  uuidSchema,
  VERSION_LIMITS,
  versionFileSchema,
  versionSchema,
} from '@tafino/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conflict, failingAs, HttpError, notFound } from '../../lib/errors.ts';
import { isDuplicateVersion, presentVersion, type VersionRow } from '../../plugins/app/versions.ts';
import { contentDisposition, parseRange, sendBody } from '../assets/asset-content.ts';

const tags = ['versions'];
const security = [{ bearer: [] }];
const missing = () => notFound('Die Version');
const unique = failingAs(isDuplicateVersion, () =>
  conflict('Diese Version gibt es für diese Plattform schon.'),
);
const OCTET = 'application/octet-stream';

/**
 * Versions (spec section 7): released versions with notes and files per platform, global. The
 * host admin (admin of the default tenant) publishes and deletes them and uploads their files;
 * every signed-in user reads them. Collection calls (POST, DELETE, GET list) at /api/platform/version,
 * the spec's base, and at /api/platform/versions; single ones at /api/platform/version/... as the spec
 * writes them (including "lastest").
 */
export async function versionsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { versions } = app.repositories;
  const files = app.commands.versionFiles;
  const signedIn = { access: 'user' } as const;
  const hostAdmin = { access: 'host-admin' } as const;
  const present = async (rows: VersionRow[]) => {
    const list = await versions.files(rows.map((r) => r.id));
    return rows.map((row) => presentVersion(row, list));
  };

  // A chunk is the raw body; parsed into one Buffer of at most one chunk (this plugin only).
  if (app.hasContentTypeParser(OCTET)) app.removeContentTypeParser(OCTET);
  app.addContentTypeParser(
    OCTET,
    { parseAs: 'buffer', bodyLimit: VERSION_LIMITS.chunkBytes },
    (_req, body, done) => done(null, body),
  );

  // The collection calls answer at /api/platform/version, the base of the spec's single calls (and
  // of the ABP platform module existing clients call), and at /api/platform/versions.
  for (const base of ['/version', '/versions']) {
    app.post(
      base,
      {
        config: hostAdmin,
        schema: {
          tags,
          security,
          description:
            'Publishes a version of a platform with its title and notes (host admin). A Web version newer than APP_VERSION becomes the app version and its notes the "Neuigkeiten" note.',
          body: createVersionSchema,
          response: { 200: versionSchema },
        },
      },
      async (request) => (await present([await unique(() => versions.insert(request.body))]))[0],
    );

    app.delete(
      base,
      {
        config: hostAdmin,
        schema: {
          tags,
          security,
          description: 'Deletes a version of a platform with all its files (host admin).',
          querystring: deleteVersionQuerySchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        const row = await versions.findByVersion(request.query.PlatformType, request.query.Version);
        if (!row) throw missing();
        await files.deleteVersion(row.id);
        return reply.status(204).send(null);
      },
    );

    app.get(
      base,
      {
        config: signedIn,
        schema: {
          tags,
          security,
          description:
            'A page of versions with their files: Filter searches version, title and notes; PlatformType narrows to one platform; Sorting by version (numeric), title, platformType or creationTime (asc/desc; default version desc).',
          querystring: listVersionsQuerySchema,
          response: { 200: pagedVersionsSchema },
        },
      },
      async (request) => {
        const page = await versions.page(request.query);
        return { totalCount: page.totalCount, items: await present(page.items) };
      },
    );
  }

  app.get(
    '/version/lastest',
    {
      config: signedIn,
      schema: {
        tags,
        security,
        description:
          'The highest version of a platform (the spec spells it "lastest"); 404 while there is none.',
        querystring: latestVersionQuerySchema,
        response: { 200: versionSchema },
      },
    },
    async (request) => {
      const row = await versions.latest(request.query.platformType);
      if (!row) throw notFound('Eine Version dieser Plattform');
      return (await present([row]))[0];
    },
  );

  app.get(
    '/version/:id',
    {
      config: signedIn,
      schema: {
        tags,
        security,
        description:
          'One version with its files; an unfinished file names its receivedBytes, where an interrupted upload continues.',
        params: z.strictObject({ id: uuidSchema }),
        response: { 200: versionSchema },
      },
    },
    async (request) => {
      const row = await versions.find(request.params.id);
      if (!row) throw missing();
      return (await present([row]))[0];
    },
  );

  app.post(
    '/version/file/append',
    {
      config: hostAdmin,
      bodyLimit: VERSION_LIMITS.chunkBytes,
      schema: {
        tags,
        security,
        consumes: [OCTET],
        description: `Appends one chunk (the raw body, application/octet-stream, at most ${VERSION_LIMITS.chunkBytes} bytes) at CurrentByte of a file of TotalByte bytes (host admin). CurrentByte must equal the bytes received so far (409 names where to continue). The chunk that reaches TotalByte completes the file: its SHA-256 must equal SHA256, else the file is discarded (400).`,
        querystring: appendVersionFileQuerySchema,
        response: { 200: versionFileSchema },
      },
    },
    async (request) => {
      if (!Buffer.isBuffer(request.body)) {
        throw new HttpError(
          415,
          'UnsupportedMediaType',
          'Ein Abschnitt wird als application/octet-stream gesendet.',
        );
      }
      return files.append(request.query, request.body);
    },
  );

  app.delete(
    '/version/file/clean',
    {
      config: hostAdmin,
      schema: {
        tags,
        security,
        description: 'Deletes every file of a version (host admin).',
        querystring: cleanVersionFilesQuerySchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await files.clean(request.query.Id);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/version/file/remove',
    {
      config: hostAdmin,
      schema: {
        tags,
        security,
        description: 'Deletes the file of that name of a version, also an unfinished upload (host admin).',
        querystring: removeVersionFileQuerySchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await files.remove(request.query.VersionId, request.query.FileName, request.query.FilePath);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/version/file/download',
    {
      config: signedIn,
      schema: {
        tags,
        security,
        description:
          'A complete file of a version, as an attachment (unfinished uploads answer 404). A single Range (bytes=) answers 206, so a broken download continues.',
        querystring: downloadVersionFileQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await files.findComplete(
        request.query.VersionId,
        request.query.FileName,
        request.query.FilePath,
      );
      const size = Number(file.size);
      const range = parseRange(request.headers.range, size);
      if (range === 'invalid') {
        reply.header('content-range', `bytes */${size}`);
        throw new HttpError(416, 'RangeNotSatisfiable', 'Der angefragte Bereich liegt außerhalb der Datei.');
      }
      reply
        .header('content-type', OCTET)
        .header('content-disposition', contentDisposition('attachment', file.name))
        .header('x-content-type-options', 'nosniff')
        .header('accept-ranges', 'bytes')
        .header('etag', `"${file.sha256}"`)
        .header('cache-control', 'private, no-cache');
      if (range) {
        reply
          .status(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
          .header('content-length', range.end - range.start + 1);
      } else reply.header('content-length', size);
      // sendBody releases the stored object's handle however the answer ends (HEAD, abort).
      return sendBody(reply, await files.open(file, range));
    },
  );
}
