import { isDeepStrictEqual } from 'node:util';
import { jsonOf, NoAnswer, type Answer } from './http';
import type { ApiDog, ApiImage, DogFields, SiteInfo, SoakContext, TrackedDog } from './state';

export interface Verified {
  dogs: number;
  deletedDogs: number;
  photos: number;
  removedFiles: number;
  galleryPhotos: number;
  info: boolean;
  enquiries: number;
}

const FIELDS: (keyof DogFields)[] = [
  'name',
  'color',
  'birthday',
  'gender',
  'description',
  'price',
  'enabled',
  'foundParent',
  'reserved',
];

/** Runs `check` over `items`, `size` at a time. */
async function inPool<T>(items: T[], size: number, check: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) await check(items[next++]!);
    }),
  );
}

/**
 * Reads back, through the API, everything the soak wrote and answered: each dog as its last write
 * left it (or 404 once deleted), its photos in their order and their files, the info, the gallery,
 * and the files of deleted photos gone. Every difference is a failure.
 */
export async function verifyWrites(ctx: SoakContext): Promise<Verified> {
  const { recorder } = ctx;
  const fail = (line: string) => recorder.fail(`after the soak: ${line}`);
  const get = async (path: string, admin = false): Promise<Answer | null> => {
    try {
      const headers: Record<string, string> = admin ? { authorization: `Bearer ${ctx.token}` } : {};
      const answer = await ctx.http.send('GET', path, { headers });
      if (answer.status >= 500) fail(`GET ${path}: ${answer.status}`);
      return answer;
    } catch (error) {
      if (!(error instanceof NoAnswer)) throw error;
      fail(`GET ${path}: ${error.code}`);
      return null;
    }
  };
  const expectStatus = async (path: string, status: number, admin = false) => {
    const answer = await get(path, admin);
    if (answer && answer.status !== status)
      fail(`GET ${path}: ${answer.status}, expected ${status}`);
    return answer?.status === status ? answer : null;
  };
  const expectFiles = async (images: ApiImage[]) => {
    for (const url of images.flatMap((i) => i.variants.map((v) => v.url))) {
      const answer = await expectStatus(url, 200);
      if (answer && answer.headers['content-type'] !== 'image/webp') fail(`GET ${url}: not WebP`);
    }
  };
  const verified: Verified = {
    dogs: 0,
    deletedDogs: 0,
    photos: 0,
    removedFiles: 0,
    galleryPhotos: 0,
    info: false,
    enquiries: 0,
  };

  const checkDog = async (dog: TrackedDog) => {
    if (dog.deleted) {
      await expectStatus(`/api/admin/dogs/${dog.id}`, 404, true);
      await expectStatus(`/api/dogs/${dog.slug}`, 404);
      verified.deletedDogs += 1;
      return;
    }
    const answer = await expectStatus(`/api/admin/dogs/${dog.id}`, 200, true);
    if (!answer) return;
    const saved = jsonOf<ApiDog>(answer);
    for (const field of FIELDS) {
      if (!isDeepStrictEqual(saved[field], dog.fields[field])) {
        fail(
          `dog ${dog.id} ${field} is ${JSON.stringify(saved[field])}, last written ${JSON.stringify(dog.fields[field])}`,
        );
      }
    }
    if (saved.slug !== dog.slug)
      fail(`dog ${dog.id} slug is ${saved.slug}, last answered ${dog.slug}`);
    const ids = (images: ApiImage[]) => images.map((i) => i.id).join(',');
    if (ids(saved.images) !== ids(dog.images)) {
      fail(`dog ${dog.id} photos are [${ids(saved.images)}], last answered [${ids(dog.images)}]`);
    }
    await expectFiles(saved.images);
    const shown = await expectStatus(`/api/dogs/${saved.slug}`, dog.fields.enabled ? 200 : 404);
    if (shown && dog.fields.enabled && jsonOf<ApiDog>(shown).name !== dog.fields.name) {
      fail(`the public /api/dogs/${saved.slug} shows another name`);
    }
    verified.dogs += 1;
    verified.photos += saved.images.length;
  };
  await inPool(
    ctx.dogs.filter((d) => !d.unknown),
    8,
    checkDog,
  );

  await inPool(ctx.removedUrls, 8, async (url) => {
    if (await expectStatus(url, 404)) verified.removedFiles += 1;
  });

  if (ctx.info.expected && !ctx.info.unknown) {
    const answer = await expectStatus('/api/info', 200);
    const info = answer && jsonOf<SiteInfo>(answer);
    // The version is the server's count of saves, not something the soak wrote.
    const fields = info && { ...info, version: undefined };
    if (fields && !isDeepStrictEqual({ ...ctx.info.expected, version: undefined }, fields)) {
      fail(
        `/api/info is ${JSON.stringify(info)}, last written ${JSON.stringify(ctx.info.expected)}`,
      );
    }
    verified.info = info !== null;
  }

  // Every stored enquiry is in the inbox; one about a deleted dog keeps the dog's name.
  if (ctx.enquiries.length > 0) {
    const answer = await expectStatus('/api/admin/enquiries', 200, true);
    const inbox = new Map(
      (answer ? jsonOf<{ id: number; dog: unknown; dogName: string | null }[]>(answer) : []).map(
        (e) => [e.id, e],
      ),
    );
    for (const { id, dog } of ctx.enquiries) {
      const listed = inbox.get(id);
      if (!listed) fail(`enquiry ${id} is missing from the inbox`);
      else if (dog.deleted && (listed.dog !== null || !listed.dogName)) {
        fail(`enquiry ${id} lost the name of its deleted dog ${dog.id}`);
      } else verified.enquiries += 1;
    }
  }

  const galleryAnswer = await expectStatus('/api/gallery', 200);
  if (galleryAnswer) {
    const listed = new Set(jsonOf<ApiImage[]>(galleryAnswer).map((i) => i.id));
    for (const tracked of ctx.galleryImages.filter((g) => !g.unknown)) {
      if (tracked.deleted === listed.has(tracked.image.id)) {
        fail(
          `gallery photo ${tracked.image.id} is ${tracked.deleted ? 'still listed' : 'missing'}`,
        );
      } else if (!tracked.deleted) {
        await expectFiles([tracked.image]);
        verified.galleryPhotos += 1;
      }
    }
  }
  await expectStatus('/api/health', 200);
  return verified;
}
