import type { AppConfig } from '../../../config.ts';
import type { BlobStorage } from './blob-storage.ts';
import { LocalStorage } from './local-storage.ts';
import { S3Storage } from './s3-storage.ts';

export type { BlobObject, BlobStorage, ByteRange, ListedObject } from './blob-storage.ts';

/** The blob storage named by the configuration (STORAGE_DRIVER). */
export function createStorage(config: AppConfig['storage']): BlobStorage {
  return config.kind === 's3' ? new S3Storage(config) : new LocalStorage(config.dir);
}
