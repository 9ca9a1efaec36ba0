import 'server-only';
import { and, asc, count, eq, inArray, max } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/db/client';
import { diaryEntries, diaryImages, type DiaryImageRow } from '@/lib/db/schema';
import { MAX_DIARY_PHOTOS } from '@/features/diary/schema';
import { notFound } from '@/lib/server/http/errors';
import { deleteImageFiles, storeImages, type FileError } from '@/lib/server/images';
import type { ParsedUpload } from '@/lib/server/images/multipart';
import { prepareUpload } from '@/lib/server/images/upload';
import { privateFileUrl } from '@/lib/server/private-links';

/*
 * A diary update's photos: the admin's upload pipeline (decode queue, limits, EXIF
 * stripped), stored as private variants that only short-lived signed links serve, to the admin
 * and to the holder of a buyer's token whose puppy the update concerns.
 */

export interface DiaryPhoto {
  id: number;
  /** A signed link to the largest variant; `srcSet` has every width. */
  src: string;
  srcSet: string;
  width: number;
  height: number;
  placeholder: string;
}

/** The photo with fresh signed links (a page is given new ones each time it renders). */
export function diaryPhoto(row: DiaryImageRow): DiaryPhoto {
  const variants = [...row.variants].sort((a, b) => a.width - b.width);
  return {
    id: row.id,
    src: variants.length ? privateFileUrl(variants[variants.length - 1]!.key) : '',
    srcSet: variants.map((v) => `${privateFileUrl(v.key)} ${v.width}w`).join(', '),
    width: row.width,
    height: row.height,
    placeholder: row.placeholder,
  };
}

/** The photos of these updates, in their order, by update. */
export async function photosOf(
  db: Database,
  entryIds: number[],
): Promise<Map<number, DiaryPhoto[]>> {
  const byEntry = new Map<number, DiaryPhoto[]>();
  if (entryIds.length === 0) return byEntry;
  const rows = await db
    .select()
    .from(diaryImages)
    .where(inArray(diaryImages.entryId, entryIds))
    .orderBy(asc(diaryImages.position), asc(diaryImages.id));
  for (const row of rows) {
    const list = byEntry.get(row.entryId) ?? [];
    list.push(diaryPhoto(row));
    byEntry.set(row.entryId, list);
  }
  return byEntry;
}

/** Adds photos to an update while it has room; each refused file gets its own error. */
export async function addDiaryPhotos(
  entryId: number,
  upload: ParsedUpload,
): Promise<{ images: DiaryPhoto[]; errors: FileError[]; added: number }> {
  const db = await getDb();
  const [entry] = await db
    .select({ id: diaryEntries.id })
    .from(diaryEntries)
    .where(eq(diaryEntries.id, entryId));
  if (!entry) throw notFound('diaryEntryNotFound');
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(diaryImages)
    .where(eq(diaryImages.entryId, entryId));
  const { processed, errors } = await prepareUpload(
    upload,
    MAX_DIARY_PHOTOS - n,
    'diaryPhotoLimit',
  );
  const added = await storeImages(
    processed.map((p) => p.image),
    (stored) =>
      db.transaction(async (tx) => {
        // The update row locked: uploads at once cannot pass the limit, nor outlive a delete.
        const [locked] = await tx
          .select({ id: diaryEntries.id })
          .from(diaryEntries)
          .where(eq(diaryEntries.id, entryId))
          .for('update');
        if (!locked) return 0;
        const [{ total = 0, last = -1 } = {}] = await tx
          .select({ total: count(), last: max(diaryImages.position) })
          .from(diaryImages)
          .where(eq(diaryImages.entryId, entryId));
        const fit = stored.slice(0, Math.max(0, MAX_DIARY_PHOTOS - total));
        if (fit.length) {
          await tx
            .insert(diaryImages)
            .values(fit.map((image, i) => ({ ...image, entryId, position: (last ?? -1) + 1 + i })));
        }
        return fit.length;
      }),
    { private: true },
  );
  for (const { name } of processed.slice(added))
    errors.push({ msg: 'diaryPhotoLimit', path: name });
  const images = (await photosOf(db, [entryId])).get(entryId) ?? [];
  return { images, errors, added };
}

/** Deletes one photo of an update (404 for any other), then its files. */
export async function deleteDiaryPhoto(entryId: number, imageId: number) {
  const db = await getDb();
  const [deleted] = await db
    .delete(diaryImages)
    .where(and(eq(diaryImages.id, imageId), eq(diaryImages.entryId, entryId)))
    .returning();
  if (!deleted) throw notFound('imageNotFound');
  await deleteImageFiles(deleted.variants);
}
