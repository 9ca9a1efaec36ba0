import 'server-only';
import { unstable_cache } from 'next/cache';
import { TAGS } from '@/lib/server/revalidate';

/**
 * Makes the page (or route) being rendered expire when the waiting post due at `at` is: it
 * carries that time's tag, which the post's save gave an expiry then (scheduleChange), and a
 * revalidation time no later than then, for caches that missed the save (another instance
 * without Redis, a restored backup). Without a waiting post nothing changes.
 */
export async function expireWhenDue(at: string | null): Promise<void> {
  if (at === null) return;
  const seconds = Math.max(1, Math.ceil((Date.parse(at) - Date.now()) / 1000));
  await unstable_cache(async () => at, ['news-due', at], {
    tags: [TAGS.newsAt(at)],
    revalidate: seconds,
  })();
}
