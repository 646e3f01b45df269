import type { FastifyInstance } from 'fastify';
import { assetContentRoutes } from './asset-content.ts';
import { galleryRoutes } from './gallery.ts';
import { userAssetRoutes } from './user-assets.ts';

/** Every asset route under /api: gallery, user assets, pupil names and asset bytes. */
export async function assetsRoutes(app: FastifyInstance) {
  await app.register(galleryRoutes);
  await app.register(userAssetRoutes);
  await app.register(assetContentRoutes);
}
