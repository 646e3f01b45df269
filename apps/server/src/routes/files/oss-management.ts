import {
  bulkDeleteObjectsSchema,
  chunkResultSchema,
  containerSchema,
  containersResultSchema,
  createObjectSchema,
  downloadObjectQuerySchema,
  fileSchema,
  listContainersQuerySchema,
  listObjectsQuerySchema,
  objectQuerySchema,
  objectsResultSchema,
  storageNameSchema,
  uploadBucketChunkSchema,
} from '@tafino/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantRoot } from '../../domain/files/file-spaces.ts';
import { RangeNotSatisfiable } from '../../domain/files/file-store.ts';
import type { StorageScope } from '../../domain/files/storage-admin.ts';
import { requireAdmin } from '../../plugins/external/auth.ts';
import { uploadBodyLimit } from '../assets/user-assets.ts';
import { rangeOf, sendFile } from './send-file.ts';

const security = [{ bearer: [] }];
const nameParams = z.strictObject({ name: storageNameSchema });

/**
 * Storage management (spec section 7, /api/oss-management; "containes" as the spec spells it):
 * containers (top-level folders) and objects on the storage driver. Admins only: the host admin
 * (admin of the default tenant) sees the whole store, a tenant admin the tenant's files
 * (`files/{tenant}/`) only. Containers the application manages cannot be deleted.
 */
export async function ossManagementRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { storageAdmin } = app.fileServices;
  const config = { access: 'admin' } as const;
  const bodyLimit = uploadBodyLimit(app.config.uploadLimitMb);
  const chunkBodyLimit = uploadBodyLimit(Math.min(app.config.uploadLimitMb, 10));
  const scope = (request: FastifyRequest): StorageScope => {
    const admin = requireAdmin(request);
    const host = request.tenant.name === app.config.defaultTenant;
    return host ? { root: '', host } : { root: tenantRoot(admin.tenantId), host };
  };
  const containerTags = ['oss-containers'];
  const objectTags = ['oss-objects'];

  app.get(
    '/containes',
    {
      config,
      schema: {
        tags: containerTags,
        security,
        description:
          'A page of containers with size, object count and last change: Prefix narrows by name start, Marker continues after that name, Sorting by name, size or lastModifiedDate.',
        querystring: listContainersQuerySchema,
        response: { 200: containersResultSchema },
      },
    },
    async (request) => storageAdmin.listContainers(scope(request), request.query),
  );

  app.get(
    '/containes/objects',
    {
      config,
      schema: {
        tags: containerTags,
        security,
        description:
          "The objects of a container (Bucket) below a folder (Prefix): with Delimiter '/' its direct files and folders, with '' every file below; Filter on names, Marker, Sorting, paged.",
        querystring: listObjectsQuerySchema,
        response: { 200: objectsResultSchema },
      },
    },
    async (request) => storageAdmin.listObjects(scope(request), request.query),
  );

  app.get(
    '/containes/:name',
    {
      config,
      schema: {
        tags: containerTags,
        security,
        description: 'One container.',
        params: nameParams,
        response: { 200: containerSchema },
      },
    },
    async (request) => storageAdmin.getContainer(scope(request), request.params.name),
  );

  app.post(
    '/containes/:name',
    {
      config,
      schema: {
        tags: containerTags,
        security,
        description: 'Creates an empty container (409 when it exists).',
        params: nameParams,
        response: { 200: containerSchema },
      },
    },
    async (request) => storageAdmin.createContainer(scope(request), request.params.name),
  );

  app.delete(
    '/containes/:name',
    {
      config,
      schema: {
        tags: containerTags,
        security,
        description:
          'Deletes a container with everything in it (409 for containers the application manages).',
        params: nameParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await storageAdmin.deleteContainer(scope(request), request.params.name);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/objects',
    {
      config,
      bodyLimit,
      schema: {
        tags: objectTags,
        security,
        description:
          "Creates an object from a file (base64; checked like every upload; overwrite=false answers 409 for a taken name), or a folder when `object` ends in '/'.",
        body: createObjectSchema,
        response: { 200: fileSchema },
      },
    },
    async (request) => storageAdmin.createObject(scope(request), request.body),
  );

  app.get(
    '/objects',
    {
      config,
      schema: {
        tags: objectTags,
        security,
        description: "One object's (or, with a trailing '/', one folder's) name, size, type and last change.",
        querystring: objectQuerySchema,
        response: { 200: fileSchema },
      },
    },
    async (request) => storageAdmin.getObject(scope(request), request.query),
  );

  app.delete(
    '/objects',
    {
      config,
      schema: {
        tags: objectTags,
        security,
        description: 'Deletes an object, or a folder with everything in it.',
        querystring: objectQuerySchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await storageAdmin.deleteObject(scope(request), request.query);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/objects/bulk-delete',
    {
      config,
      schema: {
        tags: objectTags,
        security,
        description: 'Deletes several objects or folders of one folder; names that do not exist are skipped.',
        body: bulkDeleteObjectsSchema,
        response: { 200: z.object({ deleted: z.number() }) },
      },
    },
    async (request) => storageAdmin.bulkDelete(scope(request), request.body),
  );

  app.get(
    '/objects/download',
    {
      config,
      schema: {
        tags: objectTags,
        security,
        description:
          'The bytes of an object (Range supported; the content decides the type), or with Process an image process of it (WebP).',
        querystring: downloadObjectQuerySchema,
      },
    },
    async (request, reply) => {
      try {
        return sendFile(
          reply,
          await storageAdmin.download(scope(request), request.query, rangeOf(request)),
          'private, no-cache',
        );
      } catch (error) {
        if (error instanceof RangeNotSatisfiable) reply.header('content-range', `bytes */${error.size}`);
        throw error;
      }
    },
  );

  app.post(
    '/objects/upload',
    {
      config,
      bodyLimit: chunkBodyLimit,
      schema: {
        tags: objectTags,
        security,
        description:
          'One chunk (base64, at most 10 MB) of a file into a container: stored once all chunks arrived; a chunk sent again replaces itself, so an interrupted upload resumes.',
        body: uploadBucketChunkSchema,
        response: { 200: chunkResultSchema },
      },
    },
    async (request) => storageAdmin.uploadChunk(scope(request), request.body),
  );
}
