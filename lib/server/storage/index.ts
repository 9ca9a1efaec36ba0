import 'server-only';
import path from 'node:path';
import { dataDir } from '@/lib/db/client';
import { localDiskStorage } from './disk';
import type { ImageStorage } from './image-storage';
import { s3ConfigFromEnv, s3Storage } from './s3';

export * from './image-storage';

/**
 * The storage the environment names: the bucket S3_BUCKET when it is set (several instances, or
 * a host without a lasting disk), otherwise the `uploads` folder of `dataDirectory`.
 */
export function configuredStorage(dataDirectory = dataDir()): ImageStorage {
  const s3 = s3ConfigFromEnv();
  return s3 ? s3Storage(s3) : localDiskStorage(path.join(dataDirectory, 'uploads'));
}

let storage: ImageStorage | undefined;

export function getStorage(): ImageStorage {
  storage ??= configuredStorage();
  return storage;
}
