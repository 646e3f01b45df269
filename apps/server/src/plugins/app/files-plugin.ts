import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FileSpaces } from '../../domain/files/file-spaces.ts';
import { FileStore } from '../../domain/files/file-store.ts';
import { StorageAdmin } from '../../domain/files/storage-admin.ts';
import { FileSharesRepository } from './file-shares.ts';

export interface FileServices {
  spaces: FileSpaces;
  storageAdmin: StorageAdmin;
}

declare module 'fastify' {
  interface FastifyInstance {
    fileServices: FileServices;
  }
}

/**
 * The file spaces (private, public, static) and the storage management, on the assets' blob
 * storage and with their upload checks; chunk folders are journalled in the assets' storage
 * journal, so the assets' sweeper removes abandoned ones.
 */
export const filesPlugin = fp(
  async (app: FastifyInstance) => {
    const store = new FileStore(app.assetServices.storage, app.repositories.assets, {
      uploadLimitMb: app.config.uploadLimitMb,
      log: app.log,
    });
    app.decorate('fileServices', {
      spaces: new FileSpaces(store, new FileSharesRepository(app.database.db)),
      storageAdmin: new StorageAdmin(store),
    });
  },
  { name: 'files', dependencies: ['config', 'database', 'repositories', 'assets'] },
);
