import 'server-only';
import { desc, eq, or } from 'drizzle-orm';
import type { AppLocale } from '@/i18n/routing';
import { getDb } from '@/lib/db/client';
import { applications, diaryEntries, dogs } from '@/lib/db/schema';
import type { DiaryLanguage, StoredHealthEvent } from '@/features/diary/rules';
import type { WeightPoint } from '@/features/diary/chart';
import { photosOf, type DiaryPhoto } from './diary-photos';
import { diaryVideosOf, type PlayableVideo } from '@/features/videos/server';
import { diaryText } from '@/features/diary/text';
import { DIARY_STATUSES } from '@/features/diary/mail/diary-mail';
import { kennelTimeZone } from '@/lib/server/kennel-zone';
import { applicationByToken, requireApplication } from '@/lib/server/my-link';

/*
 * The diary on the buyer's page: once a puppy is reserved for them, the updates about
 * it and about its litter, newest first, with its weights and health record. Before that there
 * is no diary: the applicant may never get a puppy of that litter, and its updates show other
 * families' puppies.
 */

export interface MyDiaryEntry {
  id: number;
  postedAt: string;
  text: { text: string; lang: DiaryLanguage } | null;
  /** The buyer's puppy's weight on this update. */
  grams: number | null;
  healthEvents: StoredHealthEvent[];
  photos: DiaryPhoto[];
  /** Its videos, ready ones, behind signed links. */
  videos: PlayableVideo[];
}

export interface MyDiaryView {
  puppy: string;
  /** Whether a mail comes with each update. */
  mail: boolean;
  entries: MyDiaryEntry[];
  /** The puppy's weights by day, oldest first. */
  weights: WeightPoint[];
  /** Every health event of the puppy, by date. */
  health: StoredHealthEvent[];
}

/** The day of a moment in the kennel's zone, `YYYY-MM-DD`. */
const kennelDay = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: kennelTimeZone() }).format(new Date(iso));

/** The diary of the token's puppy, or null (no valid link, no puppy yet). */
export async function loadMyDiary(token: string, locale: AppLocale): Promise<MyDiaryView | null> {
  const db = await getDb();
  const application = await applicationByToken(db, token);
  if (!application?.dogId || !(DIARY_STATUSES as readonly string[]).includes(application.status)) {
    return null;
  }
  const [puppy] = await db
    .select({ id: dogs.id, name: dogs.name, litterId: dogs.litterId })
    .from(dogs)
    .where(eq(dogs.id, application.dogId));
  if (!puppy) return null;
  const rows = await db
    .select()
    .from(diaryEntries)
    .where(
      puppy.litterId === null
        ? eq(diaryEntries.dogId, puppy.id)
        : or(eq(diaryEntries.dogId, puppy.id), eq(diaryEntries.litterId, puppy.litterId)),
    )
    .orderBy(desc(diaryEntries.postedAt), desc(diaryEntries.id));
  const photos = await photosOf(
    db,
    rows.map((row) => row.id),
  );
  const videos = await diaryVideosOf(rows.map((row) => row.id));
  const entries = rows.map((row) => ({
    id: row.id,
    postedAt: row.postedAt.toISOString(),
    text: diaryText(row, locale),
    grams: row.weights.find((w) => w.dogId === puppy.id)?.grams ?? null,
    healthEvents: row.healthEvents,
    photos: photos.get(row.id) ?? [],
    videos: videos.get(row.id) ?? [],
  }));
  const weights = entries
    .filter((e) => e.grams !== null)
    .map((e) => ({ day: kennelDay(e.postedAt), grams: e.grams! }))
    .reverse();
  const health = entries
    .flatMap((e) => e.healthEvents)
    .sort((a, b) => a.date.localeCompare(b.date));
  return { puppy: puppy.name, mail: application.diaryMail, entries, weights, health };
}

/** The buyer switches the mail for each update on or off, by their private link. */
export async function setDiaryMail(token: string, mail: boolean): Promise<void> {
  const db = await getDb();
  const application = await requireApplication(db, token);
  await db.update(applications).set({ diaryMail: mail }).where(eq(applications.id, application.id));
}
