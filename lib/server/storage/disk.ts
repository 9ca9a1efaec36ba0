import 'server-only';
import { mkdir, open, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { checkKey, STORAGE_KEY_PATTERN, type ImageStorage, type StoredFile } from './image-storage';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Photo files in one folder (DATA_DIR/uploads), for a site that runs as one process. */
export function localDiskStorage(root: string): ImageStorage {
  const file = (key: string) => path.join(root, checkKey(key));
  return {
    location: root,
    shared: false,
    async put(key, data) {
      await mkdir(root, { recursive: true });
      await writeFile(file(key), data, { flag: 'wx' });
    },
    async get(key) {
      try {
        return await readFile(file(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async size(key) {
      try {
        return (await stat(file(key))).size;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async open(key, range) {
      let handle;
      try {
        handle = await open(file(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      try {
        const { size } = await handle.stat();
        // The stream closes the file once read to the end or cancelled (a visitor gone).
        const body = Readable.toWeb(handle.createReadStream(range)) as ReadableStream<Uint8Array>;
        return { body, size };
      } catch (error) {
        await handle.close();
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
        if (isMissing(error)) return [];
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
