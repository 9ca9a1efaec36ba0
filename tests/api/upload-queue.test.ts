import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heavyPngs } from '../../scripts/bench/heavy-png';
import { rssOf, uploadToGallery, watchPeakRss } from '../../scripts/bench/upload-memory';
import { client, expectError, signupAdmin } from './support/client';
import { form } from './support/images';
import { startServer, type TestServer } from './support/server';

let server: TestServer;
let call: ReturnType<typeof client>;
let token: string;

beforeAll(async () => {
  server = await startServer();
  call = client(server.url);
  token = await signupAdmin(call);
});
afterAll(() => server?.stop());

const MB = 2 ** 20;

// The full load (six uploads of ten 40-megapixel PNGs) is `npm run bench:uploads`; this one is
// smaller: 16-bit 2000×2000 PNGs, 24 MB each decoded, three uploads of ten at once.
describe('photo processing queue', () => {
  it('takes two full uploads at once and refuses a third with 503 and Retry-After', async () => {
    const [photo] = heavyPngs(1, 150_000, 2000);
    const files = Array.from({ length: 10 }, () => photo!);
    const before = rssOf(server.pid);
    const watch = watchPeakRss(server.pid);
    const answers = await Promise.all(
      [0, 1, 2].map((n) => uploadToGallery(server.url, token, files, `u${n}`)),
    );
    const peak = watch.stop();

    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 503]);
    const refused = answers.find((a) => a.status === 503)!;
    expect(refused).toMatchObject({ message: 'uploadQueueFull', retryAfter: '20' });
    expect((await call<any[]>('/gallery')).body).toHaveLength(20);
    const grown = peak - before;
    expect(grown, `RSS grew by ${Math.round(grown / MB)} MB`).toBeLessThan(250 * MB);

    // Once the queue has drained, the refused upload goes through.
    const again = await uploadToGallery(server.url, token, files.slice(0, 2), 'again');
    expect(again.status).toBe(201);
  });

  it('caps the gallery at 300 photos with its own error', async () => {
    const have = (await call<any[]>('/gallery')).body.length;
    // Fill up to the cap cheaply: tiny photos, ten an upload.
    const tiny = heavyPngs(1, 1_000, 16)[0]!;
    for (let left = 300 - have; left > 0; left -= 10) {
      const n = Math.min(10, left);
      const files = Array.from({ length: n }, (_, i) => ({
        name: `t${left}-${i}.png`,
        data: tiny,
        type: 'image/png',
      }));
      expect((await call('/admin/gallery', { token, body: form(files) })).status).toBe(201);
    }
    expect((await call<any[]>('/gallery')).body).toHaveLength(300);
    const full = await call<any>('/admin/gallery', {
      token,
      body: form([{ name: 'one-more.png', data: tiny, type: 'image/png' }]),
    });
    expectError(full, 422, 'galleryPhotoLimit');
    expect(full.body.errors).toEqual([{ msg: 'galleryPhotoLimit', path: 'one-more.png' }]);
  });
});
