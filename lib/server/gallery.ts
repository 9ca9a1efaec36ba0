import 'server-only';
import { asc, eq, max } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { galleryImages } from '@/lib/db/schema';
import type { DogImage } from '@/lib/validation/responses';
import { notFound } from './errors';
import {
  deleteImageFiles,
  saveOrder,
  processUploads,
  storeImage,
  toImageResponse,
  type FileError,
  type StoredImage,
} from './images';
import type { ParsedUpload } from './images/multipart';
import { announceChange } from './revalidate';

export async function listGallery(): Promise<DogImage[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(galleryImages)
    .orderBy(asc(galleryImages.position), asc(galleryImages.id));
  return rows.map(toImageResponse);
}

export async function addGalleryImages(
  upload: ParsedUpload,
): Promise<{ images: DogImage[]; errors: FileError[]; added: number }> {
  const db = await getDb();
  const errors: FileError[] = upload.refused.map((r) => ({ msg: r.msg, path: r.name }));
  const { processed, errors: refused } = await processUploads(upload.files);
  errors.push(...refused);
  const stored: StoredImage[] = [];
  try {
    for (const p of processed) stored.push(await storeImage(p.image));
    if (stored.length) {
      await db.transaction(async (tx) => {
        const [{ last } = { last: null }] = await tx
          .select({ last: max(galleryImages.position) })
          .from(galleryImages);
        await tx
          .insert(galleryImages)
          .values(stored.map((image, i) => ({ ...image, position: (last ?? -1) + 1 + i })));
      });
    }
  } catch (error) {
    await deleteImageFiles(stored.flatMap((s) => s.variants));
    throw error;
  }
  if (stored.length) announceChange({ gallery: true });
  return { images: await listGallery(), errors, added: stored.length };
}

export async function reorderGallery(ids: number[]): Promise<DogImage[]> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const current = await tx.select({ id: galleryImages.id }).from(galleryImages);
    await saveOrder(
      ids,
      current.map((c) => c.id),
      (id, position) => tx.update(galleryImages).set({ position }).where(eq(galleryImages.id, id)),
    );
  });
  announceChange({ gallery: true });
  return listGallery();
}

export async function deleteGalleryImage(imageId: number): Promise<void> {
  const db = await getDb();
  const [deleted] = await db.delete(galleryImages).where(eq(galleryImages.id, imageId)).returning();
  if (!deleted) throw notFound('imageNotFound');
  await deleteImageFiles(deleted.variants);
  announceChange({ gallery: true });
}
