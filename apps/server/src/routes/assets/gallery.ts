import { galleryLicensesSchema, galleryListingSchema, galleryQuerySchema } from '@tafino/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import { setSafeHeaders } from './asset-content.ts';

const tags = ['assets'];
const security = [{ bearer: [] }];
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=300';

/** The built-in gallery: listing (signed in), licences and files (public: open-licensed content). */
export async function galleryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { gallery } = app.assetServices;

  app.get(
    '/files/assets',
    {
      config: { access: 'user' },
      schema: {
        tags,
        security,
        description:
          'Gallery items of an edition, by folder (`path`: id or German title) and German search word (`filter`); `previewUrl` fits previewWidth x previewHeight (default 200x200; backgrounds are cropped to fill it).',
        querystring: galleryQuerySchema,
        response: { 200: galleryListingSchema },
      },
    },
    async (request) => gallery.list(request.query),
  );

  app.get(
    '/files/assets/licenses',
    {
      schema: {
        tags,
        description: 'Licence and author of every gallery item, grouped, for the copyrights page.',
        response: { 200: galleryLicensesSchema },
      },
    },
    async () => gallery.licenses(),
  );

  app.get(
    '/files/assets/:slug',
    {
      schema: {
        tags,
        description:
          'A gallery file (SVG) or, with w/h, its PNG preview. Public: the gallery is open-licensed and <img> sends no token.',
        params: z.strictObject({ slug: z.string().regex(/^[a-z0-9-]{1,100}$/) }),
        querystring: z.object({
          v: z.string().max(64).optional(),
          w: z.coerce.number().int().min(1).max(4096).optional(),
          h: z.coerce.number().int().min(1).max(4096).optional(),
        }),
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const { v, w, h } = request.query;
      const item = gallery.get(slug);
      if (!item) throw notFound('Die Datei');
      const cache = v === item.version ? IMMUTABLE : REVALIDATE;
      if (w || h) {
        const preview = await gallery.preview(slug, w ?? h!, h ?? w!);
        if (!preview) throw notFound('Die Datei');
        setSafeHeaders(reply, 'image/png', `${slug}.png`);
        return reply
          .header('cache-control', cache)
          .header('etag', `"${item.version}-${w ?? h}x${h ?? w}"`)
          .send(preview.bytes);
      }
      setSafeHeaders(reply, item.mimeType, `${slug}.svg`);
      return reply.header('cache-control', cache).header('etag', `"${item.version}"`).send(item.bytes);
    },
  );
}
