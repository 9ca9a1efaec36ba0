import 'server-only';
import { affectedOffspringTests } from '@/features/health/dna';
import { dueDate } from '../due-date';
import { and, asc, desc, eq, inArray, like, ne, sql, type SQL } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/db/client';
import {
  dogImages,
  dogs,
  litterImages,
  litters,
  type DogImageRow,
  type DogRow,
  type HealthCertificateRow,
  type LitterImageRow,
  type LitterRow,
} from '@/lib/db/schema';
import { dogOffer } from '@/features/dogs/rules';
import type { LitterStatus } from '@/lib/selling';
import {
  litterRuleErrors,
  ruleFieldsOf,
  type LitterCreateInput,
  type LitterListStatus,
  type LitterPatchInput,
} from '@/features/litters/schema';
import type { DogImage, Litter, LitterParent } from '@/lib/validation/responses';
import { MAX_PHOTOS_PER_LITTER } from '@/lib/validation/upload';
import { certificatesOf } from '@/features/health/server/certificates';
import { healthTestsView } from '@/features/health/server/view';
import { ApiError, notFound } from '@/lib/server/http/errors';
import { deleteImageFiles, toImageResponse } from '@/lib/server/images';
import { litterNewsEvent, newsAudience, queueLitterNews } from './litter-news';
import { kickOutbox } from '@/lib/server/mail/outbox';
import type { ParsedUpload } from '@/lib/server/images/multipart';
import type { Queryable } from '@/lib/db/types';
import {
  photoCollection,
  type FocalPoint,
  type UploadOutcome,
} from '@/lib/server/photos/collection';
import { announceChange } from '@/lib/server/revalidate';
import { slugify } from '@/lib/server/slug';
import { EditConflict, StaleVersion } from '@/lib/server/versions';
import { videoFilesOf } from '@/features/videos/server';

/** Which puppies and parents a view shows: the public one only enabled dogs. */
interface View {
  public: boolean;
}

function toParent(
  row: DogRow,
  images: DogImageRow[],
  view: View,
  certificates: ReadonlyMap<number, HealthCertificateRow>,
): LitterParent {
  return {
    id: row.id,
    slug: row.enabled || !view.public ? row.slug : null,
    name: row.name,
    color: row.color,
    birthday: row.birthday,
    gender: row.gender,
    registration: row.registration,
    healthTests: healthTestsView(row.id, row.healthTests, certificates),
    images: images.map(toImageResponse),
  };
}

/** The litters with their parents, puppies and photos, in a few queries whatever their number. */
async function withDetails(db: Database, rows: LitterRow[], view: View): Promise<Litter[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const parentIds = [
    ...new Set(
      rows.flatMap((r) => (r.fatherId === null ? [r.motherId] : [r.motherId, r.fatherId])),
    ),
  ];
  const [parents, puppies, photos, audience] = await Promise.all([
    db.select().from(dogs).where(inArray(dogs.id, parentIds)),
    db
      .select()
      .from(dogs)
      .where(and(inArray(dogs.litterId, ids), view.public ? eq(dogs.enabled, true) : undefined))
      .orderBy(asc(dogs.name), asc(dogs.id)),
    db
      .select()
      .from(litterImages)
      .where(inArray(litterImages.litterId, ids))
      .orderBy(asc(litterImages.position), asc(litterImages.id)),
    view.public ? null : newsAudience(db, ids),
  ]);
  const dogIds = [...parents, ...puppies].map((d) => d.id);
  const dogPhotos = await db
    .select()
    .from(dogImages)
    .where(inArray(dogImages.dogId, dogIds))
    .orderBy(asc(dogImages.position), asc(dogImages.id));
  const photosOf = (dogId: number) => dogPhotos.filter((p) => p.dogId === dogId);
  const certificates = await certificatesOf(
    db,
    parents.map((p) => p.id),
  );
  const parent = (id: number) => {
    const row = parents.find((p) => p.id === id)!;
    return toParent(row, photosOf(id), view, certificates);
  };
  return rows.map((row) => ({
    ...toLitter(row, parent, puppies, photosOf, photos),
    ...(audience && { mailAudience: audience.get(row.id) }),
  }));
}

function toLitter(
  row: LitterRow,
  parent: (id: number) => LitterParent,
  puppies: DogRow[],
  photosOf: (dogId: number) => DogImageRow[],
  photos: LitterImageRow[],
): Litter {
  const sire =
    row.outsideSireName !== null
      ? { name: row.outsideSireName, registration: row.outsideSireRegistration ?? '' }
      : null;
  return {
    id: row.id,
    slug: row.slug,
    status: row.status,
    motherId: row.motherId,
    fatherId: row.fatherId,
    mother: parent(row.motherId),
    father: row.fatherId === null ? null : parent(row.fatherId),
    outsideSire: sire,
    matedAt: row.matedAt,
    ovulationAt: row.ovulationAt,
    expectedAt: row.expectedAt,
    due: dueDate(row),
    bornAt: row.bornAt,
    expected: row.expected,
    born: row.born,
    note: { en: row.noteEn, hu: row.noteHu, de: row.noteDe },
    images: photos.filter((p) => p.litterId === row.id).map(toImageResponse),
    puppies: puppies
      .filter((p) => p.litterId === row.id)
      .map((p) => {
        const cover = photosOf(p.id)[0];
        return {
          id: p.id,
          slug: p.slug,
          name: p.name,
          color: p.color,
          gender: p.gender,
          status: dogOffer(p),
          image: cover ? toImageResponse(cover) : null,
        };
      }),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The litter's day that says most about it: born, else expected, else mated. */
const LITTER_DAY = sql`coalesce(${litters.bornAt}, ${litters.expectedAt}, ${litters.matedAt}, ${litters.createdAt}::date)`;
const NEWEST_FIRST = [desc(LITTER_DAY), desc(litters.id)];

function statusFilter(status: LitterListStatus | undefined): SQL | undefined {
  if (status === 'all') return undefined;
  return status ? eq(litters.status, status) : ne(litters.status, 'closed');
}

/**
 * The public litters, newest first: those not closed (upcoming and current), or those of one
 * status, or `all`.
 */
export async function listPublicLitters(status?: LitterListStatus): Promise<Litter[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(litters)
    .where(statusFilter(status))
    .orderBy(...NEWEST_FIRST);
  return withDetails(db, rows, { public: true });
}

function litterNamed(idOrSlug: string): SQL {
  return /^\d{1,9}$/.test(idOrSlug) ? eq(litters.id, Number(idOrSlug)) : eq(litters.slug, idOrSlug);
}

/** One litter by slug or id, closed ones too (their puppies' pages link them), or null. */
export async function getPublicLitter(idOrSlug: string): Promise<Litter | null> {
  const db = await getDb();
  const [row] = await db.select().from(litters).where(litterNamed(idOrSlug));
  return row ? ((await withDetails(db, [row], { public: true }))[0] ?? null) : null;
}

/** Every litter, closed ones too, with every puppy: the admin's list. */
export async function listAllLitters(): Promise<Litter[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(litters)
    .orderBy(...NEWEST_FIRST);
  return withDetails(db, rows, { public: false });
}

async function findLitter(db: Queryable, id: number): Promise<LitterRow> {
  const [row] = await db.select().from(litters).where(eq(litters.id, id));
  if (!row) throw notFound('litterNotFound');
  return row;
}

export async function getLitter(id: number): Promise<Litter> {
  const db = await getDb();
  return (await withDetails(db, [await findLitter(db, id)], { public: false }))[0]!;
}

/**
 * The mother must be one of the kennel's female parents, the father (if the kennel's) a male
 * one; their rows are locked (shared) so nobody changes their sex or kind meanwhile.
 */
async function checkLitterParents(
  db: Queryable,
  motherId: number,
  fatherId: number | null,
): Promise<{ mother: DogRow; father: DogRow | null }> {
  const ids = fatherId === null ? [motherId] : [motherId, fatherId];
  const found = await db.select().from(dogs).where(inArray(dogs.id, ids)).for('share');
  const mother = found.find((d) => d.id === motherId);
  const father = found.find((d) => d.id === fatherId);
  const errors = [];
  if (mother?.kind !== 'parent' || mother.gender !== 'female') {
    errors.push({ msg: 'invalidMother', path: 'motherId' });
  }
  if (fatherId !== null && (father?.kind !== 'parent' || father.gender !== 'male')) {
    errors.push({ msg: 'invalidFather', path: 'fatherId' });
  }
  if (errors.length) throw new ApiError(422, 'validationFailed', errors);
  return { mother: mother!, father: father ?? null };
}

/** The litters still to come: a mating planned or awaited. */
const AHEAD: readonly LitterStatus[] = ['planned', 'expected'];

/**
 * A litter still to come of parents whose puppies can be affected by a DNA-tested disease is
 * planned only when the breeder confirms it (422 `confirmAffectedOffspring` beside the box).
 */
function checkAffectedOffspring(
  parents: { mother: DogRow; father: DogRow | null },
  status: LitterStatus,
  confirmed: boolean | undefined,
) {
  if (confirmed || !AHEAD.includes(status)) return;
  const tests = affectedOffspringTests(
    parents.mother.healthTests,
    parents.father?.healthTests ?? [],
  );
  if (tests.length > 0) {
    throw new ApiError(422, 'validationFailed', [
      { msg: 'confirmAffectedOffspring', path: 'confirmAffectedOffspring' },
    ]);
  }
}

/**
 * A slug from the mother's name and the litter's month (`mimi-2026-06`), unique among litters;
 * it stays the litter's address for good.
 */
async function uniqueSlug(db: Queryable, motherName: string, day: string): Promise<string> {
  const base = slugify(`${motherName} ${day.slice(0, 7)}`);
  const taken = new Set(
    (
      await db
        .select({ slug: litters.slug })
        .from(litters)
        .where(like(litters.slug, `${base}%`))
    ).map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

function columnsOf(input: Omit<LitterPatchInput, 'version'>) {
  return {
    ...(input.motherId !== undefined && { motherId: input.motherId }),
    ...(input.fatherId !== undefined && { fatherId: input.fatherId }),
    ...(input.outsideSire !== undefined && {
      outsideSireName: input.outsideSire?.name ?? null,
      outsideSireRegistration: input.outsideSire?.registration ?? null,
    }),
    ...(input.status !== undefined && { status: input.status }),
    ...(input.matedAt !== undefined && { matedAt: input.matedAt }),
    ...(input.ovulationAt !== undefined && { ovulationAt: input.ovulationAt }),
    ...(input.expectedAt !== undefined && { expectedAt: input.expectedAt }),
    ...(input.bornAt !== undefined && { bornAt: input.bornAt }),
    ...(input.expected !== undefined && { expected: input.expected }),
    ...(input.born !== undefined && { born: input.born }),
    ...(input.note?.en !== undefined && { noteEn: input.note.en }),
    ...(input.note?.hu !== undefined && { noteHu: input.note.hu }),
    ...(input.note?.de !== undefined && { noteDe: input.note.de }),
  };
}

const LITTER_CHANGE = { litters: true } as const;

/**
 * Queues the subscribers' mail about a litter that became expected, born or ready (from
 * `previous`, null for a new litter), in the transaction that changed it: how many mails.
 */
async function tellSubscribers(
  tx: Queryable,
  litter: LitterRow,
  previous: LitterStatus | null,
): Promise<number> {
  const event = litterNewsEvent(previous, litter.status);
  return event ? queueLitterNews(tx, litter.id, event) : 0;
}

export async function createLitter(input: LitterCreateInput): Promise<Litter> {
  const db = await getDb();
  let news = 0;
  const row = await db.transaction(async (tx) => {
    const parents = await checkLitterParents(tx, input.motherId, input.fatherId);
    checkAffectedOffspring(parents, input.status, input.confirmAffectedOffspring);
    const { mother } = parents;
    // Without a due date of its own, the one the ovulation (else the mating) gives.
    const expectedAt = input.expectedAt ?? dueDate(input)?.date ?? null;
    const day =
      input.bornAt ?? expectedAt ?? input.matedAt ?? new Date().toISOString().slice(0, 10);
    const [created] = await tx
      .insert(litters)
      .values({
        ...columnsOf({ ...input, expectedAt }),
        motherId: input.motherId,
        slug: await uniqueSlug(tx, mother.name, day),
      })
      .returning();
    news = await tellSubscribers(tx, created!, null);
    return created!;
  });
  announceChange(LITTER_CHANGE);
  if (news) kickOutbox();
  return (await withDetails(db, [row], { public: false }))[0]!;
}

/**
 * Changes a litter. With `version` (a browser always sends it) the change is refused (409 with
 * the litter as it is now) unless that is still the stored version; the row is locked
 * meanwhile. The parents and the rules between fields are checked on the litter as it would be.
 */
export async function updateLitter(id: number, patch: LitterPatchInput): Promise<Litter> {
  const { version, ...input } = patch;
  const db = await getDb();
  let row: LitterRow;
  let news = 0;
  let sireChanged = false;
  try {
    row = await db.transaction(async (tx) => {
      const [locked] = await tx.select().from(litters).where(eq(litters.id, id)).for('update');
      if (!locked) throw notFound('litterNotFound');
      if (version !== undefined && version !== locked.version) throw new StaleVersion();
      const next = { ...locked, ...columnsOf(input) };
      // A new ovulation or mating date moves a due date that was the one the old dates gave.
      const datesMoved = input.ovulationAt !== undefined || input.matedAt !== undefined;
      const dueKept = input.expectedAt === undefined || input.expectedAt === locked.expectedAt;
      if (datesMoved && dueKept) {
        const before = dueDate(locked)?.date ?? null;
        if (locked.expectedAt === null || locked.expectedAt === before) {
          next.expectedAt = dueDate(next)?.date ?? locked.expectedAt;
        }
      }
      const errors = litterRuleErrors(ruleFieldsOf(next));
      if (errors.length) throw new ApiError(422, 'validationFailed', errors);
      if (input.motherId !== undefined || input.fatherId !== undefined) {
        const parents = await checkLitterParents(tx, next.motherId, next.fatherId);
        // Only a change of parents asks again: the litter as planned was confirmed then.
        if (next.motherId !== locked.motherId || next.fatherId !== locked.fatherId) {
          checkAffectedOffspring(parents, next.status, input.confirmAffectedOffspring);
        }
      }
      const [updated] = await tx
        .update(litters)
        .set({
          ...columnsOf(input),
          expectedAt: next.expectedAt,
          version: locked.version + 1,
          updatedAt: new Date(),
        })
        .where(eq(litters.id, id))
        .returning();
      news = await tellSubscribers(tx, updated!, locked.status);
      sireChanged = (['fatherId', 'outsideSireName', 'outsideSireRegistration'] as const).some(
        (column) => updated![column] !== locked[column],
      );
      return updated!;
    });
  } catch (error) {
    if (error instanceof StaleVersion) throw new EditConflict(await getLitter(id));
    throw error;
  }
  // The litter's sire is its puppies' father (features/dogs/server/puppy-father.ts): their answers change.
  announceChange({ ...LITTER_CHANGE, dogs: sireChanged });
  if (news) kickOutbox();
  return (await withDetails(db, [row], { public: false }))[0]!;
}

/**
 * Deletes a litter and its photos; its puppies stay, without a litter. With `version` a litter
 * changed since is not deleted: 409 with it as it is now.
 */
export async function deleteLitter(id: number, version?: number): Promise<void> {
  const db = await getDb();
  await findLitter(db, id);
  const images = await db.select().from(litterImages).where(eq(litterImages.litterId, id));
  const videoFiles = await videoFilesOf('litter', id);
  const deleted = await db
    .delete(litters)
    .where(
      and(eq(litters.id, id), version === undefined ? undefined : eq(litters.version, version)),
    )
    .returning({ id: litters.id });
  if (deleted.length === 0) throw new EditConflict(await getLitter(id));
  await deleteImageFiles([...images.flatMap((i) => i.variants), ...videoFiles]);
  // The puppies' pages named the litter.
  announceChange({ ...LITTER_CHANGE, dogs: true, videos: videoFiles.length > 0 });
}

/** A litter's photos: at most MAX_PHOTOS_PER_LITTER, shown on its page. */
async function photosOfLitter(litterId: number) {
  await findLitter(await getDb(), litterId);
  return photoCollection({
    table: litterImages,
    rows: eq(litterImages.litterId, litterId),
    columns: { litterId },
    limit: MAX_PHOTOS_PER_LITTER,
    limitError: 'litterPhotoLimit',
    lock: (tx) =>
      tx.execute(sql`SELECT id FROM ${litters} WHERE ${litters.id} = ${litterId} FOR UPDATE`),
    change: LITTER_CHANGE,
  });
}

export async function addLitterImages(id: number, upload: ParsedUpload): Promise<UploadOutcome> {
  return (await photosOfLitter(id)).add(upload);
}

export async function reorderLitterImages(
  id: number,
  ids: number[],
  version?: string,
): Promise<DogImage[]> {
  return (await photosOfLitter(id)).reorder(ids, version);
}

export async function deleteLitterImage(id: number, imageId: number): Promise<void> {
  return (await photosOfLitter(id)).remove(imageId);
}

export async function setLitterImageFocal(
  id: number,
  imageId: number,
  focal: FocalPoint | null,
  version: string | undefined,
): Promise<DogImage> {
  return (await photosOfLitter(id)).setFocal(imageId, focal, version);
}
