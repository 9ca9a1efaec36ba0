import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { dogs, galleryImages } from '@/lib/db/schema';
import { MAX_GALLERY_PHOTOS } from '@/lib/validation/upload';
import type { Page, PageRequest } from '@/lib/validation/paging';
import type { DogImage } from '@/lib/validation/responses';
import type { ParsedUpload } from '@/lib/server/images/multipart';
import {
  photoCollection,
  type FocalPoint,
  type PhotoOwner,
  type UploadOutcome,
} from '@/lib/server/photos/collection';

/** The owners' photos shown on `/gallery`, in their order: at most 300, one cache tag. */
const GALLERY = {
  table: galleryImages,
  columns: {},
  limit: MAX_GALLERY_PHOTOS,
  limitError: 'galleryPhotoLimit',
  // Blocks other writers of the gallery (not its readers) so two uploads cannot pass the limit.
  lock: (tx) => tx.execute(sql`LOCK TABLE ${galleryImages} IN SHARE ROW EXCLUSIVE MODE`),
  change: { gallery: true },
} satisfies PhotoOwner<typeof galleryImages>;
const gallery = photoCollection(GALLERY);

/**
 * The same collection without the upload limit: only for `npm run seed:demo`, which fills a
 * database with the owners' photos of a kennel's many years (a thousand) through the same
 * pipeline. The admin's uploads keep the limit.
 */
const galleryImport = photoCollection({ ...GALLERY, limit: null });

/** Names the dog beside each owner's photo that shows one. */
async function withDogs(images: DogImage[]): Promise<DogImage[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: galleryImages.id, name: dogs.name, slug: dogs.slug, enabled: dogs.enabled })
    .from(galleryImages)
    .innerJoin(dogs, eq(dogs.id, galleryImages.dogId));
  // A dog taken off the site keeps its name beside the photo, without a link to a missing page.
  const named = new Map(rows.map((r) => [r.id, { name: r.name, slug: r.enabled ? r.slug : '' }]));
  return images.map((image) => ({ ...image, dog: named.get(image.id) ?? null }));
}

export async function listGallery(): Promise<DogImage[]> {
  return withDogs(await gallery.list());
}

/** One page of the gallery, in its order (the API's `?limit=&cursor=`). */
export async function listGalleryPage(request: PageRequest): Promise<Page<DogImage>> {
  const page = await gallery.page(request);
  return { ...page, items: await withDogs(page.items) };
}

export function addGalleryImages(upload: ParsedUpload): Promise<UploadOutcome> {
  return gallery.add(upload);
}

export function reorderGallery(ids: number[], version?: string): Promise<DogImage[]> {
  return gallery.reorder(ids, version);
}

export function deleteGalleryImage(imageId: number): Promise<void> {
  return gallery.remove(imageId);
}

/** Adds photos past the upload limit: the demo seed only (see galleryImport). */
export function importGalleryImages(upload: ParsedUpload): Promise<UploadOutcome> {
  return galleryImport.add(upload);
}

/** With `version` (the point as read, `focalVersion`): 409 once it was changed meanwhile. */
export function setGalleryImageFocal(
  imageId: number,
  focal: FocalPoint | null,
  version?: string,
): Promise<DogImage> {
  return gallery.setFocal(imageId, focal, version);
}
