import 'server-only';
import { and, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/db/client';
import { diaryEntries, diaryImages, dogs, litters, type DiaryEntryRow } from '@/lib/db/schema';
import type { StoredHealthEvent, StoredWeight } from '@/features/diary/rules';
import type { DiaryEntryInput } from '@/features/diary/schema';
import { ApiError, notFound } from '@/lib/server/http/errors';
import { deleteImageFiles } from '@/lib/server/images';
import { queueDiaryMails } from '@/features/diary/mail/diary-mail';
import { kickOutbox } from '@/lib/server/mail/outbox';
import { mailSender } from '@/features/waiting-list/mail/waiting-mail';
import { photosOf, type DiaryPhoto } from './diary-photos';
import { EditConflict, StaleVersion } from '@/lib/server/versions';
import { videoFilesOf } from '@/features/videos/server';

/*
 * The puppy's diary, the breeder's side: updates to one puppy or a whole litter, each
 * mailed to the buyers whose puppy it concerns. Nothing here is public: no cache tag, no page.
 */

export interface DiaryEntryView {
  id: number;
  dogId: number | null;
  litterId: number | null;
  text: { en: string; hu: string; de: string };
  weights: StoredWeight[];
  healthEvents: StoredHealthEvent[];
  postedAt: string;
  version: number;
  images: DiaryPhoto[];
}

/** Whom an update may be about: puppies, and born litters with their puppies. */
export interface DiaryTargets {
  puppies: { id: number; name: string; litterId: number | null }[];
  litters: { id: number; mother: string; date: string | null; puppies: number[] }[];
}

const MAX_LISTED = 60;

function view(row: DiaryEntryRow, images: DiaryPhoto[]): DiaryEntryView {
  return {
    id: row.id,
    dogId: row.dogId,
    litterId: row.litterId,
    text: { en: row.textEn, hu: row.textHu, de: row.textDe },
    weights: row.weights,
    healthEvents: row.healthEvents,
    postedAt: row.postedAt.toISOString(),
    version: row.version,
    images,
  };
}

async function views(db: Database, rows: DiaryEntryRow[]): Promise<DiaryEntryView[]> {
  const photos = await photosOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => view(row, photos.get(row.id) ?? []));
}

/** The latest updates, newest first (the admin screen). */
export async function listDiary(): Promise<DiaryEntryView[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(diaryEntries)
    .orderBy(desc(diaryEntries.postedAt), desc(diaryEntries.id))
    .limit(MAX_LISTED);
  return views(db, rows);
}

export async function diaryEntry(id: number): Promise<DiaryEntryView> {
  const db = await getDb();
  const [row] = await db.select().from(diaryEntries).where(eq(diaryEntries.id, id));
  if (!row) throw notFound('diaryEntryNotFound');
  return (await views(db, [row]))[0]!;
}

export async function diaryTargets(): Promise<DiaryTargets> {
  const db = await getDb();
  const puppies = await db
    .select({ id: dogs.id, name: dogs.name, litterId: dogs.litterId })
    .from(dogs)
    .where(eq(dogs.kind, 'puppy'))
    .orderBy(desc(dogs.birthday), dogs.name)
    .limit(200);
  const born = await db
    .select({ id: litters.id, mother: dogs.name, date: litters.bornAt })
    .from(litters)
    .innerJoin(dogs, eq(dogs.id, litters.motherId))
    .where(and(isNotNull(litters.bornAt), ne(litters.status, 'closed')))
    .orderBy(desc(litters.bornAt));
  return {
    puppies,
    litters: born.map((litter) => ({
      ...litter,
      puppies: puppies.filter((p) => p.litterId === litter.id).map((p) => p.id),
    })),
  };
}

/** What `/admin/diary` renders first: the latest updates and whom a new one may be about. */
export async function diaryScreen(): Promise<{ entries: DiaryEntryView[]; targets: DiaryTargets }> {
  const [entries, targets] = await Promise.all([listDiary(), diaryTargets()]);
  return { entries, targets };
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The puppies an update concerns: its puppy, or every puppy of its litter (422 when unknown). */
async function puppiesOf(tx: Tx, entry: Pick<DiaryEntryInput, 'dogId' | 'litterId'>) {
  if (entry.dogId !== null) {
    const [dog] = await tx
      .select({ id: dogs.id })
      .from(dogs)
      .where(and(eq(dogs.id, entry.dogId), eq(dogs.kind, 'puppy')));
    if (!dog) throw new ApiError(422, 'invalidDog', [{ msg: 'invalidDog', path: 'dogId' }]);
    return [dog.id];
  }
  const [litter] = await tx
    .select({ id: litters.id })
    .from(litters)
    .where(eq(litters.id, entry.litterId!));
  if (!litter)
    throw new ApiError(422, 'invalidLitter', [{ msg: 'invalidLitter', path: 'litterId' }]);
  const rows = await tx
    .select({ id: dogs.id })
    .from(dogs)
    .where(and(eq(dogs.litterId, litter.id), eq(dogs.kind, 'puppy')));
  return rows.map((row) => row.id);
}

/** A weight is of one of the update's puppies. */
function checkWeights(weights: StoredWeight[], puppies: number[]) {
  const errors = weights.flatMap((w, i) =>
    puppies.includes(w.dogId) ? [] : [{ msg: 'weightNotInTarget', path: `weights.${i}.dogId` }],
  );
  if (errors.length) throw new ApiError(422, 'weightNotInTarget', errors);
}

const columns = (input: DiaryEntryInput) => ({
  dogId: input.dogId,
  litterId: input.litterId,
  textEn: input.text.en ?? '',
  textHu: input.text.hu ?? '',
  textDe: input.text.de ?? '',
  weights: input.weights,
  healthEvents: input.healthEvents,
});

/** Posts an update and queues a mail to each buyer whose puppy it concerns. */
export async function createDiaryEntry(input: DiaryEntryInput): Promise<DiaryEntryView> {
  const db = await getDb();
  const sender = await mailSender(db);
  const { row, mails } = await db.transaction(async (tx) => {
    const puppies = await puppiesOf(tx, input);
    checkWeights(input.weights, puppies);
    const [row] = await tx.insert(diaryEntries).values(columns(input)).returning();
    const mails = sender ? await queueDiaryMails(tx, sender, row!, puppies) : 0;
    return { row: row!, mails };
  });
  if (mails > 0) kickOutbox();
  return view(row, []);
}

/**
 * Locks update `id` for the rest of transaction `tx`: 404 when it is gone, StaleVersion when
 * `version` is given and no longer the stored one.
 */
async function lockAtVersion(tx: Tx, id: number, version: number | undefined) {
  const [current] = await tx
    .select({ version: diaryEntries.version })
    .from(diaryEntries)
    .where(eq(diaryEntries.id, id))
    .for('update');
  if (!current) throw notFound('diaryEntryNotFound');
  if (version !== undefined && version !== current.version) throw new StaleVersion();
}

/** Changes an update (no new mail); 409 with it as stored when `version` is not the current one. */
export async function updateDiaryEntry(
  id: number,
  input: DiaryEntryInput,
  version: number | undefined,
): Promise<DiaryEntryView> {
  const db = await getDb();
  try {
    await db.transaction(async (tx) => {
      await lockAtVersion(tx, id, version);
      checkWeights(input.weights, await puppiesOf(tx, input));
      await tx
        .update(diaryEntries)
        .set({
          ...columns(input),
          version: sql`${diaryEntries.version} + 1`,
          updatedAt: new Date(),
        })
        .where(eq(diaryEntries.id, id));
    });
  } catch (error) {
    if (error instanceof StaleVersion) throw new EditConflict(await diaryEntry(id));
    throw error;
  }
  return diaryEntry(id);
}

/** Deletes an update and its photos' files; 409 when it changed since `version` was read. */
export async function deleteDiaryEntry(id: number, version: number | undefined): Promise<void> {
  const db = await getDb();
  const videoFiles = await videoFilesOf('diary', id);
  const images = await db
    .transaction(async (tx) => {
      await lockAtVersion(tx, id, version);
      const photos = await tx.select().from(diaryImages).where(eq(diaryImages.entryId, id));
      await tx.delete(diaryEntries).where(eq(diaryEntries.id, id));
      return photos;
    })
    .catch(async (error) => {
      if (error instanceof StaleVersion) throw new EditConflict(await diaryEntry(id));
      throw error;
    });
  await deleteImageFiles([...images.flatMap((image) => image.variants), ...videoFiles]);
}
