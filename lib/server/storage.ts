import 'server-only';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { dataDir } from '@/lib/db/client';

/** Where image files live. Local disk now; an object store only needs these three calls. */
export interface ImageStorage {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

export const STORAGE_KEY_PATTERN = /^[a-z0-9][a-z0-9-]{0,100}\.webp$/;

export function localDiskStorage(root: string): ImageStorage {
  const file = (key: string) => {
    if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`invalid storage key ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, data) {
      await mkdir(root, { recursive: true });
      await writeFile(file(key), data, { flag: 'wx' });
    },
    async get(key) {
      try {
        return await readFile(file(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(file(key), { force: true });
    },
  };
}

let storage: ImageStorage | undefined;

export function getStorage(): ImageStorage {
  storage ??= localDiskStorage(path.join(dataDir(), 'uploads'));
  return storage;
}
