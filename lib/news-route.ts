import { inProcessSlot } from '@/lib/in-process';
import { onPublicChange } from '@/lib/public-change';
import { NEWS_SLUG_PATTERN } from '@/lib/validation/news';
import type { DogLookup } from './dog-route';

/** A published post's slug, null when there is none (or it waits), undefined when that failed. */
export type NewsLookup = DogLookup;

// As for dogs (lib/dog-route.ts): answers kept a second, dropped when this process changes data,
// so a post whose time has come is found within a second.
const TTL_MS = 1000;
const cache = new Map<string, { at: number; answer: ReturnType<NewsLookup> }>();
onPublicChange(() => cache.clear());

/**
 * Whether the proxy serves `/news/{slug}`: a post published by now, else the server-rendered 404
 * (a page's own `notFound()` is drawn in the browser only). A failed lookup leaves it to the page.
 */
export async function newsPostExists(
  slug: string,
  lookup: NewsLookup,
  now = Date.now(),
): Promise<boolean> {
  if (slug.length > 80 || !NEWS_SLUG_PATTERN.test(slug)) return false;
  let entry = cache.get(slug);
  if (!entry || now - entry.at > TTL_MS) {
    entry = { at: now, answer: lookup(slug).catch(() => undefined) };
    cache.set(slug, entry);
    if (cache.size > 500) cache.delete(cache.keys().next().value!);
  }
  return (await entry.answer) !== null;
}

/** The server's own lookup (lib/server/startup.ts); the proxy asks the API without it. */
export const inProcessNewsLookup = inProcessSlot<NewsLookup>('news-lookup');
