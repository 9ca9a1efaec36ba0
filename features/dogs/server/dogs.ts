import 'server-only';
import type { Queryable } from '@/lib/db/types';
import { and, asc, desc, eq, getTableColumns, inArray, like, sql, type SQL } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/db/client';
import {
  dogImages,
  dogs,
  dogSlugHistory,
  type DogImageRow,
  type DogRow,
  type HealthCertificateRow,
} from '@/lib/db/schema';
import { toStoredHealthTest } from '@/features/health/schema';
import type { DogCreateInput, DogKind, DogPatchInput } from '@/features/dogs/schema';
import { maskChip } from '@/features/dogs/puppy-rules';
import { encodeCursor, type Page, type PageRequest } from '@/lib/validation/paging';
import type { Dog, DogImage } from '@/lib/validation/responses';
import { MAX_PHOTOS_PER_DOG } from '@/lib/validation/upload';
import { certificatesOf, pruneCertificates } from '@/features/health/server/certificates';
import { healthTestsView } from '@/features/health/server/view';
import { ApiError, notFound } from '@/lib/server/http/errors';
import { deleteImageFiles, toImageResponse } from '@/lib/server/images';
import type { ParsedUpload } from '@/lib/server/images/multipart';
import { isForeignKeyViolation } from '@/lib/db/errors';
import {
  checkLitterExists,
  checkNotParentOfLitter,
  checkParentRules,
  checkParents,
} from './parents';
import {
  photoCollection,
  type FocalPoint,
  type UploadOutcome,
} from '@/lib/server/photos/collection';
import { puppyFathers, type PuppyFather } from './puppy-father';
import { announceChange } from '@/lib/server/revalidate';
import { slugify } from '@/lib/server/slug';
import { dogVerifyCodes, verifyCodeFor } from '@/lib/server/verify-codes';
import { EditConflict, StaleVersion } from '@/lib/server/versions';
import { videoFilesOf } from '@/features/videos/server';

export type DogStatus = 'available' | 'placed';

/**
 * A dog as the API answers it. The microchip's number is public only masked (its last 4 digits);
 * the admin's answers (`admin`) also carry it whole, for the breeder's form, and certificates a
 * signed link to their unmarked scan.
 */
function toDog(
  row: DogRow,
  images: DogImageRow[],
  verifyCode: string | null,
  father: PuppyFather | null,
  certificates: ReadonlyMap<number, HealthCertificateRow> = new Map(),
  admin = false,
): Dog {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    color: row.color,
    birthday: row.birthday,
    gender: row.gender,
    description: { en: row.descriptionEn, hu: row.descriptionHu, de: row.descriptionDe },
    price: row.price,
    enabled: row.enabled,
    foundParent: row.foundParent,
    reserved: row.reserved,
    kind: row.kind,
    registration: row.registration,
    healthTests: healthTestsView(row.id, row.healthTests, certificates, admin),
    motherId: row.motherId,
    fatherId: row.fatherId,
    father: father && {
      id: father.dog?.id ?? null,
      slug: father.dog?.enabled ? father.dog.slug : null,
      name: father.name,
      registration: father.registration,
    },
    litterId: row.litterId,
    countryOfBirth: row.countryOfBirth,
    petPassport: row.petPassport,
    vaccinations: row.vaccinations.map((v) => ({ kind: v.kind, date: v.date })),
    chip: maskChip(row.chipNumber),
    ...(admin && { chipNumber: row.chipNumber }),
    verifyCode,
    photosWithMother: images.filter((i) => i.withMother).map((i) => i.id),
    images: images.map(toImageResponse),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function withImages(db: Database, rows: DogRow[], admin = false): Promise<Dog[]> {
  if (rows.length === 0) return [];
  // Every puppy has a verification page; a parent has none.
  const codes = await dogVerifyCodes(
    db,
    rows.filter((r) => r.kind === 'puppy').map((r) => r.id),
  );
  const images = await db
    .select()
    .from(dogImages)
    .where(
      inArray(
        dogImages.dogId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(dogImages.position), asc(dogImages.id));
  const certificates = await certificatesOf(
    db,
    rows.filter((r) => r.healthTests.some((t) => t.kind && t.certificateId)).map((r) => r.id),
  );
  const fathers = await puppyFathers(db, rows);
  return rows.map((row) =>
    toDog(
      row,
      images.filter((i) => i.dogId === row.id),
      codes.get(row.id) ?? null,
      fathers.get(row.id) ?? null,
      certificates,
      admin,
    ),
  );
}

/**
 * Which dogs a public list shows: the enabled ones of one kind (puppies unless asked for the
 * parents); `available` = no family yet, `placed` = found a family. The one filter of every
 * public list, whole or paged.
 */
function publicDogFilter(status?: DogStatus, kind: DogKind = 'puppy'): SQL[] {
  const conditions = [eq(dogs.enabled, true), eq(dogs.kind, kind)];
  if (status) conditions.push(eq(dogs.foundParent, status === 'placed'));
  return conditions;
}

/** Newest first; ties (same instant) by id, so the order is total and pages are stable. */
const NEWEST_FIRST = [desc(dogs.createdAt), desc(dogs.id)];
/** A dog's creation time in whole microseconds (the column's precision): its cursor key. */
const CREATED_US = sql<string>`floor(extract(epoch from ${dogs.createdAt}) * 1000000)::bigint`;

/** Enabled dogs of one kind, newest first (see publicDogFilter). */
export async function listPublicDogs(status?: DogStatus, kind: DogKind = 'puppy'): Promise<Dog[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(dogs)
    .where(and(...publicDogFilter(status, kind)))
    .orderBy(...NEWEST_FIRST);
  return withImages(db, rows);
}

/** One page of `listPublicDogs`: the `limit` dogs after the cursor's, and the next cursor. */
export async function listPublicDogsPage(
  status: DogStatus | undefined,
  { limit, cursor }: PageRequest,
  kind: DogKind = 'puppy',
): Promise<Page<Dog>> {
  const db = await getDb();
  const conditions = publicDogFilter(status, kind);
  if (cursor) {
    conditions.push(sql`(${CREATED_US}, ${dogs.id}) < (${cursor.key}::bigint, ${cursor.id})`);
  }
  const rows = await db
    .select({ dog: dogs, key: sql<string>`${CREATED_US}::text` })
    .from(dogs)
    .where(and(...conditions))
    .orderBy(...NEWEST_FIRST)
    .limit(limit + 1);
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    items: await withImages(
      db,
      shown.map((r) => r.dog),
    ),
    next: rows.length > limit && last ? encodeCursor({ key: last.key, id: last.dog.id }) : null,
  };
}

/** The enabled dog a slug or numeric id names. */
function publicDogNamed(idOrSlug: string) {
  const byId = /^\d{1,9}$/.test(idOrSlug);
  return and(
    byId ? eq(dogs.id, Number(idOrSlug)) : eq(dogs.slug, idOrSlug),
    eq(dogs.enabled, true),
  );
}

/**
 * The enabled dog a slug, numeric id or earlier slug names: an earlier slug finds the dog under
 * its current slug, which the proxy then redirects to.
 */
async function findPublicDogRow(db: Database, idOrSlug: string): Promise<DogRow | null> {
  const [row] = await db.select().from(dogs).where(publicDogNamed(idOrSlug));
  if (row) return row;
  const [renamed] = await db
    .select(getTableColumns(dogs))
    .from(dogSlugHistory)
    .innerJoin(dogs, eq(dogs.id, dogSlugHistory.dogId))
    .where(and(eq(dogSlugHistory.slug, idOrSlug), eq(dogs.enabled, true)));
  return renamed ?? null;
}

/** One enabled dog by slug, numeric id or earlier slug. */
export async function getPublicDog(idOrSlug: string): Promise<Dog | null> {
  const db = await getDb();
  const row = await findPublicDogRow(db, idOrSlug);
  return row ? ((await withImages(db, [row]))[0] ?? null) : null;
}

export async function listAllDogs(): Promise<Dog[]> {
  const db = await getDb();
  const rows = await db.select().from(dogs).orderBy(desc(dogs.createdAt), desc(dogs.id));
  return withImages(db, rows, true);
}

async function findDog(db: Database, id: number): Promise<DogRow> {
  const [row] = await db.select().from(dogs).where(eq(dogs.id, id));
  if (!row) throw notFound('dogNotFound');
  return row;
}

export async function getDog(id: number): Promise<Dog> {
  const db = await getDb();
  return (await withImages(db, [await findDog(db, id)], true))[0]!;
}

/**
 * A slug no other dog has now or had before (its old address keeps leading to it); a dog may
 * take back one of its own earlier slugs.
 */
export async function uniqueSlug(db: Queryable, name: string, exceptId?: number): Promise<string> {
  const base = slugify(name);
  const current = await db
    .select({ slug: dogs.slug, id: dogs.id })
    .from(dogs)
    .where(like(dogs.slug, `${base}%`));
  const earlier = await db
    .select({ slug: dogSlugHistory.slug, id: dogSlugHistory.dogId })
    .from(dogSlugHistory)
    .where(like(dogSlugHistory.slug, `${base}%`));
  const taken = new Set(
    [...current, ...earlier].filter((r) => r.id !== exceptId).map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

function columnsOf(input: Omit<DogPatchInput, 'version'>) {
  return {
    ...(input.name !== undefined && { name: input.name }),
    ...(input.color !== undefined && { color: input.color }),
    ...(input.birthday !== undefined && { birthday: input.birthday }),
    ...(input.gender !== undefined && { gender: input.gender }),
    ...(input.description?.en !== undefined && { descriptionEn: input.description.en }),
    ...(input.description?.hu !== undefined && { descriptionHu: input.description.hu }),
    ...(input.description?.de !== undefined && { descriptionDe: input.description.de }),
    ...(input.price !== undefined && { price: input.price }),
    ...(input.enabled !== undefined && { enabled: input.enabled }),
    ...(input.foundParent !== undefined && { foundParent: input.foundParent }),
    ...(input.reserved !== undefined && { reserved: input.reserved }),
    ...(input.kind !== undefined && { kind: input.kind }),
    ...(input.registration !== undefined && { registration: input.registration }),
    ...(input.healthTests !== undefined && {
      healthTests: input.healthTests.map(toStoredHealthTest),
    }),
    ...(input.chipNumber !== undefined && { chipNumber: input.chipNumber }),
    ...(input.countryOfBirth !== undefined && { countryOfBirth: input.countryOfBirth }),
    ...(input.petPassport !== undefined && { petPassport: input.petPassport }),
    ...(input.vaccinations !== undefined && {
      vaccinations: input.vaccinations.map((v) => ({ kind: v.kind, date: v.date })),
    }),
    ...(input.motherId !== undefined && { motherId: input.motherId }),
    ...(input.fatherId !== undefined && { fatherId: input.fatherId }),
    ...(input.litterId !== undefined && { litterId: input.litterId }),
  };
}

export async function createDog(input: DogCreateInput): Promise<Dog> {
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    await checkParents(tx, input);
    await checkLitterExists(tx, input.litterId);
    const [created] = await tx
      .insert(dogs)
      .values({
        ...columnsOf(input),
        name: input.name,
        color: input.color,
        birthday: input.birthday,
        gender: input.gender,
        slug: await uniqueSlug(tx, input.name),
      })
      .returning();
    // A puppy's code is made with it, so that no read makes it later (perhaps of a deleted dog).
    if (created!.kind === 'puppy') await verifyCodeFor(tx, { dogId: created!.id });
    return created!;
  });
  announceChange({ dogs: true, dog: [row.slug] });
  return (await withImages(db, [row], true))[0]!;
}

/** Flags the one photo of the dog that shows it with its mother; null: none. */
async function markPhotoWithMother(tx: Queryable, dogId: number, imageId: number | null) {
  const flagged = await tx
    .update(dogImages)
    .set({ withMother: imageId === null ? false : sql`${dogImages.id} = ${imageId}` })
    .where(eq(dogImages.dogId, dogId))
    .returning({ id: dogImages.id });
  if (imageId !== null && !flagged.some((image) => image.id === imageId)) {
    throw new ApiError(422, 'validationFailed', [
      { msg: 'imageNotFound', path: 'photoWithMother' },
    ]);
  }
}

/**
 * Changes a dog. With `version` (a browser always sends it) the change is refused (409 with the
 * dog as it is now) unless that is still the stored version; the dog's row is locked meanwhile,
 * and every change bumps the version. The parent rules are checked again on every change.
 */
export async function updateDog(id: number, patch: DogPatchInput): Promise<Dog> {
  const { version, ...input } = patch;
  const db = await getDb();
  let before: DogRow | undefined;
  let row: DogRow;
  try {
    row = await db.transaction(async (tx) => {
      const [locked] = await tx.select().from(dogs).where(eq(dogs.id, id)).for('update');
      if (!locked) throw notFound('dogNotFound');
      before = locked;
      if (version !== undefined && version !== locked.version) throw new StaleVersion();
      await checkParentRules(tx, locked, input);
      await checkLitterExists(tx, input.litterId);
      if (input.photoWithMother !== undefined)
        await markPhotoWithMother(tx, id, input.photoWithMother);
      const slug =
        input.name !== undefined && input.name !== locked.name
          ? await uniqueSlug(tx, input.name, id)
          : locked.slug;
      const [updated] = await tx
        .update(dogs)
        .set({ ...columnsOf(input), slug, version: locked.version + 1, updatedAt: new Date() })
        .where(eq(dogs.id, id))
        .returning();
      if (slug !== locked.slug) {
        // The old address keeps leading to the dog; a slug it takes back is current again.
        await tx
          .insert(dogSlugHistory)
          .values({ slug: locked.slug, dogId: id })
          .onConflictDoUpdate({ target: dogSlugHistory.slug, set: { dogId: id } });
        await tx.delete(dogSlugHistory).where(eq(dogSlugHistory.slug, slug));
      }
      return updated!;
    });
  } catch (error) {
    if (error instanceof StaleVersion) throw new EditConflict(await getDog(id));
    throw error;
  }
  announceChange({ dogs: true, dog: [before!.slug, row.slug] });
  if (input.healthTests !== undefined) await pruneCertificates(id, row.healthTests);
  return (await withImages(db, [row], true))[0]!;
}

/**
 * Deletes a dog and its photos. With `version` (a browser always sends it) a dog changed since
 * that version is not deleted: 409 with the dog as it is now. A parent of a litter stays (409
 * `parentInUse`), also when a litter names it in the same moment (the foreign key refuses).
 */
export async function deleteDog(id: number, version?: number): Promise<void> {
  const db = await getDb();
  const row = await findDog(db, id);
  const images = await db.select().from(dogImages).where(eq(dogImages.dogId, id));
  const videoFiles = await videoFilesOf('dog', id);
  await checkNotParentOfLitter(db, id);
  let deleted: { id: number }[];
  try {
    deleted = await db
      .delete(dogs)
      .where(and(eq(dogs.id, id), version === undefined ? undefined : eq(dogs.version, version)))
      .returning({ id: dogs.id });
  } catch (error) {
    if (isForeignKeyViolation(error)) await checkNotParentOfLitter(db, id);
    throw error;
  }
  if (deleted.length === 0) throw new EditConflict(await getDog(id));
  await deleteImageFiles([...images.flatMap((i) => i.variants), ...videoFiles]);
  announceChange({ dogs: true, dog: [row.slug], videos: videoFiles.length > 0 });
}

/** A dog's photos: at most MAX_PHOTOS_PER_DOG, shown on the dog lists and the dog's own page. */
async function photosOfDog(dogId: number) {
  const dog = await findDog(await getDb(), dogId);
  return photoCollection({
    table: dogImages,
    rows: eq(dogImages.dogId, dogId),
    columns: { dogId },
    limit: MAX_PHOTOS_PER_DOG,
    limitError: 'dogPhotoLimit',
    // Lock the dog so two uploads at once cannot pass the limit together.
    lock: (tx) => tx.execute(sql`SELECT id FROM ${dogs} WHERE ${dogs.id} = ${dogId} FOR UPDATE`),
    change: { dogs: true, dog: [dog.slug] },
  });
}

/**
 * Adds uploaded photos to a dog: valid files are kept (up to 10 photos a dog), each refused file
 * gets its own error. Files are written first and removed again if the database step fails.
 */
export async function addDogImages(dogId: number, upload: ParsedUpload): Promise<UploadOutcome> {
  return (await photosOfDog(dogId)).add(upload);
}

export async function reorderDogImages(
  dogId: number,
  ids: number[],
  version?: string,
): Promise<DogImage[]> {
  return (await photosOfDog(dogId)).reorder(ids, version);
}

export async function deleteDogImage(dogId: number, imageId: number): Promise<void> {
  return (await photosOfDog(dogId)).remove(imageId);
}

/** With `version` (the point as read, `focalVersion`): 409 once it was changed meanwhile. */
export async function setDogImageFocal(
  dogId: number,
  imageId: number,
  focal: FocalPoint | null,
  version?: string,
): Promise<DogImage> {
  return (await photosOfDog(dogId)).setFocal(imageId, focal, version);
}
