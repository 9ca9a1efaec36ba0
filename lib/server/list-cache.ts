import 'server-only';
import { unstable_cache } from 'next/cache';
import type { NextRequest } from 'next/server';
import type { DogKind } from '@/features/dogs/schema';
import type { LitterListStatus } from '@/features/litters/schema';
import type { Page, PageRequest } from '@/lib/validation/paging';
import { json } from './http/route';
import { listPublicDogs, listPublicDogsPage, type DogStatus } from '@/features/dogs/server/dogs';
import { listGallery, listGalleryPage } from '@/features/gallery/server/gallery';
import { listPublicLitters } from '@/features/litters/server/litters';
import { TAGS } from './revalidate';

// The public list APIs read through Next's data cache under the same tags as the pages
// (lib/api/local.ts), so a list is queried once per change, whatever asks for it, and every
// admin change expires it (lib/server/revalidate.ts). Of a paged read only the first page is
// cached (one entry per page size): a cursor is any item's sort key, and caching each one would
// let anyone add entries without limit. Later pages are read from the database.

export function cachedPublicDogs(status: DogStatus | undefined, kind: DogKind = 'puppy') {
  return unstable_cache(() => listPublicDogs(status, kind), ['dogs', kind, status ?? 'all'], {
    tags: [TAGS.dogs],
  })();
}

export function cachedPublicDogsPage(
  status: DogStatus | undefined,
  request: PageRequest,
  kind: DogKind = 'puppy',
) {
  if (request.cursor) return listPublicDogsPage(status, request, kind);
  return unstable_cache(
    () => listPublicDogsPage(status, request, kind),
    ['dogs-page', kind, status ?? 'all', String(request.limit)],
    { tags: [TAGS.dogs] },
  )();
}

export function cachedGallery() {
  return unstable_cache(listGallery, ['gallery'], { tags: [TAGS.gallery] })();
}

export function cachedGalleryPage(request: PageRequest) {
  if (request.cursor) return listGalleryPage(request);
  return unstable_cache(() => listGalleryPage(request), ['gallery-page', String(request.limit)], {
    tags: [TAGS.gallery],
  })();
}

/**
 * A page of a list as the API answers it: the items as a plain array (the shape of the whole
 * list), the next page's address in `Link: <…>; rel="next"` and its cursor in `X-Next-Cursor`
 * (neither on the last page).
 */
export function pageAnswer<T>(request: NextRequest, page: Page<T>, limit: number): Response {
  const headers = new Headers();
  if (page.next) {
    const next = new URLSearchParams(request.nextUrl.searchParams);
    next.set('limit', String(limit));
    next.set('cursor', page.next);
    headers.set('Link', `<${request.nextUrl.pathname}?${next.toString()}>; rel="next"`);
    headers.set('X-Next-Cursor', page.next);
  }
  return json(page.items, { headers });
}

/** The public litters (features/litters/server/litters.ts), under the litters' and the dogs' tags. */
export function cachedPublicLitters(status?: LitterListStatus) {
  return unstable_cache(() => listPublicLitters(status), ['litters', status ?? 'open'], {
    tags: [TAGS.litters, TAGS.dogs],
  })();
}

/**
 * Every news post, those waiting for their time too (features/news/server/news.ts): one entry per change,
 * whatever the time; readers leave the waiting ones out as they read (publishedOf).
 */
export async function cachedAllNews() {
  const { listAllNews } = await import('@/features/news/server/news');
  return unstable_cache(listAllNews, ['news-all'], { tags: [TAGS.news] })();
}

/** The FAQ as visitors get it, in the breeder's order (features/faq/server/faq.ts `listPublicFaq`). */
export async function cachedPublicFaq() {
  const { listPublicFaq } = await import('@/features/faq/server/faq');
  return unstable_cache(listPublicFaq, ['faq-public'], { tags: [TAGS.faq] })();
}
