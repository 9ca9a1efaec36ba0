import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '@/lib/db/client';
import { dogImages, dogs } from '@/lib/db/schema';
import { contentSecurityPolicy } from '@/lib/security-headers.mjs';
import { createBackup, restoreBackup } from '@/features/backup/server';
import { uploadUrl } from '@/lib/server/images';
import { configuredStorage, PHOTO_CACHE_CONTROL, type ImageStorage } from '@/lib/server/storage';
import { bucketClient, startS3Server, type S3TestServer } from '../support/s3-server';

let s3: S3TestServer;
/** The bucket seen directly, not through the storage under test. */
let bucket: S3Client;
const work = mkdtempSync(path.join(tmpdir(), 'kennel-storage-'));

beforeAll(async () => {
  s3 = await startS3Server();
  bucket = bucketClient(s3);
});
afterAll(async () => {
  bucket?.destroy();
  await s3?.stop();
  rmSync(work, { recursive: true, force: true });
});
afterEach(() => {
  vi.unstubAllEnvs();
});

/** The storage a site process gets with `env` (S3_* and DATA_DIR) and nothing else set. */
function storageWith(env: Record<string, string>): ImageStorage {
  for (const name of Object.keys(process.env).filter((n) => n.startsWith('S3_'))) {
    vi.stubEnv(name, undefined);
  }
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return configuredStorage();
}

let serial = 0;
/** A fresh valid key: both storages keep their files between tests. */
const newKey = () => `${process.pid}-${++serial}-320.webp`;

describe.each([
  ['S3', () => storageWith(s3.env)],
  ['disk', () => storageWith({ DATA_DIR: path.join(work, 'data') })],
])('%s storage', (_name, make) => {
  it('stores, reads, streams, lists and deletes files', async () => {
    const storage = make();
    const [a, b] = [newKey(), newKey()];
    await storage.put(a, Buffer.from('first photo'));
    await storage.put(b, Buffer.alloc(200_000, 7));
    expect((await storage.get(a))?.toString()).toBe('first photo');
    const opened = await storage.open(b);
    expect(opened?.size).toBe(200_000);
    expect(
      Buffer.from(await new Response(opened!.body).arrayBuffer()).equals(Buffer.alloc(200_000, 7)),
    ).toBe(true);

    const listed = (await storage.list()).filter((f) => f.key === a || f.key === b);
    expect(listed.map((f) => f.key).sort()).toEqual([a, b].sort());
    for (const file of listed) {
      expect(Math.abs(file.modified.getTime() - Date.now())).toBeLessThan(60_000);
    }

    await storage.delete(a);
    await storage.delete(a); // a second time is no error
    expect(await storage.get(a)).toBeNull();
    expect(await storage.open(a)).toBeNull();
    expect((await storage.list()).map((f) => f.key)).not.toContain(a);
  });

  it('answers null for a key never stored, and refuses keys outside the pattern', async () => {
    const storage = make();
    expect(await storage.get('never-stored-320.webp')).toBeNull();
    expect(await storage.open('never-stored-320.webp')).toBeNull();
    for (const key of [
      '../secret.webp',
      'a/b.webp',
      'A.webp',
      'x.gif',
      'x.svg',
      'private-x.html',
    ]) {
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow(/invalid storage key/);
      await expect(storage.get(key), key).rejects.toThrow(/invalid storage key/);
    }
  });
});

describe('S3 storage', () => {
  it('is chosen by S3_BUCKET; without it, files stay in DATA_DIR/uploads', async () => {
    const dataDir = path.join(work, 'chosen');
    const disk = storageWith({ DATA_DIR: dataDir });
    expect(disk.location).toBe(path.join(dataDir, 'uploads'));
    const onDisk = newKey();
    await disk.put(onDisk, Buffer.from('disk'));
    expect(readdirSync(path.join(dataDir, 'uploads'))).toEqual([onDisk]);

    const inBucket = newKey();
    const s3Storage = storageWith({ ...s3.env, DATA_DIR: dataDir });
    expect(s3Storage.location).toBe(`s3://${s3.bucket}`);
    await s3Storage.put(inBucket, Buffer.from('bucket'));
    expect(readdirSync(path.join(dataDir, 'uploads'))).toEqual([onDisk]);
    const head = await bucket.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: inBucket }));
    expect(head.ContentLength).toBe('bucket'.length);
  });

  it('writes objects with their content type and a year-long immutable cache', async () => {
    const key = newKey();
    await storageWith(s3.env).put(key, Buffer.from('webp bytes'));
    const head = await bucket.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }));
    expect(head.ContentType).toBe('image/webp');
    expect(head.CacheControl).toBe('public, max-age=31536000, immutable');
    expect(PHOTO_CACHE_CONTROL).toBe(head.CacheControl);
    // The bytes as sent: no checksum framing stored with them.
    expect(head.ContentLength).toBe('webp bytes'.length);
  });

  it('lists every page of a long listing, and only photo keys', async () => {
    const other = await startS3Server('long-listing');
    try {
      const client = bucketClient(other);
      // One page holds 1000 keys.
      const keys = Array.from({ length: 1003 }, (_, i) => `k${i}-320.webp`);
      for (let at = 0; at < keys.length; at += 250) {
        await Promise.all(
          keys
            .slice(at, at + 250)
            .map((Key) =>
              client.send(
                new PutObjectCommand({ Bucket: other.bucket, Key, Body: Buffer.from('x') }),
              ),
            ),
        );
      }
      for (const Key of ['notes.txt', 'folder/k1-320.webp']) {
        await client.send(
          new PutObjectCommand({ Bucket: other.bucket, Key, Body: Buffer.from('x') }),
        );
      }
      const page = await client.send(new ListObjectsV2Command({ Bucket: other.bucket }));
      expect(page.IsTruncated).toBe(true);
      client.destroy();
      const listed = await storageWith(other.env).list();
      expect(listed.map((f) => f.key).sort()).toEqual([...keys].sort());
      expect(listed.every((f) => f.modified instanceof Date)).toBe(true);
    } finally {
      await other.stop();
    }
  }, 60_000);

  it('lets go of the bucket connection while a visitor reads slowly', async () => {
    const storage = storageWith(s3.env);
    const key = newKey();
    await storage.put(key, Buffer.alloc(300_000, 1));
    // More unread answers than the client's 50 pooled connections…
    const opened = await Promise.all(Array.from({ length: 60 }, () => storage.open(key)));
    // …and the storage still answers.
    const next = newKey();
    await storage.put(next, Buffer.from('still writing'));
    expect((await storage.get(next))?.toString()).toBe('still writing');
    for (const file of opened) {
      expect((await new Response(file!.body).arrayBuffer()).byteLength).toBe(300_000);
    }
  }, 15_000);
});

describe.each([
  ['S3', () => s3.env],
  ['disk', () => ({ DATA_DIR: path.join(work, 'route') })],
])('/api/uploads/{key} from %s', (_name, env) => {
  let route: typeof import('@/app/api/uploads/[key]/route') | undefined;
  async function request(key: string, method = 'GET', headers: Record<string, string> = {}) {
    storageWith(env());
    if (!route) {
      vi.resetModules(); // getStorage() keeps the storage of its first call
      route = await import('@/app/api/uploads/[key]/route');
    }
    return route.GET(new Request('http://site/', { method, headers }) as never, {
      params: Promise.resolve({ key }),
    });
  }

  it('streams the file with immutable caching headers', async () => {
    const key = newKey();
    await storageWith(env()).put(key, Buffer.from('served from storage'));
    const response = await request(key);
    expect(response.status).toBe(200);
    expect(response.body).toBeInstanceOf(ReadableStream);
    expect(Object.fromEntries(response.headers)).toEqual({
      'accept-ranges': 'bytes',
      'content-type': 'image/webp',
      'content-length': String('served from storage'.length),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    expect(await response.text()).toBe('served from storage');
  });

  it('answers HEAD with the same headers and no body', async () => {
    const key = newKey();
    await storageWith(env()).put(key, Buffer.from('headed'));
    const response = await request(key, 'HEAD');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('content-length')).toBe('6');
    expect(response.body).toBeNull();
  });

  it('holds no file or connection once answered: read, given up half-way, or HEAD', async () => {
    const key = newKey();
    await storageWith(env()).put(key, Buffer.alloc(100_000, 3));
    const openFiles = () => readdirSync('/proc/self/fd').length;
    await (await request(key)).arrayBuffer(); // the client's first connection
    const before = openFiles();
    for (let i = 0; i < 30; i++) {
      await (await request(key)).arrayBuffer();
      // A visitor gone: Next cancels the body.
      const reader = (await request(key)).body!.getReader();
      await reader.read();
      await reader.cancel();
      await request(key, 'HEAD');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(openFiles() - before).toBeLessThan(10);
  });

  it('serves a video in byte ranges: 206 with its bytes, 416 past the end', async () => {
    const key = `${process.pid}-${++serial}.mp4`;
    const bytes = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
    await storageWith(env()).put(key, bytes);
    const part = await request(key, 'GET', { range: 'bytes=10-19' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-type')).toBe('video/mp4');
    expect(part.headers.get('content-range')).toBe('bytes 10-19/256');
    expect(Buffer.from(await part.arrayBuffer())).toEqual(bytes.subarray(10, 20));
    const tail = await request(key, 'GET', { range: 'bytes=-6' });
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(bytes.subarray(250));
    const past = await request(key, 'GET', { range: 'bytes=256-' });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe('bytes */256');
    expect((await request(`${process.pid}-none.mp4`, 'GET', { range: 'bytes=0-1' })).status).toBe(
      404,
    );
  });

  it('answers 404 for a missing key and for an invalid one', async () => {
    for (const key of ['missing-320.webp', '..%2Fsecret.webp', '../route', 'notes.txt']) {
      const response = await request(key);
      expect(response.status, key).toBe(404);
      expect(await response.json()).toEqual({ message: 'imageNotFound' });
    }
  });
});

describe('photo addresses', () => {
  it('point to /api/uploads without a public bucket address', () => {
    storageWith(s3.env);
    expect(uploadUrl('k-320.webp')).toBe('/api/uploads/k-320.webp');
    storageWith({ S3_PUBLIC_URL: 'https://photos.example.com' }); // no bucket: photos on disk
    expect(uploadUrl('k-320.webp')).toBe('/api/uploads/k-320.webp');
  });

  it('point straight to the bucket with S3_PUBLIC_URL, which the pages allow as images', async () => {
    storageWith({ ...s3.env, S3_PUBLIC_URL: 'https://cdn.example.com/kennel//' });
    expect(uploadUrl('k-320.webp')).toBe('https://cdn.example.com/kennel/k-320.webp');
    const imgSrc = contentSecurityPolicy({})
      .match(/img-src ([^;]*)/)![1]!
      .split(' ');
    expect(imgSrc).toContain('https://cdn.example.com');

    // s3rver serves objects to anyone, so its path-style address works as a public one.
    const key = newKey();
    await storageWith(s3.env).put(key, Buffer.from('public'));
    storageWith({ ...s3.env, S3_PUBLIC_URL: `${s3.endpoint}/${s3.bucket}/` });
    const response = await fetch(uploadUrl(key));
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('public');
  });
});

// PGlite takes a few seconds to start.
describe('backup and restore with S3', { timeout: 120_000 }, () => {
  it("archive the bucket's photos and put them back into an empty bucket", async () => {
    const [from, to] = await Promise.all([startS3Server('source'), startS3Server('target')]);
    // A site on a bucket signs with AUTH_SECRET (it is required there).
    process.env.AUTH_SECRET = 'test-secret-for-the-s3-backup-0123456789';
    try {
      const sourceDir = path.join(work, 'backup-source');
      const handle = await openDatabase({ dir: sourceDir });
      try {
        const [dog] = await handle.db
          .insert(dogs)
          .values({
            slug: 'bogyo',
            name: 'Bogyó',
            color: 'blue',
            birthday: '2026-01-02',
            gender: 'male',
          })
          .returning();
        await handle.db.insert(dogImages).values({
          dogId: dog!.id,
          key: 'k1',
          position: 0,
          width: 640,
          height: 480,
          placeholder: 'data:image/webp;base64,AAAA',
          variants: [
            { width: 320, key: 'k1-320.webp' },
            { width: 640, key: 'k1-640.webp' },
          ],
        });
      } finally {
        await handle.close();
      }
      const source = storageWith(from.env);
      await source.put('k1-320.webp', Buffer.from('small'));
      await source.put('k1-640.webp', Buffer.from('large'));

      const archive = path.join(work, 'kennel.tar.gz');
      const backup = await createBackup(archive, { dataDir: sourceDir });
      expect(backup).toMatchObject({ photoFiles: 2, warnings: [] });

      const targetDir = path.join(work, 'backup-target');
      const target = storageWith(to.env);
      const restored = await restoreBackup(archive, { dataDir: targetDir });
      expect(restored).toEqual({
        photoFiles: 2,
        rows: expect.objectContaining({ dog_images: 1 }),
        signingKey: [expect.stringContaining("is the backed-up site's")],
      });
      expect((await target.list()).map((f) => f.key).sort()).toEqual([
        'k1-320.webp',
        'k1-640.webp',
      ]);
      expect((await target.get('k1-640.webp'))?.toString()).toBe('large');
      // Nothing on disk but the database: no uploads folder, no unpacking folder left.
      expect(readdirSync(targetDir).sort()).toEqual(['db']);

      // The bucket holds photos now: a second restore is refused.
      await expect(
        restoreBackup(archive, { dataDir: path.join(work, 'backup-again') }),
      ).rejects.toThrow('s3://target already holds 2 photo file(s)');
    } finally {
      delete process.env.AUTH_SECRET;
      await Promise.all([from.stop(), to.stop()]);
    }
  });
});
