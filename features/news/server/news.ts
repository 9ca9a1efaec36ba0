import 'server-only';
import { and, asc, desc, eq, inArray, like, lte, sql } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/db/client';
import {
  dogs,
  litters,
  newsImages,
  newsPosts,
  type NewsImageRow,
  type NewsPostRow,
} from '@/lib/db/schema';
import {
  MAX_PHOTOS_PER_POST,
  NEWS_SLUG_PATTERN,
  newsRuleErrors,
  type NewsCreateInput,
  type NewsPatchInput,
  type NewsPost,
} from '@/features/news/schema';
import type { DogImage } from '@/lib/validation/responses';
import { ApiError, notFound } from '@/lib/server/http/errors';
import { deleteImageFiles, toImageResponse } from '@/lib/server/images';
import type { ParsedUpload } from '@/lib/server/images/multipart';
import { checkLitterExists } from '@/features/dogs/server/parents';
import type { Queryable } from '@/lib/db/types';
import {
  photoCollection,
  type FocalPoint,
  type UploadOutcome,
} from '@/lib/server/photos/collection';
import { announceChange, scheduleChange } from '@/lib/server/revalidate';
import { slugify } from '@/lib/server/slug';
import { EditConflict, StaleVersion } from '@/lib/server/versions';

/*
 * News posts. A post shows from its `publishAt` on: the public reads leave later ones
 * out, and a post saved for later schedules the expiry of the pages that list news for that time
 * (scheduleChange), so it appears when due without anyone saving anything then.
 */

const NEWS_CHANGE = { news: true } as const;
const NEWEST_FIRST = [desc(newsPosts.publishAt), desc(newsPosts.id)];

async function withDetails(db: Database, rows: NewsPostRow[]): Promise<NewsPost[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const litterIds = [...new Set(rows.flatMap((r) => (r.litterId === null ? [] : [r.litterId])))];
  const [photos, linked] = await Promise.all([
    db
      .select()
      .from(newsImages)
      .where(inArray(newsImages.newsId, ids))
      .orderBy(asc(newsImages.position), asc(newsImages.id)),
    litterIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: litters.id, slug: litters.slug, mother: dogs.name })
          .from(litters)
          .innerJoin(dogs, eq(dogs.id, litters.motherId))
          .where(inArray(litters.id, litterIds)),
  ]);
  return rows.map((row) => toNewsPost(row, photos, linked));
}

function toNewsPost(
  row: NewsPostRow,
  photos: NewsImageRow[],
  linked: { id: number; slug: string; mother: string }[],
): NewsPost {
  return {
    id: row.id,
    slug: row.slug,
    title: { en: row.titleEn, hu: row.titleHu, de: row.titleDe },
    body: { en: row.bodyEn, hu: row.bodyHu, de: row.bodyDe },
    publishAt: row.publishAt.toISOString(),
    litterId: row.litterId,
    litter: linked.find((l) => l.id === row.litterId) ?? null,
    images: photos.filter((p) => p.newsId === row.id).map(toImageResponse),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Whether a post shows at `now`: its publish time has come. */
export function isPublished(post: Pick<NewsPost, 'publishAt'>, now = Date.now()): boolean {
  return Date.parse(post.publishAt) <= now;
}

/**
 * Every post, those waiting for their time too, newest first: what the public pages' cached read
 * holds (they leave the waiting ones out as they render, features/news/rules.ts) and the admin's list.
 */
export async function listAllNews(): Promise<NewsPost[]> {
  const db = await getDb();
  return withDetails(
    db,
    await db
      .select()
      .from(newsPosts)
      .orderBy(...NEWEST_FIRST),
  );
}

/** The posts shown now, newest first. */
export async function listPublishedNews(): Promise<NewsPost[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(newsPosts)
    .where(lte(newsPosts.publishAt, sql`now()`))
    .orderBy(...NEWEST_FIRST);
  return withDetails(db, rows);
}

/** One post by its slug, waiting or not (the caller decides), or null. */
export async function getNewsBySlug(slug: string): Promise<NewsPost | null> {
  const db = await getDb();
  const [row] = await db.select().from(newsPosts).where(eq(newsPosts.slug, slug));
  return row ? ((await withDetails(db, [row]))[0] ?? null) : null;
}

async function findPost(db: Queryable, id: number): Promise<NewsPostRow> {
  const [row] = await db.select().from(newsPosts).where(eq(newsPosts.id, id));
  if (!row) throw notFound('newsNotFound');
  return row;
}

export async function getNews(id: number): Promise<NewsPost> {
  const db = await getDb();
  return (await withDetails(db, [await findPost(db, id)]))[0]!;
}

/** Segments under `/news` that are pages of their own, never a post's. */
const TAKEN_SEGMENTS = new Set(['page', 'feed']);

/** A slug from the post's first title, unique among posts; it stays the post's address. */
async function uniqueSlug(db: Queryable, title: string): Promise<string> {
  let base = slugify(title).slice(0, 70);
  if (!NEWS_SLUG_PATTERN.test(base) || TAKEN_SEGMENTS.has(base)) base = `news-${base}`;
  const taken = new Set(
    (
      await db
        .select({ slug: newsPosts.slug })
        .from(newsPosts)
        .where(like(newsPosts.slug, `${base}%`))
    ).map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

function columnsOf(input: Omit<NewsPatchInput, 'version'>) {
  return {
    ...(input.title?.en !== undefined && { titleEn: input.title.en }),
    ...(input.title?.hu !== undefined && { titleHu: input.title.hu }),
    ...(input.title?.de !== undefined && { titleDe: input.title.de }),
    ...(input.body?.en !== undefined && { bodyEn: input.body.en }),
    ...(input.body?.hu !== undefined && { bodyHu: input.body.hu }),
    ...(input.body?.de !== undefined && { bodyDe: input.body.de }),
    ...(input.publishAt !== undefined && { publishAt: new Date(input.publishAt) }),
    ...(input.litterId !== undefined && { litterId: input.litterId }),
  };
}

/** What a change of `row` expires now, and the later time it must expire pages again. */
function announce(row: NewsPostRow): void {
  announceChange(NEWS_CHANGE);
  if (row.publishAt.getTime() > Date.now()) scheduleChange(row.publishAt.toISOString());
}

export async function createNews(input: NewsCreateInput): Promise<NewsPost> {
  const db = await getDb();
  const title = input.title.en || input.title.hu || input.title.de || '';
  const row = await db.transaction(async (tx) => {
    await checkLitterExists(tx, input.litterId);
    const slug = input.slug ?? (await uniqueSlug(tx, title));
    const [clash] = await tx
      .select({ id: newsPosts.id })
      .from(newsPosts)
      .where(eq(newsPosts.slug, slug));
    if (clash) throw new ApiError(422, 'validationFailed', [{ msg: 'slugTaken', path: 'slug' }]);
    const [created] = await tx
      .insert(newsPosts)
      .values({ ...columnsOf(input), slug })
      .returning();
    return created!;
  });
  announce(row);
  return (await withDetails(db, [row]))[0]!;
}

/**
 * Changes a post. With `version` (a browser always sends it) the change is refused (409 with the
 * post as it is now) unless that is still the stored version; the row is locked meanwhile.
 */
export async function updateNews(id: number, patch: NewsPatchInput): Promise<NewsPost> {
  const { version, ...input } = patch;
  const db = await getDb();
  let row: NewsPostRow;
  try {
    row = await db.transaction(async (tx) => {
      const [locked] = await tx.select().from(newsPosts).where(eq(newsPosts.id, id)).for('update');
      if (!locked) throw notFound('newsNotFound');
      if (version !== undefined && version !== locked.version) throw new StaleVersion();
      const next = { ...locked, ...columnsOf(input) };
      const errors = newsRuleErrors({
        title: { en: next.titleEn, hu: next.titleHu, de: next.titleDe },
        body: { en: next.bodyEn, hu: next.bodyHu, de: next.bodyDe },
      });
      if (errors.length) throw new ApiError(422, 'validationFailed', errors);
      if (input.litterId !== undefined) await checkLitterExists(tx, input.litterId);
      const [updated] = await tx
        .update(newsPosts)
        .set({ ...columnsOf(input), version: locked.version + 1, updatedAt: new Date() })
        .where(eq(newsPosts.id, id))
        .returning();
      return updated!;
    });
  } catch (error) {
    if (error instanceof StaleVersion) throw new EditConflict(await getNews(id));
    throw error;
  }
  // The litter pages that link posts read them under the news tag too.
  announce(row);
  return (await withDetails(db, [row]))[0]!;
}

/** Deletes a post and its photos. With `version`, a post changed since is not deleted (409). */
export async function deleteNews(id: number, version?: number): Promise<void> {
  const db = await getDb();
  await findPost(db, id);
  const images = await db.select().from(newsImages).where(eq(newsImages.newsId, id));
  const deleted = await db
    .delete(newsPosts)
    .where(
      and(eq(newsPosts.id, id), version === undefined ? undefined : eq(newsPosts.version, version)),
    )
    .returning({ id: newsPosts.id });
  if (deleted.length === 0) throw new EditConflict(await getNews(id));
  await deleteImageFiles(images.flatMap((i) => i.variants));
  announceChange(NEWS_CHANGE);
}

/** A post's photos: at most MAX_PHOTOS_PER_POST, the first its cover. */
async function photosOfPost(newsId: number) {
  await findPost(await getDb(), newsId);
  return photoCollection({
    table: newsImages,
    rows: eq(newsImages.newsId, newsId),
    columns: { newsId },
    limit: MAX_PHOTOS_PER_POST,
    limitError: 'newsPhotoLimit',
    lock: (tx) =>
      tx.execute(sql`SELECT id FROM ${newsPosts} WHERE ${newsPosts.id} = ${newsId} FOR UPDATE`),
    change: NEWS_CHANGE,
  });
}

export async function addNewsImages(id: number, upload: ParsedUpload): Promise<UploadOutcome> {
  return (await photosOfPost(id)).add(upload);
}

export async function reorderNewsImages(
  id: number,
  ids: number[],
  version?: string,
): Promise<DogImage[]> {
  return (await photosOfPost(id)).reorder(ids, version);
}

export async function deleteNewsImage(id: number, imageId: number): Promise<void> {
  return (await photosOfPost(id)).remove(imageId);
}

export async function setNewsImageFocal(
  id: number,
  imageId: number,
  focal: FocalPoint | null,
  version: string | undefined,
): Promise<DogImage> {
  return (await photosOfPost(id)).setFocal(imageId, focal, version);
}
