import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis } from '../support/redis-server';
import { bucketClient, startS3Server } from '../support/s3-server';
import { client, DOG, signupAdmin } from './support/client';
import { form, jpeg } from './support/images';
import { freshDatabase, startServer, TEST_AUTH_SECRET, type TestServer } from './support/server';

// Several instances behind a load balancer: one PostgreSQL database, one S3 bucket, one Redis.
// Instance A runs `npm start`, instance B plain `next start`, as a platform would. A change made
// through either shows on the other's pages within 2 s, photos are served by both, a restart
// never loses an upload under way, and Redis going away never breaks a page.
//
// Needs PostgreSQL (TEST_DATABASE_URL, set in CI's PostgreSQL pass); S3 and Redis are started
// here on loopback.

const SHARED_WITHIN_MS = 2000;
const ROOT = path.resolve(__dirname, '..', '..');

/** Polls `probe` until it returns true; resolves with how long that took, fails after `ms`. */
async function within(ms: number, probe: () => Promise<boolean>, what: string): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await probe()) return Date.now() - started;
    if (Date.now() - started > ms) throw new Error(`${what}: not seen within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function page(base: string, pathname: string) {
  const response = await fetch(`${base}${pathname}`, {
    headers: { 'accept-language': 'en', cookie: 'NEXT_LOCALE=en' },
    redirect: 'manual',
  });
  return { status: response.status, html: await response.text(), headers: response.headers };
}

/** Files under `.next` changed since `since`: a site on a platform must not write there. */
function writtenUnder(dir: string, since: number): string[] {
  const changed: string[] = [];
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isFile() && statSync(file).mtimeMs > since) changed.push(file);
  }
  return changed;
}

for (const variant of ['writable', 'unwritable'] as const) {
  describe.skipIf(!process.env.TEST_DATABASE_URL)(
    `two instances on one database, bucket and Redis (DATA_DIR ${variant})`,
    () => {
      let a: TestServer;
      let b: TestServer;
      let s3: Awaited<ReturnType<typeof startS3Server>>;
      let redis: Awaited<ReturnType<typeof startRedis>>;
      let database: Awaited<ReturnType<typeof freshDatabase>>;
      let token: string;
      let blocker: string | undefined;
      const started = Date.now();

      beforeAll(async () => {
        [s3, redis, database] = await Promise.all([startS3Server(), startRedis(), freshDatabase()]);
        const shared: Record<string, string> = {
          ...s3.env,
          REDIS_URL: redis.url,
          DATABASE_URL: database.url!,
          AUTH_SECRET: TEST_AUTH_SECRET,
        };
        const dataDir = (name: string): Record<string, string> => {
          if (variant === 'writable') return {};
          // A regular file as the parent: nothing can be created below it, not even by root.
          blocker ??= path.join(mkdtempSync(path.join(tmpdir(), 'kennel-ro-')), 'not-a-folder');
          writeFileSync(blocker, '');
          return { DATA_DIR: path.join(blocker, name) };
        };
        a = await startServer({ ...shared, ...dataDir('a'), TEST_ENTRY: 'npm-start' });
        b = await startServer({ ...shared, ...dataDir('b'), TEST_ENTRY: 'next-start' });
        token = await signupAdmin(client(a.url));
      });

      afterAll(async () => {
        await Promise.all([a?.stop(), b?.stop()]);
        await Promise.all([s3?.stop(), redis?.stop(), database?.drop()]);
        if (blocker) rmSync(path.dirname(blocker), { recursive: true, force: true });
      });

      let dog: { id: number; slug: string; images: { url: string; variants: { url: string }[] }[] };

      it('a dog added with a photo on A shows on B, which serves the photo', async () => {
        // B has the list cached before the change, so only a shared expiry can refresh it.
        expect((await page(b.url, '/puppies/available-puppies')).status).toBe(200);
        const callA = client(a.url);
        const created = await callA<any>('/admin/dogs', {
          token,
          json: { ...DOG, name: 'Shared Sári', price: 2100 },
        });
        expect(created.status).toBe(201);
        const upload = await callA<any>(`/admin/dogs/${created.body.id}/images`, {
          token,
          body: form([{ name: 'sari.jpg', data: await jpeg(900, 700) }]),
        });
        expect(upload.status, JSON.stringify(upload.body)).toBe(201);
        dog = (await callA<any>(`/dogs/${created.body.id}`)).body;

        const took = await within(
          SHARED_WITHIN_MS,
          async () =>
            (await page(b.url, '/puppies/available-puppies')).html.includes('Shared Sári'),
          "B's list",
        );
        expect(took).toBeLessThanOrEqual(SHARED_WITHIN_MS);
        const onB = await page(b.url, `/${dog.slug}`);
        expect(onB.status).toBe(200);
        expect(onB.html).toContain('Shared Sári');
        const photo = await fetch(`${b.url}${dog.images[0]!.variants[0]!.url}`);
        expect(photo.status).toBe(200);
        expect(photo.headers.get('content-type')).toBe('image/webp');
        expect(photo.headers.get('cache-control')).toContain('immutable');
        expect((await photo.arrayBuffer()).byteLength).toBeGreaterThan(100);
      });

      it('a price changed through B shows on A', async () => {
        expect((await page(a.url, `/${dog.slug}`)).html).toMatch(/2[,.\s\u00a0\u202f]?100/);
        const changed = await client(b.url)(`/admin/dogs/${dog.id}`, {
          method: 'PATCH',
          token,
          json: { price: 3456 },
        });
        expect(changed.status).toBe(200);
        await within(
          SHARED_WITHIN_MS,
          async () => /3[,.\s\u00a0\u202f]?456/.test((await page(a.url, `/${dog.slug}`)).html),
          "A's dog page",
        );
      });

      it('a dog disabled on A answers 404 on B', async () => {
        expect((await page(b.url, `/${dog.slug}`)).status).toBe(200);
        const disabled = await client(a.url)(`/admin/dogs/${dog.id}`, {
          method: 'PATCH',
          token,
          json: { enabled: false },
        });
        expect(disabled.status).toBe(200);
        await within(
          SHARED_WITHIN_MS,
          async () => (await page(b.url, `/${dog.slug}`)).status === 404,
          "B's 404",
        );
        await client(a.url)(`/admin/dogs/${dog.id}`, {
          method: 'PATCH',
          token,
          json: { enabled: true },
        });
      });

      it('B restarting during uploads on A loses nothing and leaves no orphan file', async () => {
        const bucket = bucketClient(s3);
        // Files of an upload whose rows are not committed yet, as B's start-up sweep finds them.
        const inFlight = `${'0'.repeat(8)}-in-flight.webp`;
        await bucket.send(
          new PutObjectCommand({ Bucket: s3.bucket, Key: inFlight, Body: Buffer.from('x') }),
        );
        const callA = client(a.url);
        const target = await callA<any>('/admin/dogs', { token, json: { ...DOG, name: 'Busy' } });
        const photos = await Promise.all(
          Array.from({ length: 8 }, async (_, i) => ({
            name: `p${i}.jpg`,
            data: await jpeg(1600, 1200, `#${(i * 3 + 1).toString(16)}8${i}`),
          })),
        );
        const uploads = photos.map((photo, i) =>
          new Promise((resolve) => setTimeout(resolve, i * 150)).then(() =>
            callA<any>(`/admin/dogs/${target.body.id}/images`, { token, body: form([photo]) }),
          ),
        );
        await b.restart();
        const answers = await Promise.all(uploads);
        for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(201);

        const saved = (await callA<any>(`/admin/dogs/${target.body.id}`, { token })).body;
        expect(saved.images).toHaveLength(photos.length);
        for (const image of saved.images) {
          expect((await fetch(`${b.url}${image.url}`)).status).toBe(200);
        }
        const listed = await bucket.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
        const keys = new Set((listed.Contents ?? []).map((object) => object.Key!));
        expect(keys.has(inFlight), 'B swept a fresh file another instance may still own').toBe(
          true,
        );
        keys.delete(inFlight);
        const all = (await callA<any>('/admin/dogs', { token })).body as (typeof saved)[];
        const owned = new Set(
          all.flatMap((one) =>
            one.images.flatMap((image: { variants: { url: string }[] }) =>
              image.variants.map((v) => v.url.split('/').pop()!),
            ),
          ),
        );
        expect([...keys].filter((key) => !owned.has(key))).toEqual([]);
        expect([...owned].filter((key) => !keys.has(key))).toEqual([]);
      });

      it('without Redis both instances keep serving pages, and sharing resumes when it is back', async () => {
        await redis.stop();
        try {
          for (const server of [a, b]) {
            for (const pathname of [
              '/',
              '/puppies/available-puppies',
              `/${dog.slug}`,
              '/gallery',
            ]) {
              const answer = await page(server.url, pathname);
              expect(answer.status, `${server.url}${pathname}`).toBe(200);
            }
          }
          // A change while Redis is away still shows on the instance that made it.
          await client(a.url)(`/admin/dogs/${dog.id}`, {
            method: 'PATCH',
            token,
            json: { name: 'Offline Olga' },
          });
          await within(
            SHARED_WITHIN_MS,
            async () =>
              (await page(a.url, '/puppies/available-puppies')).html.includes('Offline Olga'),
            "A's list while Redis is down",
          );
          expect((await page(b.url, '/puppies/available-puppies')).status).toBe(200);
        } finally {
          await redis.start();
        }
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await client(a.url)(`/admin/dogs/${dog.id}`, {
          method: 'PATCH',
          token,
          json: { name: 'Back Bella' },
        });
        await within(
          SHARED_WITHIN_MS,
          async () => (await page(b.url, '/puppies/available-puppies')).html.includes('Back Bella'),
          "B's list after Redis is back",
        );
        for (const server of [a, b]) {
          expect(server.output(), 'no server error').not.toMatch(/\b5\d\d\b.*GET|Unhandled/);
        }
      });

      it.runIf(variant === 'unwritable')('wrote nothing into the build or the checkout', () => {
        // DATA_DIR lies below a regular file, so nothing was written there either.
        expect(writtenUnder(path.join(ROOT, '.next'), started)).toEqual([]);
        expect(
          readdirSync(ROOT)
            .filter((name) => name !== 'node_modules')
            .filter((name) => statSync(path.join(ROOT, name)).mtimeMs > started),
        ).toEqual([]);
      });
    },
  );
}
