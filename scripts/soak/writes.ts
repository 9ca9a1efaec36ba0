import { MIN_FILL_MS } from '@/features/enquiries/fields';
import { MAX_PHOTOS_PER_DOG } from '../../lib/validation/upload';
import { multipart } from './http';
import {
  call,
  chance,
  parsed,
  pick,
  type ApiDog,
  type ApiImage,
  type DogFields,
  type SiteInfoFields,
  type SoakContext,
  type TrackedDog,
  type TrackedGalleryImage,
} from './state';

/** Bounds on what the soak keeps at once, so that a long run does not only grow the data. */
const MAX_LIVE_DOGS = 100;
const MAX_LIVE_GALLERY = 30;

const NAMES = ['Bőrös', 'Größe', 'Ünőke', 'Bijou', 'Árvíz', 'Lilac Boy', 'Tan Lady', 'Mogyoró'];
let serial = 0;

const randomDate = () =>
  `2025-${String(1 + Math.floor(Math.random() * 12)).padStart(2, '0')}-${String(
    1 + Math.floor(Math.random() * 28),
  ).padStart(2, '0')}`;

function newFields(): DogFields {
  serial += 1;
  return {
    name: `${pick(NAMES)} ${serial}`,
    color: pick(['blue', 'tan', 'lilac'] as const),
    birthday: randomDate(),
    gender: pick(['male', 'female'] as const),
    description: {
      en: `Soak dog ${serial}, calm and playful.`,
      hu: `${serial}. próbakutya, nyugodt és játékos.`,
      de: `Testhund ${serial}, ruhig und verspielt.`,
    },
    price: chance(0.2) ? null : 1000 + Math.floor(Math.random() * 3000),
    enabled: chance(0.8),
    foundParent: chance(0.3),
    reserved: chance(0.2),
  };
}

/** A random non-empty subset of fresh values. */
function patchOf(): Partial<DogFields> {
  const fresh = newFields();
  const keys = (Object.keys(fresh) as (keyof DogFields)[]).filter(() => chance(0.4));
  if (keys.length === 0) keys.push(pick(['price', 'enabled', 'description'] as const));
  return Object.fromEntries(keys.map((k) => [k, fresh[k]])) as Partial<DogFields>;
}

function randomInfo(): SiteInfoFields {
  serial += 1;
  const digits = String(10_000_000 + serial).slice(-7);
  return {
    email: chance(0.9) ? `kennel${serial}@example.com` : null,
    // In the international form the site stores (lib/validation/phone.ts), as it answers them.
    phone: `+36 1 ${digits.slice(0, 3)} ${digits.slice(3)}`,
    phoneAt: chance(0.5) ? `+43 660 ${digits}` : null,
    fbUrl: chance(0.7) ? `https://www.facebook.com/kennel${serial}` : null,
    instaUrl: chance(0.7) ? `https://www.instagram.com/kennel${serial}` : null,
  };
}

async function photoBody(ctx: SoakContext, count: number) {
  const chosen = Array.from({ length: count }, () => pick(ctx.photos));
  const body = await multipart(chosen);
  return { type: body.type, data: body.body };
}

const variantUrls = (images: ApiImage[]) => images.flatMap((i) => i.variants.map((v) => v.url));

async function createDog(ctx: SoakContext): Promise<void> {
  const fields = newFields();
  const answer = await call(ctx, {
    kind: 'POST /api/admin/dogs',
    group: 'write',
    path: '/api/admin/dogs',
    json: fields,
    admin: true,
    expected: [201],
  });
  const dog = answer && parsed<ApiDog>(ctx, answer, 'POST /api/admin/dogs');
  if (!dog) return;
  ctx.dogs.push({
    id: dog.id,
    slug: dog.slug,
    fields,
    images: [],
    deleted: false,
    busy: false,
    unknown: false,
  });
}

async function patchDog(ctx: SoakContext, dog: TrackedDog): Promise<boolean> {
  const patch = patchOf();
  const answer = await call(ctx, {
    kind: 'PATCH /api/admin/dogs/{id}',
    group: 'write',
    method: 'PATCH',
    path: `/api/admin/dogs/${dog.id}`,
    json: patch,
    admin: true,
    expected: [200],
  });
  const saved = answer && parsed<ApiDog>(ctx, answer, `PATCH dog ${dog.id}`);
  if (!saved) return false;
  dog.fields = { ...dog.fields, ...patch };
  dog.slug = saved.slug;
  return true;
}

async function uploadDogPhotos(ctx: SoakContext, dog: TrackedDog): Promise<boolean> {
  const count = Math.min(1 + Math.floor(Math.random() * 2), MAX_PHOTOS_PER_DOG - dog.images.length);
  const answer = await call(ctx, {
    kind: 'POST /api/admin/dogs/{id}/images',
    group: 'write',
    path: `/api/admin/dogs/${dog.id}/images`,
    body: await photoBody(ctx, count),
    admin: true,
    expected: [201],
  });
  const saved = answer && parsed<{ images: ApiImage[] }>(ctx, answer, `upload to dog ${dog.id}`);
  if (!saved) return false;
  if (saved.images.length !== dog.images.length + count) {
    ctx.recorder.fail(
      `upload to dog ${dog.id}: ${saved.images.length} photos listed, expected ${dog.images.length + count}`,
    );
  }
  dog.images = saved.images;
  return true;
}

async function reorderPhotos(ctx: SoakContext, dog: TrackedDog): Promise<boolean> {
  const ids = dog.images.map((i) => i.id).sort(() => Math.random() - 0.5);
  const answer = await call(ctx, {
    kind: 'PUT /api/admin/dogs/{id}/images/order',
    group: 'write',
    method: 'PUT',
    path: `/api/admin/dogs/${dog.id}/images/order`,
    json: { ids },
    admin: true,
    expected: [200],
  });
  const saved = answer && parsed<ApiImage[]>(ctx, answer, `reorder dog ${dog.id}`);
  if (!saved) return false;
  if (saved.map((i) => i.id).join() !== ids.join()) {
    ctx.recorder.fail(`reorder dog ${dog.id}: answered another order than the one sent`);
  }
  dog.images = saved;
  return true;
}

async function deletePhoto(ctx: SoakContext, dog: TrackedDog): Promise<boolean> {
  const image = pick(dog.images);
  const answer = await call(ctx, {
    kind: 'DELETE /api/admin/dogs/{id}/images/{imageId}',
    group: 'write',
    method: 'DELETE',
    path: `/api/admin/dogs/${dog.id}/images/${image.id}`,
    admin: true,
    expected: [204],
  });
  if (!answer) return false;
  dog.images = dog.images.filter((i) => i.id !== image.id);
  ctx.removedUrls.push(...variantUrls([image]));
  return true;
}

async function deleteDog(ctx: SoakContext, dog: TrackedDog): Promise<boolean> {
  const answer = await call(ctx, {
    kind: 'DELETE /api/admin/dogs/{id}',
    group: 'write',
    method: 'DELETE',
    path: `/api/admin/dogs/${dog.id}`,
    admin: true,
    expected: [204],
  });
  if (!answer) return false;
  dog.deleted = true;
  ctx.removedUrls.push(...variantUrls(dog.images));
  return true;
}

async function putInfo(ctx: SoakContext): Promise<void> {
  ctx.info.busy = true;
  try {
    const info = randomInfo();
    const answer = await call(ctx, {
      kind: 'PUT /api/info',
      group: 'write',
      method: 'PUT',
      path: '/api/info',
      json: info,
      admin: true,
      expected: [200],
    });
    ctx.info.expected = info;
    // Writes are one at a time: an answered one is the final state until the next.
    ctx.info.unknown = !answer;
  } finally {
    ctx.info.busy = false;
  }
}

async function uploadGalleryPhotos(ctx: SoakContext): Promise<void> {
  ctx.galleryUploading = true;
  try {
    const count = 1 + Math.floor(Math.random() * 2);
    const answer = await call(ctx, {
      kind: 'POST /api/admin/gallery',
      group: 'write',
      path: '/api/admin/gallery',
      body: await photoBody(ctx, count),
      admin: true,
      expected: [201],
    });
    const saved = answer && parsed<{ images: ApiImage[] }>(ctx, answer, 'gallery upload');
    if (!saved) return;
    const added = saved.images.filter((i) => !ctx.galleryIdsSeen.has(i.id));
    if (added.length !== count) {
      ctx.recorder.fail(`gallery upload: ${added.length} new photos listed, expected ${count}`);
    }
    for (const image of added) {
      ctx.galleryIdsSeen.add(image.id);
      ctx.galleryImages.push({ image, deleted: false, busy: false, unknown: false });
    }
  } finally {
    ctx.galleryUploading = false;
  }
}

async function deleteGalleryPhoto(ctx: SoakContext, tracked: TrackedGalleryImage): Promise<void> {
  tracked.busy = true;
  try {
    const answer = await call(ctx, {
      kind: 'DELETE /api/admin/gallery/{imageId}',
      group: 'write',
      method: 'DELETE',
      path: `/api/admin/gallery/${tracked.image.id}`,
      admin: true,
      expected: [204],
    });
    if (!answer) tracked.unknown = true;
    else {
      tracked.deleted = true;
      ctx.removedUrls.push(...variantUrls([tracked.image]));
    }
  } finally {
    tracked.busy = false;
  }
}

/** The form's signed start, asked for once; a visitor's form may be sent MIN_FILL_MS after it. */
let formStart: { start: string; at: number } | null = null;

async function signedStart(ctx: SoakContext): Promise<string | null> {
  if (!formStart) {
    const answer = await call(ctx, {
      kind: 'GET /api/enquiries/start',
      group: 'read',
      path: '/api/enquiries/start',
      expected: [200],
    });
    const body = answer && parsed<{ start: string }>(ctx, answer, 'GET /api/enquiries/start');
    if (!body) return null;
    formStart = { start: body.start, at: Date.now() };
  }
  return Date.now() - formStart.at > MIN_FILL_MS + 500 ? formStart.start : null;
}

/**
 * A visitor's enquiry about an enabled dog. The soak comes from one address, so after the first
 * few an hour the throttle answers 429, which is right too; a stored one must be in the inbox.
 * None before the form has been open as long as a person takes (a bot's would not be stored).
 */
async function sendEnquiry(ctx: SoakContext, dog: TrackedDog): Promise<boolean> {
  const start = await signedStart(ctx);
  if (!start) return true;
  serial += 1;
  const answer = await call(ctx, {
    kind: 'POST /api/enquiries',
    group: 'write',
    path: '/api/enquiries',
    json: {
      dogId: dog.id,
      name: `Soak Visitor ${serial}`,
      email: `visitor${serial}@example.com`,
      message: `Soak enquiry ${serial} about ${dog.fields.name}.`,
      locale: pick(['en', 'hu', 'de'] as const),
      consent: true,
      website: '',
      start,
    },
    expected: [201, 429],
  });
  if (answer?.status === 201) {
    const created = parsed<{ id: number }>(ctx, answer, 'POST /api/enquiries');
    if (created) ctx.enquiries.push({ id: created.id, dog });
  }
  return answer !== null;
}

/** A write on one of `dogs`, picked at random, which no other write touches meanwhile. */
const onOneOf = (dogs: TrackedDog[], write: (dog: TrackedDog) => Promise<boolean>) => async () => {
  const dog = pick(dogs);
  dog.busy = true;
  try {
    if (!(await write(dog))) dog.unknown = true;
  } finally {
    dog.busy = false;
  }
};

/** One admin write, chosen among those that can run now without racing another write. */
export async function writeSomething(ctx: SoakContext): Promise<void> {
  // Most writes need a dog: until one is answered, every write creates one.
  if (ctx.dogs.length === 0) return createDog(ctx);
  const free = ctx.dogs.filter((d) => !d.deleted && !d.busy && !d.unknown);
  const live = ctx.dogs.filter((d) => !d.deleted).length;
  const withRoom = free.filter((d) => d.images.length < MAX_PHOTOS_PER_DOG);
  const withPhotos = free.filter((d) => d.images.length > 0);
  const gallery = ctx.galleryImages.filter((g) => !g.deleted && !g.busy && !g.unknown);
  const choices: [number, () => Promise<unknown>][] = [];
  if (live < MAX_LIVE_DOGS) choices.push([3, () => createDog(ctx)]);
  if (free.length) choices.push([4, onOneOf(free, (d) => patchDog(ctx, d))]);
  if (withRoom.length) choices.push([3, onOneOf(withRoom, (d) => uploadDogPhotos(ctx, d))]);
  if (withPhotos.length) {
    choices.push([2, onOneOf(withPhotos, (d) => reorderPhotos(ctx, d))]);
    choices.push([1, onOneOf(withPhotos, (d) => deletePhoto(ctx, d))]);
  }
  if (free.length > 1) choices.push([1, onOneOf(free, (d) => deleteDog(ctx, d))]);
  const enquirable = free.filter((d) => d.fields.enabled);
  if (enquirable.length) choices.push([1, onOneOf(enquirable, (d) => sendEnquiry(ctx, d))]);
  if (!ctx.info.busy) choices.push([2, () => putInfo(ctx)]);
  if (!ctx.galleryUploading && gallery.length < MAX_LIVE_GALLERY) {
    choices.push([1, () => uploadGalleryPhotos(ctx)]);
  }
  // Deletes keep a few photos, so that some are left to read back.
  if (gallery.length > 3) choices.push([1, () => deleteGalleryPhoto(ctx, pick(gallery))]);

  let roll = Math.random() * choices.reduce((sum, [weight]) => sum + weight, 0);
  for (const [weight, write] of choices) {
    roll -= weight;
    if (roll < 0) {
      await write();
      return;
    }
  }
}
