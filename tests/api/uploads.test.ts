import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, DOG, expectError, signupAdmin } from './support/client';
import { form, jpeg, jpegBomb, pixelBomb, png, pngWithGps, SVG, webpBomb } from './support/images';
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

const uploadedFiles = () => {
  try {
    return readdirSync(path.join(server.dataDir, 'uploads'));
  } catch {
    return [];
  }
};

async function newDog(name = 'Photo Dog'): Promise<number> {
  return (await call<any>('/admin/dogs', { token, json: { ...DOG, name } })).body.id;
}

const upload = (dogId: number, body: FormData) =>
  call<any>(`/admin/dogs/${dogId}/images`, { token, body });

describe('dog photos', () => {
  it('stores a JPEG as responsive WebP variants, never upscaled, served immutable', async () => {
    const dogId = await newDog();
    const result = await upload(dogId, form([{ name: 'a.jpg', data: await jpeg(1200, 900) }]));
    expect(result.status).toBe(201);
    expect(result.body.errors).toEqual([]);
    const [image] = result.body.images;
    expect(image).toMatchObject({ width: 1200, height: 900, position: 0 });
    expect(image.variants.map((v: any) => v.width)).toEqual([320, 480, 640, 768, 1024, 1200]);
    expect(image.url).toBe(image.variants.at(-1).url);
    expect(image.url).toMatch(/^\/api\/uploads\/[a-z0-9-]+\.webp$/);
    expect(image.placeholder).toMatch(/^data:image\/webp;base64,/);

    const served = await fetch(server.url + image.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1200, height: 900 });

    const small = await upload(
      dogId,
      form([{ name: 'small.png', data: await png(200, 100), type: 'image/png' }]),
    );
    expect(small.body.images[1].variants.map((v: any) => v.width)).toEqual([200]);
    expect(small.body.images[1].position).toBe(1);
  });

  it('strips GPS EXIF from an owner photo', async () => {
    const source = await pngWithGps();
    expect((await sharp(source).metadata()).exif).toBeDefined();
    const dogId = await newDog('Gps Dog');
    const result = await upload(
      dogId,
      form([{ name: 'gps.png', data: source, type: 'image/png' }]),
    );
    expect(result.status).toBe(201);
    for (const variant of result.body.images[0].variants) {
      const bytes = Buffer.from(await (await fetch(server.url + variant.url)).arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(bytes.includes(Buffer.from('GPS Leaker'))).toBe(false);
      expect(bytes.includes(Buffer.from('Exif'))).toBe(false);
    }
  });

  it('refuses a 513 KB file while reading it (413)', async () => {
    const dogId = await newDog('Big Dog');
    const head = await jpeg(64, 64);
    const big = Buffer.concat([head, Buffer.alloc(513 * 1024 - head.length, 7)]);
    expect(big.length).toBeGreaterThan(512 * 1024);
    const result = await upload(dogId, form([{ name: 'big.jpg', data: big }]));
    expectError(result, 413, 'fileTooLarge');
    expect(result.body.errors).toEqual([{ msg: 'fileTooLarge', path: 'big.jpg' }]);
  });

  it('refuses a batch over 4.5 MB, Vercel’s request limit, with its own error and nothing saved', async () => {
    const dogId = await newDog('Batch Dog');
    const head = await jpeg(64, 64);
    // Ten files of 500 KB each: every file is within its limit, the request is not.
    const files = Array.from({ length: 10 }, (_, i) => ({
      name: `b${i}.jpg`,
      data: Buffer.concat([head, Buffer.alloc(500 * 1024 - head.length, i)]),
    }));
    const before = uploadedFiles().length;
    const result = await upload(dogId, form(files));
    expectError(result, 413, 'uploadTooLarge');
    expect(uploadedFiles().length).toBe(before);
    expect((await call<any>(`/admin/dogs/${dogId}`, { token })).body.images).toEqual([]);
  });

  it('refuses a text file named .jpg by its bytes (415)', async () => {
    const dogId = await newDog('Text Dog');
    const result = await upload(
      dogId,
      form([{ name: 'notes.jpg', data: Buffer.from('just some text, honestly') }]),
    );
    expectError(result, 415, 'unsupportedType');
  });

  it('refuses a truncated JPEG', async () => {
    const dogId = await newDog('Cut Dog');
    const noise = Buffer.from(
      Array.from({ length: 900 * 700 * 3 }, () => Math.floor(Math.random() * 256)),
    );
    const whole = await sharp(noise, { raw: { width: 900, height: 700, channels: 3 } })
      .jpeg()
      .toBuffer();
    const result = await upload(
      dogId,
      form([{ name: 'cut.jpg', data: whole.subarray(0, Math.floor(whole.length * 0.6)) }]),
    );
    expectError(result, 422, 'corruptImage');
  });

  it('refuses a 20000×20000 PNG pixel bomb before decoding it', async () => {
    const bomb = pixelBomb();
    expect(bomb.length).toBeLessThan(512 * 1024);
    const dogId = await newDog('Bomb Dog');
    const started = Date.now();
    const result = await upload(dogId, form([{ name: 'bomb.png', data: bomb, type: 'image/png' }]));
    expectError(result, 422, 'imageTooLarge');
    expect(Date.now() - started).toBeLessThan(5_000);
    expect((await call('/health')).status).toBe(200);
  });

  it('refuses SVG (415) however it is named or declared, and stores nothing', async () => {
    const dogId = await newDog('Svg Dog');
    const files = uploadedFiles().length;
    const svgs = [
      { name: 'logo.svg', data: Buffer.from(SVG.plain), type: 'image/svg+xml' },
      { name: 'prolog.svg', data: Buffer.from(SVG.withProlog), type: 'image/svg+xml' },
      { name: 'photo.png', data: Buffer.from(SVG.plain), type: 'image/png' },
      { name: 'photo.jpg', data: Buffer.from(SVG.withProlog), type: 'image/jpeg' },
      { name: 'bom.webp', data: Buffer.from(`\ufeff  ${SVG.plain}`), type: 'image/webp' },
    ];
    for (const svg of svgs) {
      const result = await upload(dogId, form([svg]));
      expectError(result, 415, 'unsupportedType');
      expect(result.body.errors).toEqual([{ msg: 'unsupportedType', path: svg.name }]);
      expectError(await call('/admin/gallery', { token, body: form([svg]) }), 415);
    }
    expect(uploadedFiles().length).toBe(files);
    expect((await call<any>(`/admin/dogs/${dogId}`, { token })).body.images).toEqual([]);
  });

  it('refuses JPEG, WebP and PNG pixel bombs by their header, without the memory to decode them', async () => {
    const bombs = [
      { name: 'bomb.png', data: pixelBomb(), type: 'image/png' },
      { name: 'bomb.jpg', data: await jpegBomb(), type: 'image/jpeg' },
      { name: 'bomb.webp', data: webpBomb(), type: 'image/webp' },
    ];
    for (const bomb of bombs) {
      expect(bomb.data.length, bomb.name).toBeLessThan(512 * 1024);
      const meta = await sharp(bomb.data, { limitInputPixels: false }).metadata();
      // Each would take more than 250 MB to decode: at least 6 times the 40-megapixel limit.
      expect(meta.width! * meta.height!, bomb.name).toBeGreaterThan(250_000_000);
    }
    // The WebP one is a real image: small, it decodes to one grey.
    const small = await sharp(webpBomb(64)).raw().toBuffer({ resolveWithObject: true });
    expect([small.info.width, new Set(small.data).size]).toEqual([64, 1]);

    const rss = () =>
      Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))![1]) *
      1024;
    const dogId = await newDog('Bomb Squad');
    const files = uploadedFiles().length;
    const before = rss();
    for (let round = 0; round < 3; round++) {
      for (const bomb of bombs) {
        const started = Date.now();
        const result = await upload(dogId, form([bomb]));
        expectError(result, 422, 'imageTooLarge');
        expect(Date.now() - started, bomb.name).toBeLessThan(5_000);
      }
      const all = await upload(dogId, form(bombs));
      expectError(all, 422, 'uploadRefused');
      expect(all.body.errors).toEqual(bombs.map((b) => ({ msg: 'imageTooLarge', path: b.name })));
      expectError(await call('/admin/gallery', { token, body: form(bombs) }), 422);
    }
    const grown = rss() - before;
    expect(grown, `RSS grew by ${Math.round(grown / 2 ** 20)} MB`).toBeLessThan(200 * 2 ** 20);
    expect(uploadedFiles().length).toBe(files);
    expect((await call('/health')).status).toBe(200);
    // Still serving real photos afterwards.
    const ok = await upload(dogId, form([{ name: 'after.jpg', data: await jpeg(640, 480) }]));
    expect(ok.status).toBe(201);
  });

  it('keeps the valid files of a mixed batch and reports each refused one', async () => {
    const before = uploadedFiles().length;
    const dogId = await newDog('Mixed Dog');
    const result = await upload(
      dogId,
      form([
        { name: 'good.jpg', data: await jpeg(700, 500) },
        { name: 'fake.jpg', data: Buffer.from('GIF89a not really') },
        { name: 'also-good.png', data: await png(), type: 'image/png' },
        { name: 'bomb.png', data: pixelBomb(), type: 'image/png' },
      ]),
    );
    expect(result.status).toBe(201);
    expect(result.body.images).toHaveLength(2);
    expect(result.body.errors).toEqual([
      { msg: 'unsupportedType', path: 'fake.jpg' },
      { msg: 'imageTooLarge', path: 'bomb.png' },
    ]);
    const variants = result.body.images.flatMap((i: any) => i.variants);
    expect(variants.map((v: any) => v.width)).toEqual([320, 480, 640, 700, 300]);
    expect(uploadedFiles().length).toBe(before + variants.length);
  });

  it('takes at most 10 files an upload and 10 photos a dog', async () => {
    const dogId = await newDog('Full Dog');
    const eleven = await Promise.all(Array.from({ length: 11 }, (_, i) => png(120 + i, 80)));
    const result = await upload(
      dogId,
      form(eleven.map((data, i) => ({ name: `p${i}.png`, data, type: 'image/png' }))),
    );
    expect(result.status).toBe(201);
    expect(result.body.images).toHaveLength(10);
    expect(result.body.errors).toEqual([{ msg: 'tooManyFiles', path: 'p10.png' }]);

    const files = uploadedFiles().length;
    const extra = await upload(
      dogId,
      form([{ name: 'eleventh.png', data: await png(), type: 'image/png' }]),
    );
    expectError(extra, 422, 'dogPhotoLimit');
    expect(extra.body.errors).toEqual([{ msg: 'dogPhotoLimit', path: 'eleventh.png' }]);
    expect(uploadedFiles().length).toBe(files);
  });

  it('reorders by a permutation of the dog’s own photo ids only', async () => {
    const dogId = await newDog('Order Dog');
    const other = await newDog('Other Dog');
    const ids: number[] = [];
    const made = await upload(
      dogId,
      form(
        await Promise.all(
          [1, 2, 3].map(async (n) => ({ name: `${n}.jpg`, data: await jpeg(300 + n, 200) })),
        ),
      ),
    );
    ids.push(...made.body.images.map((i: any) => i.id));
    const foreign = (await upload(other, form([{ name: 'x.jpg', data: await jpeg() }]))).body
      .images[0].id;

    const order = `/admin/dogs/${dogId}/images/order`;
    const reversed = [...ids].reverse();
    const ok = await call<any[]>(order, { method: 'PUT', token, json: { ids: reversed } });
    expect(ok.status).toBe(200);
    expect(ok.body.map((i) => i.id)).toEqual(reversed);
    expect(ok.body.map((i) => i.position)).toEqual([0, 1, 2]);
    expect((await call<any>(`/dogs/${dogId}`)).body.images[0].id).toBe(reversed[0]);

    expectError(
      await call(order, { method: 'PUT', token, json: { ids: [ids[0], ids[1], foreign] } }),
      422,
      'invalidIds',
    );
    expectError(
      await call(order, { method: 'PUT', token, json: { ids: ids.slice(0, 2) } }),
      422,
      'invalidIds',
    );
    expectError(
      await call(order, { method: 'PUT', token, json: { ids: [ids[0], ids[0], ids[1]] } }),
      422,
    );
    expectError(
      await call(order, { method: 'PUT', token, json: { ids: [...ids, 99999] } }),
      422,
      'invalidIds',
    );
  });

  it('deletes one photo (204) and its files', async () => {
    const dogId = await newDog('Delete Photo Dog');
    const [image] = (await upload(dogId, form([{ name: 'a.jpg', data: await jpeg(700, 500) }])))
      .body.images;
    const files = uploadedFiles().length;
    expect(
      (await call(`/admin/dogs/${dogId}/images/${image.id}`, { method: 'DELETE', token })).status,
    ).toBe(204);
    expect(uploadedFiles().length).toBe(files - image.variants.length);
    expect((await fetch(server.url + image.url)).status).toBe(404);
    expectError(
      await call(`/admin/dogs/${dogId}/images/${image.id}`, { method: 'DELETE', token }),
      404,
    );
  });

  it('removes every file of a deleted dog', async () => {
    const dogId = await newDog('Gone Dog');
    const result = await upload(
      dogId,
      form([
        { name: 'a.jpg', data: await jpeg(1100, 800) },
        { name: 'b.jpg', data: await jpeg(500, 400) },
      ]),
    );
    const keys = result.body.images.flatMap((i: any) =>
      i.variants.map((v: any) => v.url.split('/').pop()),
    );
    expect(keys.every((k: string) => uploadedFiles().includes(k))).toBe(true);
    expect((await call(`/admin/dogs/${dogId}`, { method: 'DELETE', token })).status).toBe(204);
    expect(keys.some((k: string) => uploadedFiles().includes(k))).toBe(false);
  });

  it('answers 400 to an upload cut off mid-file, and the server throws nothing uncaught', async () => {
    const dogId = await newDog('Cut Off');
    const result = await call(`/admin/dogs/${dogId}/images`, {
      token,
      body: '--x\r\nContent-Disposition: form-data; name="images"; filename="a.jpg"\r\n\r\nabc',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expectError(result, 400, 'invalidMultipart');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.output()).not.toMatch(/uncaught|Unexpected end of form/i);
  });

  it('answers 404 for an upload to an unknown dog, 415 for a non-multipart body', async () => {
    expectError(await upload(999999, form([{ name: 'a.jpg', data: await jpeg() }])), 404);
    expectError(await call('/admin/dogs/1/images', { token, json: { images: [] } }), 415);
    expectError(await call('/admin/dogs/1/images', { body: form([]) }), 401);
  });
});

describe('gallery', () => {
  it('uploads, lists in order, reorders and deletes', async () => {
    const made = await call<any>('/admin/gallery', {
      token,
      body: form([
        { name: 'g1.jpg', data: await jpeg(640, 480) },
        { name: 'g2.jpg', data: await jpeg(480, 640) },
      ]),
    });
    expect(made.status).toBe(201);
    const ids = made.body.images.map((i: any) => i.id);
    expect((await call<any[]>('/gallery')).body.map((i) => i.id)).toEqual(ids);

    const reversed = [...ids].reverse();
    expect(
      (
        await call<any[]>('/admin/gallery/order', { method: 'PUT', token, json: { ids: reversed } })
      ).body.map((i) => i.id),
    ).toEqual(reversed);
    expectError(
      await call('/admin/gallery/order', { method: 'PUT', token, json: { ids: [ids[0]] } }),
      422,
      'invalidIds',
    );

    expect((await call(`/admin/gallery/${ids[0]}`, { method: 'DELETE', token })).status).toBe(204);
    expect((await call<any[]>('/gallery')).body.map((i) => i.id)).toEqual([ids[1]]);
    expectError(await call(`/admin/gallery/${ids[0]}`, { method: 'DELETE', token }), 404);
  });
});
