import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AssetService } from '../../domain/assets/asset-service.ts';
import { findGalleryDir, Gallery } from './gallery.ts';
import { type BlobStorage, createStorage } from './storage/create-storage.ts';

export interface AssetServices {
  storage: BlobStorage;
  assets: AssetService;
  gallery: Gallery;
}

declare module 'fastify' {
  interface FastifyInstance {
    assetServices: AssetServices;
  }
}

/** How often abandoned uploads and garbage bytes are swept (ms). */
const SWEEP_INTERVAL_MS = 15 * 60 * 1000;

/**
 * Blob storage (local or S3, by STORAGE_DRIVER), the asset service (upload, replace, delete)
 * and the gallery, plus the sweeper that runs once at start-up and then every 15 minutes in
 * every process.
 */
export const assetsPlugin = fp(
  async (app: FastifyInstance, opts: { storage?: BlobStorage }) => {
    const { config } = app;
    const storage = opts.storage ?? createStorage(config.storage);
    const assets = new AssetService(app.repositories.assets, storage, app.transactions, {
      uploadLimitMb: config.uploadLimitMb,
      log: app.log,
    });
    const gallery = new Gallery(findGalleryDir(config.galleryDir), storage);
    app.decorate('assetServices', { storage, assets, gallery });

    const sweep = () =>
      assets
        .sweep()
        .then((r) => {
          if (r.deleted || r.tempFiles) app.log.info(r, 'asset storage swept');
        })
        .catch((err) => app.log.warn({ err }, 'asset storage sweep failed'));
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      void sweep();
      timer = setInterval(sweep, SWEEP_INTERVAL_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      if (!opts.storage) await storage.close?.();
    });
  },
  { name: 'assets', dependencies: ['config', 'repositories'] },
);
