import { inProcessSlot } from '@/lib/in-process';
import { LIST_PAGE_SIZE, pageCount } from '@/lib/list-pages';
import { PAGED_LISTS, type PagedList } from '@/lib/paths.mjs';
import { onPublicChange } from '@/lib/public-change';

/** How many items a paged list shows in all, or undefined when that cannot be told now. */
export type ListSizeLookup = (list: PagedList) => Promise<number | undefined>;

const [GALLERY, AVAILABLE, PLACED, NEWS] = PAGED_LISTS;

/** What each paged list shows: the gallery, the puppies of one status (lib/dogs.ts), the news. */
export const LIST_CONTENT = {
  [GALLERY]: { source: 'gallery', size: LIST_PAGE_SIZE.gallery },
  [AVAILABLE]: { source: 'available', size: LIST_PAGE_SIZE.dogs },
  [PLACED]: { source: 'placed', size: LIST_PAGE_SIZE.dogs },
  [NEWS]: { source: 'news', size: LIST_PAGE_SIZE.news },
} as const satisfies Record<PagedList, { source: string; size: number }>;

// Sizes are kept for one second, and dropped at once when this process changes public data:
// requests for many pages share one lookup, and a new page shows at once.
const TTL_MS = 1000;
const cache = new Map<PagedList, { at: number; size: Promise<number | undefined> }>();
onPublicChange(clearListRouteCache);

/**
 * Whether `list` has page `page` (from 2), decided before anything renders: a page past the last
 * is answered 404 by the proxy, so no address can make Next render (and cache) a page of its
 * own. Undefined when the list's size cannot be told now: the page decides.
 */
export async function listHasPage(
  list: PagedList,
  page: number,
  lookup: ListSizeLookup,
  now = Date.now(),
): Promise<boolean | undefined> {
  let entry = cache.get(list);
  if (!entry || now - entry.at > TTL_MS) {
    entry = { at: now, size: lookup(list).catch(() => undefined) };
    cache.set(list, entry);
  }
  const size = await entry.size;
  if (size === undefined) return undefined;
  return page <= pageCount(size, LIST_CONTENT[list].size);
}

export function clearListRouteCache(): void {
  cache.clear();
}

/** The server's own count (lib/server/startup.ts); proxy.ts asks the API without it. */
export const inProcessListSizes = inProcessSlot<ListSizeLookup>('list-sizes');
