import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, DOG, expectError, signupAdmin } from './support/client';
import { form, jpeg } from './support/images';
import { startServer, type TestServer } from './support/server';

// The watermark on public photos: the kennel's name in a corner of every public
// variant when switched on, never on private ones; existing photos re-made in the background
// under new keys, their old files deleted; the setting's stale saves refused.

let server: TestServer;
let call: ReturnType<typeof client>;
let token: string;

beforeAll(async () => {
  server = await startServer();
  call = client(server.url);
  token = await signupAdmin(call);
});
afterAll(async () => {
  await server?.stop();
});

const admin = (path: string, method = 'GET', json?: unknown) =>
  call<any>(path, { method, token, ...(json === undefined ? {} : { json }) });

const WIDTH = 1024;
const HEIGHT = 683;
/** A flat photo: any pixel the mark does not touch stays (within WebP's error) its colour. */
const photo = (colour: string) => jpeg(WIDTH, HEIGHT, colour);

const file = async (url: string) => {
  const answer = await fetch(`${server.url}${url}`);
  expect(answer.status, url).toBe(200);
  return Buffer.from(await answer.arrayBuffer());
};

type Corner = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';

/**
 * How much of each corner of `image` (a fifth of each side) differs clearly from the same corner
 * of `reference` (the same input without a mark, at the same size): the share of its pixels
 * with a channel more than 40 apart (WebP's own error stays far below that on a flat photo).
 */
async function cornerDifference(image: Buffer, reference: Buffer) {
  const { data: a, info } = await sharp(image)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { data: b } = await sharp(reference)
    .resize(info.width, info.height, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const w = Math.floor(info.width / 5);
  const h = Math.floor(info.height / 5);
  const corner = (left: number, top: number) => {
    let changed = 0;
    for (let y = top; y < top + h; y++) {
      for (let x = left; x < left + w; x++) {
        const i = (y * info.width + x) * 3;
        if ([0, 1, 2].some((c) => Math.abs(a[i + c]! - b[i + c]!) > 40)) changed += 1;
      }
    }
    return changed / (w * h);
  };
  return {
    'top-left': corner(0, 0),
    'top-right': corner(info.width - w, 0),
    'bottom-left': corner(0, info.height - h),
    'bottom-right': corner(info.width - w, info.height - h),
  } satisfies Record<Corner, number>;
}

/** Marked: the corner differs clearly; every other corner is the unmarked photo's. */
async function expectMarked(image: Buffer, reference: Buffer, corner: Corner | null) {
  const diff = await cornerDifference(image, reference);
  for (const [name, value] of Object.entries(diff)) {
    if (name === corner) expect(value, `${name} marked`).toBeGreaterThan(0.03);
    else expect(value, `${name} unmarked`).toBe(0);
  }
}

/** The setting as the API reads it, once the background job has nothing left to do. */
async function settled() {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const current = await admin('/admin/watermark');
    expect(current.status).toBe(200);
    if (current.body.pending === 0) return current.body;
    if (Date.now() > deadline) throw new Error(`still pending: ${JSON.stringify(current.body)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Waits until a file is no longer served: old files go once pages stopped naming them. */
async function expectGone(url: string) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const status = (await fetch(`${server.url}${url}`)).status;
    if (status === 404) return;
    if (Date.now() > deadline) throw new Error(`${url} still served: ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * The gallery photo once the public API names none of its `before` files: rows change first,
 * then the cached lists expire (their tag, once the job's batch is done).
 */
async function remade(id: number, before: string[]) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const image = (await call<any[]>('/gallery')).body.find((i) => i.id === id);
    const urls: string[] = image.variants.map((v: { url: string }) => v.url);
    if (!urls.some((url) => before.includes(url))) return image;
    if (Date.now() > deadline) throw new Error(`photo ${id} still has its files: ${urls}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const fileId = (url: string) => /\/([0-9a-f-]{36})-\d+\.webp$/.exec(url)![1]!;

/** The public gallery page (cached; its tag expired by the job) comes to show the new files. */
async function expectGalleryPage(now: string, before: string) {
  const deadline = Date.now() + 15_000;
  let html = '';
  while (!html.includes(fileId(now)) && Date.now() < deadline) {
    html = await (await fetch(`${server.url}/gallery`)).text();
  }
  expect(html).toContain(fileId(now));
  expect(html).not.toContain(fileId(before));
}

const largest = (image: { variants: { width: number; url: string }[] }) =>
  [...image.variants].sort((a, b) => b.width - a.width)[0]!;

describe.sequential('the watermark on public photos', () => {
  const grey = { input: Buffer.alloc(0), id: 0, urls: [] as string[] };
  let postId = 0;
  const imageSrc = async () => {
    const post = await admin(`/admin/news/${postId}`);
    return post.body.body.en.content.find((node: any) => node.type === 'image')?.attrs.src;
  };

  it('is off by default: photos are not marked and nothing is pending', async () => {
    const settings = await admin('/admin/watermark');
    expect(settings.body).toMatchObject({ enabled: false, pending: 0, version: 0 });
    expect(settings.body.text.length).toBeGreaterThan(0);
    grey.input = await photo('#7a8a99');
    const added = await call<any>('/admin/gallery', {
      token,
      body: form([{ name: 'grey.jpg', data: grey.input }]),
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const image = added.body.images.at(-1);
    grey.id = image.id;
    grey.urls = image.variants.map((v: { url: string }) => v.url);
    expect(grey.urls.every((url) => !url.includes('private-'))).toBe(true);
    await expectMarked(await file(largest(image).url), grey.input, null);
    // A news post shows it in its text, by its file's address.
    const post = await admin('/admin/news', 'POST', {
      title: { en: 'Our grey photo' },
      body: {
        en: {
          type: 'doc',
          content: [{ type: 'image', attrs: { src: largest(image).url, alt: 'Grey' } }],
        },
      },
    });
    expect(post.status, JSON.stringify(post.body)).toBe(201);
    postId = post.body.id;
    expect(await imageSrc()).toBe(largest(image).url);
  });

  it('refuses bad and stale settings', async () => {
    expectError(await admin('/admin/watermark', 'PUT', { enabled: true, corner: 'middle' }), 422);
    expectError(await call('/admin/watermark', { method: 'PUT', json: { enabled: true } }), 401);
    const first = await admin('/admin/watermark', 'PUT', {
      enabled: false,
      corner: 'top-left',
      version: 0,
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ enabled: false, corner: 'top-left', version: 1 });
    const stale = await admin('/admin/watermark', 'PUT', {
      enabled: true,
      corner: 'top-right',
      version: 0,
    });
    expectError(stale, 409, 'editConflict');
    expect(stale.body.current).toMatchObject({ enabled: false, corner: 'top-left', version: 1 });
  });

  it('switched on, re-makes existing photos under new keys and deletes the old files', async () => {
    const on = await admin('/admin/watermark', 'PUT', {
      enabled: true,
      corner: 'bottom-right',
      version: 1,
    });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    // A restart while the job may be under way: it resumes from the rows not yet marked.
    await server.restart();
    expect((await settled()).enabled).toBe(true);
    const image = await remade(grey.id, grey.urls);
    const urls: string[] = image.variants.map((v: { url: string }) => v.url);
    expect(urls).toHaveLength(grey.urls.length);
    expect(urls.every((url) => !url.includes('private-'))).toBe(true);
    for (const url of grey.urls) await expectGone(url);
    for (const variant of image.variants) {
      await expectMarked(await file(variant.url), grey.input, 'bottom-right');
    }
    await expectGalleryPage(urls[0]!, grey.urls[0]!);
    // The news post's text now names the new file.
    expect(await imageSrc()).toBe(largest(image).url);
    grey.urls = urls;
  });

  it('marks a new public photo, and never a private one (a diary photo)', async () => {
    const input = await photo('#a07858');
    const added = await call<any>('/admin/gallery', {
      token,
      body: form([{ name: 'brown.jpg', data: input }]),
    });
    expect(added.status).toBe(201);
    const image = added.body.images.at(-1);
    for (const variant of image.variants) {
      await expectMarked(await file(variant.url), input, 'bottom-right');
    }
    expect((await admin('/admin/watermark')).body.pending).toBe(0);

    const dog = await admin('/admin/dogs', 'POST', { ...DOG, name: 'Marked Pup' });
    expect(dog.status).toBe(201);
    const entry = await admin('/admin/diary', 'POST', { dogId: dog.body.id, text: { en: 'Hi' } });
    expect(entry.status, JSON.stringify(entry.body)).toBe(201);
    const diary = await call<any>(`/admin/diary/${entry.body.id}/images`, {
      token,
      body: form([{ name: 'diary.jpg', data: input }]),
    });
    expect(diary.status, JSON.stringify(diary.body)).toBe(201);
    const links: string[] = diary.body.images[0].srcSet
      .split(', ')
      .map((s: string) => s.split(' ')[0]);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(link).toMatch(/^\/api\/files\/private-/);
      await expectMarked(await file(link), input, null);
    }
  });

  it('re-makes the marked photos when the kennel is renamed: the mark is its name', async () => {
    const facts = await call<any>('/facts');
    const renamed = await admin('/facts', 'PUT', {
      kennelName: 'Bátor & Társa',
      version: facts.body.version,
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect((await settled()).text).toBe('Bátor & Társa');
    const image = await remade(grey.id, grey.urls);
    const urls: string[] = image.variants.map((v: { url: string }) => v.url);
    await expectMarked(await file(largest(image).url), grey.input, 'bottom-right');
    grey.urls = urls;
  });

  it('switched off, removes the mark from the kept master: unmarked again, new keys', async () => {
    // The gallery page cached with the marked files.
    expect(await (await fetch(`${server.url}/gallery`)).text()).toContain(fileId(grey.urls[0]!));
    const current = await admin('/admin/watermark');
    const off = await admin('/admin/watermark', 'PUT', {
      enabled: false,
      corner: 'bottom-right',
      version: current.body.version,
    });
    expect(off.status).toBe(200);
    await settled();
    const image = await remade(grey.id, grey.urls);
    const urls: string[] = image.variants.map((v: { url: string }) => v.url);
    await expectGalleryPage(urls[0]!, grey.urls[0]!);
    for (const url of grey.urls) await expectGone(url);
    await expectMarked(await file(largest(image).url), grey.input, null);
  });
});
