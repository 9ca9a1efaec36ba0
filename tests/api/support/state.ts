import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { client } from './client';

/**
 * Everything a request could change, read as the admin sees it: every dog (disabled ones too,
 * with photos and `updatedAt`), the site info, the gallery, the account, whether sign-up is
 * open, and the image files on disk. Equal snapshots mean nothing was stored.
 */
export async function snapshot(call: ReturnType<typeof client>, token: string, dataDir: string) {
  const read = async (route: string) => {
    const result = await call(route, { token });
    expect(result.status, route).toBe(200);
    return result.body;
  };
  let files: string[] = [];
  try {
    files = readdirSync(path.join(dataDir, 'uploads')).sort();
  } catch {
    // No upload yet.
  }
  return {
    dogs: await read('/admin/dogs'),
    info: await read('/info'),
    gallery: await read('/gallery'),
    user: await read('/auth/user'),
    signup: await read('/auth/signup'),
    files,
  };
}
