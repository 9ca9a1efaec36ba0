import 'server-only';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { dataDir } from '@/lib/db/client';

export interface StoredFile {
  key: string;
  modified: Date;
}

/** Where image files live. Local disk now; an object store only needs these four calls. */
export interface ImageStorage {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** Every stored file with a valid key, for the start-up sweep of orphans. */
  list(): Promise<StoredFile[]>;
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
    async list() {
      let names: string[];
      try {
        names = await readdir(root);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
      const files = await Promise.all(
        names
          .filter((name) => STORAGE_KEY_PATTERN.test(name))
          .map(async (key) => {
            try {
              return { key, modified: (await stat(file(key))).mtime };
            } catch {
              return null; // Deleted meanwhile.
            }
          }),
      );
      return files.filter((f): f is StoredFile => f !== null);
    },
  };
}

let storage: ImageStorage | undefined;

export function getStorage(): ImageStorage {
  storage ??= localDiskStorage(path.join(dataDir(), 'uploads'));
  return storage;
}
