import { timingSafeEqual } from 'node:crypto';
import { finished, type Readable } from 'node:stream';
import { appSlugSchema, uuidSchema } from '@tafino/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, notFound } from '../../lib/errors.ts';
import type { Asset } from '../../plugins/app/assets.ts';

const tags = ['assets'];
const IMMUTABLE = 'private, max-age=31536000, immutable';
const REVALIDATE = 'private, no-cache';
/** Applied to every served file: nothing in it may run, load or frame anything. */
export const CONTENT_CSP = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox";

const querystring = z.object({
  k: z.string().max(100).optional(),
  v: z.string().max(64).optional(),
  w: z.coerce.number().int().min(1).max(4096).optional(),
  h: z.coerce.number().int().min(1).max(4096).optional(),
});

function sameSecret(given: string | undefined, secret: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Headers every served file gets: safe type, no sniffing, sandboxed, inline only for media. */
export function setSafeHeaders(reply: FastifyReply, mimeType: string, fileName: string) {
  const media = /^(image|audio|video)\//.test(mimeType);
  reply
    .header('content-type', mimeType.startsWith('text/') ? `${mimeType}; charset=utf-8` : mimeType)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', CONTENT_CSP)
    .header('content-disposition', contentDisposition(media ? 'inline' : 'attachment', fileName));
}

/** RFC 6266: an ASCII fallback plus the UTF-8 name. */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Parses a single 'bytes=' range; undefined for none or several (then the whole file is sent). */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'invalid' | undefined {
  if (!header) return undefined;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m) return undefined;
  const [, from, to] = m;
  if (from === '' && to === '') return 'invalid';
  let start: number;
  let end: number;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return 'invalid';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(from);
    end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  }
  if (start > end || start >= size) return 'invalid';
  return { start, end };
}

/**
 * Sends a storage body. The body owns its file descriptor or connection and releases it when it
 * ends or is destroyed; whatever ends the response (the last byte, an error, the client going
 * away, or a HEAD answer that never reads the body) destroys it, so it is released exactly once.
 */
export function sendBody(reply: FastifyReply, body: Readable): FastifyReply {
  finished(reply.raw, () => body.destroy());
  return reply.send(body);
}

const notModified = (request: FastifyRequest, etag: string) => {
  const header = request.headers['if-none-match'];
  return typeof header === 'string' && header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
};

/**
 * GET /api/assets/{app}/{id}: the bytes of a user asset (Range for audio/video) or, with
 * ?w=&h=, an image preview. <img>, <audio> and <video> cannot send a Bearer token, so the URL
 * is a capability: the random asset id plus a per-asset secret `k` (192 bits) that only the
 * owner's API responses contain. It is stable (widgets store it in extraSettings), dies with
 * the asset, and the owner may also fetch with a token instead. See docs/ARCHITECTURE.md, section Assets.
 */
export async function assetContentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { assets } = app.assetServices;
  const repository = app.repositories.assets;

  const authorized = (row: Asset, request: FastifyRequest, k: string | undefined) =>
    sameSecret(k, row.secret) ||
    (request.principal?.tenantId === row.tenantId && request.principal?.userId === row.ownerId);

  app.get(
    '/assets/:app/:id',
    {
      schema: {
        tags,
        description:
          'Bytes of a user asset by its capability URL (`url`/`previewUrl` of the asset). Range requests are supported; `w`/`h` return a WebP preview of an image.',
        params: z.strictObject({ app: appSlugSchema, id: uuidSchema }),
        querystring,
      },
    },
    async (request, reply) => {
      const { k, v, w, h } = request.query;
      const row = await repository.getById(request.params.id);
      if (!row || !authorized(row, request, k)) throw notFound('Die Datei');

      if ((w || h) && row.assetType === 'Image') {
        const etag = `"${row.version}-${w ?? h}x${h ?? w}"`;
        const cache = v === row.version ? IMMUTABLE : REVALIDATE;
        if (notModified(request, etag)) {
          return reply.status(304).header('etag', etag).header('cache-control', cache).send();
        }
        const bytes = await assets.preview(row, w ?? h!, h ?? w!);
        if (!bytes) throw notFound('Die Datei');
        setSafeHeaders(reply, 'image/webp', row.fileName.replace(/\.[^.]*$/, '.webp'));
        return reply.header('etag', etag).header('cache-control', cache).send(bytes);
      }

      const size = Number(row.fileSize);
      const etag = `"${row.version}"`;
      if (notModified(request, etag)) {
        return reply.status(304).header('etag', etag).header('cache-control', REVALIDATE).send();
      }
      const range = parseRange(request.headers.range, size);
      if (range === 'invalid') {
        reply.header('content-range', `bytes */${size}`);
        throw new HttpError(
          416,
          'RangeNotSatisfiable',
          'Der angeforderte Bereich liegt außerhalb der Datei.',
        );
      }
      const object = await assets.openOriginal(row, range);
      if (!object) {
        request.log.error({ assetId: row.id }, 'asset bytes missing');
        throw notFound('Die Datei');
      }
      setSafeHeaders(reply, row.mimeType, row.fileName);
      reply.header('etag', etag).header('cache-control', REVALIDATE).header('accept-ranges', 'bytes');
      if (range) {
        reply
          .status(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
          .header('content-length', range.end - range.start + 1);
      } else {
        reply.header('content-length', size);
      }
      return sendBody(reply, object.body);
    },
  );
}
