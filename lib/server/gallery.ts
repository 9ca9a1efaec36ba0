import 'server-only';
import { galleryImages } from '@/lib/db/schema';
import type { DogImage } from '@/lib/validation/responses';
import type { ParsedUpload } from './images/multipart';
import { photoCollection, type UploadOutcome } from './photos/collection';

/** The owners' photos shown on `/gallery`, in their order: no limit, one cache tag. */
const gallery = photoCollection({
  table: galleryImages,
  columns: {},
  limit: null,
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
