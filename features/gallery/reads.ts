import 'server-only';
import { unstable_cache } from 'next/cache';
import { z } from 'zod';
import { apiUrl, imageFromApi, remoteRead } from '@/lib/api';
import { TAGS } from '@/lib/server/revalidate';
import type { PageRequest } from '@/lib/validation/paging';
import { imageResponse, type DogImage } from '@/lib/validation/responses';
import { listGallery, listGalleryPage } from './server/gallery';

// The gallery as pages and the public API read it; only a paged read's first page is cached.

export function cachedGallery() {
  return unstable_cache(listGallery, ['gallery'], { tags: [TAGS.gallery] })();
}

export function cachedGalleryPage(request: PageRequest) {
  if (request.cursor) return listGalleryPage(request);
  return unstable_cache(() => listGalleryPage(request), ['gallery-page', String(request.limit)], {
    tags: [TAGS.gallery],
  })();
}

/** The gallery's photos in the breeder's order: here, or from the API at API_URL. */
export async function getGallery(): Promise<DogImage[]> {
  if (apiUrl()) {
    return (await remoteRead('/gallery', z.array(imageResponse), [TAGS.gallery]))!.map(
      imageFromApi,
    );
  }
  return cachedGallery();
}
