import 'server-only';
import { asc, eq, max } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { galleryImages } from '@/lib/db/schema';
import type { DogImage } from '@/lib/validation/responses';
import { notFound } from './http/errors';
import {
  deleteImageFiles,
  prepareUpload,
  saveOrder,
  storeImages,
  toImageResponse,
  type FileError,
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
  const { processed, errors } = await prepareUpload(upload);
  const added = await storeImages(
    processed.map((p) => p.image),
    async (stored) => {
      await db.transaction(async (tx) => {
        const [{ last } = { last: null }] = await tx
          .select({ last: max(galleryImages.position) })
          .from(galleryImages);
        await tx
          .insert(galleryImages)
          .values(stored.map((image, i) => ({ ...image, position: (last ?? -1) + 1 + i })));
      });
      return stored.length;
    },
  );
  if (added > 0) announceChange({ gallery: true });
  return { images: await listGallery(), errors, added };
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
