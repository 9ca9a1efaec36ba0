import 'server-only';
import { eq } from 'drizzle-orm';
import { pageImages } from '@/lib/db/schema';
import type { PageKey } from '@/features/pages/content';
import type { DogImage } from '@/lib/validation/responses';
import type { ParsedUpload } from '@/lib/server/images/multipart';
import {
  photoCollection,
  type FocalPoint,
  type PhotoOwner,
  type UploadOutcome,
} from '@/lib/server/photos/collection';

/** Photos one page may hold: a hero or intro photo and a few to choose between. */
export const MAX_PAGE_PHOTOS = 20;

/** A page's photos: the same pipeline as the gallery's, one collection per page. */
function pagePhotos(page: PageKey) {
  return photoCollection({
    table: pageImages,
    rows: eq(pageImages.page, page),
    columns: { page },
    limit: MAX_PAGE_PHOTOS,
    limitError: 'pagePhotoLimit',
    change: { pages: [page] },
  } satisfies PhotoOwner<typeof pageImages>);
}

export function listPagePhotos(page: PageKey): Promise<DogImage[]> {
  return pagePhotos(page).list();
}

export function addPagePhotos(page: PageKey, upload: ParsedUpload): Promise<UploadOutcome> {
  return pagePhotos(page).add(upload);
}

export function deletePagePhoto(page: PageKey, imageId: number): Promise<void> {
  return pagePhotos(page).remove(imageId);
}

/** With `version` (the point as read, `focalVersion`): 409 once it was changed meanwhile. */
export function setPagePhotoFocal(
  page: PageKey,
  imageId: number,
  focal: FocalPoint | null,
  version?: string,
): Promise<DogImage> {
  return pagePhotos(page).setFocal(imageId, focal, version);
}

/** With `version` (the order as read, `orderVersion`): 409 once it was changed meanwhile. */
export function reorderPagePhotos(
  page: PageKey,
  ids: number[],
  version?: string,
): Promise<DogImage[]> {
  return pagePhotos(page).reorder(ids, version);
}
