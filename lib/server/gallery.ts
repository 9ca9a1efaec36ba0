import 'server-only';
import { sql } from 'drizzle-orm';
import { galleryImages } from '@/lib/db/schema';
import { MAX_GALLERY_PHOTOS } from '@/lib/validation/upload';
import type { DogImage } from '@/lib/validation/responses';
import type { ParsedUpload } from './images/multipart';
import { photoCollection, type FocalPoint, type UploadOutcome } from './photos/collection';

/** The owners' photos shown on `/gallery`, in their order: at most 300, one cache tag. */
const gallery = photoCollection({
  table: galleryImages,
  columns: {},
  limit: MAX_GALLERY_PHOTOS,
  limitError: 'galleryPhotoLimit',
  // Blocks other writers of the gallery (not its readers) so two uploads cannot pass the limit.
  lock: (tx) => tx.execute(sql`LOCK TABLE ${galleryImages} IN SHARE ROW EXCLUSIVE MODE`),
  change: { gallery: true },
});

export function listGallery(): Promise<DogImage[]> {
  return gallery.list();
}

export function addGalleryImages(upload: ParsedUpload): Promise<UploadOutcome> {
  return gallery.add(upload);
}

export function reorderGallery(ids: number[]): Promise<DogImage[]> {
  return gallery.reorder(ids);
}

export function deleteGalleryImage(imageId: number): Promise<void> {
  return gallery.remove(imageId);
}

export function setGalleryImageFocal(imageId: number, focal: FocalPoint | null): Promise<DogImage> {
  return gallery.setFocal(imageId, focal);
}
