import 'server-only';
import { unstable_cache } from 'next/cache';
import { apiUrl, imageFromApi, remoteRead } from '@/lib/api';
import { TAGS } from '@/lib/server/revalidate';
import { publishedPageResponse } from '@/lib/validation/responses';
import type { PageKey, PublishedPage } from './content';

/** One of the breeder's pages as published (the defaults before the first publish). */
export async function getPage(page: PageKey): Promise<PublishedPage> {
  if (apiUrl()) {
    const found = (await remoteRead(`/pages/${page}`, publishedPageResponse, [TAGS.page(page)]))!;
    return { ...found, photos: found.photos.map(imageFromApi) } as PublishedPage;
  }
  const { getPublishedPage } = await import('./server/pages');
  // Publishing expires exactly this page's tag; its photos' changes do too.
  return unstable_cache(() => getPublishedPage(page), ['page', page], {
    tags: [TAGS.page(page)],
  })();
}
