import 'server-only';
import { and, asc, count, eq, max, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import type { Transaction } from '@/lib/db/types';
import type {
  dogImages,
  galleryImages,
  litterImages,
  newsImages,
  pageImages,
} from '@/lib/db/schema';
import { encodeCursor, type Page, type PageRequest } from '@/lib/validation/paging';
import type { DogImage } from '@/lib/validation/responses';
import { focalVersion, orderVersion } from '@/lib/validation/version';
import { ApiError, notFound } from '../http/errors';
import { deleteImageFiles, storeImages, toImageResponse, type FileError } from '../images';
import type { ParsedUpload } from '../images/multipart';
import { currentMark } from '../images/mark';
import { startWatermarkJob } from '../images/remark';
import { prepareUpload } from '../images/upload';
import { announceChange, type PublicChange } from '../revalidate';
import { EditConflict, StaleVersion } from '../versions';

/** The tables photos live in; all hold the same image columns (lib/db/schema.ts). */
type PhotoTable =
  | typeof dogImages
  | typeof galleryImages
  | typeof litterImages
  | typeof newsImages
  | typeof pageImages;

/** The columns every photo table shares (imageColumns() in lib/db/schema.ts). */
type ImageColumn =
  | 'id'
  | 'key'
  | 'position'
  | 'width'
  | 'height'
  | 'placeholder'
  | 'variants'
  | 'focalX'
  | 'focalY'
  | 'createdAt';

/** What a new row holds besides the photo itself and its position (a dog's id, or nothing). */
type OwnerColumns<T extends PhotoTable> = Omit<T['$inferInsert'], ImageColumn>;

/** Who owns an ordered collection of photos, and what changes with it. */
export interface PhotoOwner<T extends PhotoTable> {
  table: T;
  /** The owner's rows of the table (a dog's photos); undefined: every row (the gallery). */
  rows?: SQL;
  columns: OwnerColumns<T>;
  /** Most photos the owner may hold; null for no limit. */
  limit: number | null;
  /** The `apiErrors` key of a file refused because the owner is full. */
  limitError:
    | 'dogPhotoLimit'
    | 'galleryPhotoLimit'
    | 'litterPhotoLimit'
    | 'newsPhotoLimit'
    | 'pagePhotoLimit';
  /** Taken before counting in the adding transaction, so uploads at once cannot pass the limit. */
  lock?: (tx: Transaction) => Promise<unknown>;
  /** The public data every change of these photos affects (its cache tags are expired). */
  change: PublicChange;
}

export interface FocalPoint {
  x: number;
  y: number;
}

export interface UploadOutcome {
  images: DogImage[];
  errors: FileError[];
  added: number;
}

/** True when `ids` is exactly a reordering of `existing`: no foreign, missing or repeated id. */
function isPermutation(ids: number[], existing: number[]): boolean {
  if (ids.length !== existing.length) return false;
  const set = new Set(existing);
  return new Set(ids).size === ids.length && ids.every((id) => set.has(id));
}

/**
 * One ordered photo collection (a dog's photos, the gallery): add, reorder and delete with the
 * owner's limit, announcing each change. Files are written before their rows and removed again
 * when the rows are not kept, and a deleted photo's files go with it: no orphan files.
 */
export function photoCollection<T extends PhotoTable>(owner: PhotoOwner<T>) {
  // Drizzle cannot type a query over a union of tables; both share every column used here.
  const table = owner.table as typeof galleryImages;
  const { rows, limit, limitError } = owner;

  async function list(): Promise<DogImage[]> {
    const db = await getDb();
    const found = await db
      .select()
      .from(table)
      .where(rows)
      .orderBy(asc(table.position), asc(table.id));
    return found.map(toImageResponse);
  }

  /** The `limit` photos after the cursor's, in the same order as `list`, and the next cursor. */
  async function page({ limit: size, cursor }: PageRequest): Promise<Page<DogImage>> {
    const db = await getDb();
    const after = cursor
      ? sql`(${table.position}, ${table.id}) > (${cursor.key}::bigint, ${cursor.id})`
      : undefined;
    const found = await db
      .select()
      .from(table)
      .where(and(rows, after))
      .orderBy(asc(table.position), asc(table.id))
      .limit(size + 1);
    const shown = found.slice(0, size);
    const last = shown.at(-1);
    return {
      items: shown.map(toImageResponse),
      next:
        found.length > size && last
          ? encodeCursor({ key: String(last.position), id: last.id })
          : null,
    };
  }

  /** Valid files are kept while there is room; each refused file gets its own error. */
  async function add(upload: ParsedUpload): Promise<UploadOutcome> {
    const db = await getDb();
    let room = Number.POSITIVE_INFINITY;
    if (limit !== null) {
      const [{ existing } = { existing: 0 }] = await db
        .select({ existing: count() })
        .from(table)
        .where(rows);
      room = limit - existing;
    }
    // Public photos: marked as the watermark setting says now, master kept if marked.
    const mark = await currentMark();
    const { processed, errors } = await prepareUpload(upload, room, limitError, mark);
    const added = await storeImages(
      processed.map((p) => p.image),
      (stored) =>
        db.transaction(async (tx) => {
          await owner.lock?.(tx);
          const [{ n = 0, last = -1 } = {}] = await tx
            .select({ n: count(), last: max(table.position) })
            .from(table)
            .where(rows);
          const fit = limit === null ? stored : stored.slice(0, Math.max(0, limit - n));
          if (fit.length) {
            await tx.insert(table).values(
              fit.map((image, i) => ({
                ...image,
                ...owner.columns,
                position: (last ?? -1) + 1 + i,
              })),
            );
          }
          return fit.length;
        }),
    );
    for (const { name } of processed.slice(added)) {
      errors.push({ msg: limitError, path: name });
    }
    if (added > 0) announceChange(owner.change);
    // The setting changed while these were made: the job re-makes them too.
    if (added > 0 && (await currentMark()).stamp !== mark.stamp) startWatermarkJob();
    return { images: await list(), errors, added };
  }

  /**
   * Saves a new order, refusing (422) any list that is not a reordering of the owner's photos.
   * With `version` (the order it was based on, `orderVersion`) it is refused (409, with the
   * photos as they are now) once another upload, deletion or reordering came in between.
   */
  async function reorder(ids: number[], version?: string): Promise<DogImage[]> {
    const db = await getDb();
    try {
      await db.transaction(async (tx) => {
        await owner.lock?.(tx);
        const current = await tx
          .select({ id: table.id })
          .from(table)
          .where(rows)
          .orderBy(asc(table.position), asc(table.id));
        if (version !== undefined && version !== orderVersion(current)) throw new StaleVersion();
        const existing = current.map((c) => c.id);
        if (!isPermutation(ids, existing)) {
          throw new ApiError(422, 'invalidIds', [{ msg: 'invalidIds', path: 'ids' }]);
        }
        for (const [position, id] of ids.entries()) {
          await tx.update(table).set({ position }).where(eq(table.id, id));
        }
      });
    } catch (error) {
      if (error instanceof StaleVersion) throw new EditConflict(await list());
      throw error;
    }
    announceChange(owner.change);
    return list();
  }

  /** Deletes one of the owner's photos (404 for any other id) and then its files. */
  async function remove(imageId: number): Promise<void> {
    const db = await getDb();
    const [deleted] = await db
      .delete(table)
      .where(and(eq(table.id, imageId), rows))
      .returning();
    if (!deleted) throw notFound('imageNotFound');
    await deleteImageFiles(deleted.variants);
    announceChange(owner.change);
  }

  /**
   * Sets (or with null clears) where a photo's subject is; 404 for a photo not the owner's. With
   * `version` (the point it replaces as read, `focalVersion`) it is refused (409, with the photo
   * as it is now) once another point was set in between: the row stays locked from the comparison
   * to the write.
   */
  async function setFocal(
    imageId: number,
    focal: FocalPoint | null,
    version?: string,
  ): Promise<DogImage> {
    const db = await getDb();
    const photo = and(eq(table.id, imageId), rows);
    const updated = await db.transaction(async (tx) => {
      const [stored] = await tx.select().from(table).where(photo).for('update');
      if (!stored) throw notFound('imageNotFound');
      const current = toImageResponse(stored);
      if (version !== undefined && version !== focalVersion(current.focal)) {
        throw new EditConflict(current);
      }
      const [row] = await tx
        .update(table)
        .set({ focalX: focal?.x ?? null, focalY: focal?.y ?? null })
        .where(photo)
        .returning();
      return row!;
    });
    announceChange(owner.change);
    return toImageResponse(updated);
  }

  return { list, page, add, reorder, remove, setFocal };
}
