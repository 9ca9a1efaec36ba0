import { isDogParam } from '@/lib/paths.mjs';
import { inProcessSlot } from '@/lib/in-process';
import { onPublicChange } from '@/lib/public-change';

/** What the proxy does with `/{id}`: serve the dog page, send to the slug URL, or answer 404. */
export type DogRoute = { kind: 'page' } | { kind: 'redirect'; slug: string } | { kind: 'missing' };

/** The enabled dog's slug, null when there is none, undefined when the lookup failed. */
export type DogLookup = (id: string) => Promise<{ slug: string } | null | undefined>;

// Answers are kept for one second, and dropped at once when this process changes a dog: bursts
// share one lookup, and changes still show at once.
const TTL_MS = 1000;
const cache = new Map<
  string,
  { at: number; answer: Promise<{ slug: string } | null | undefined> }
>();
onPublicChange(clearDogRouteCache);

/**
 * Decides a dog path before rendering. Next 16 draws a page's own `notFound()` only in the
 * browser (vercel/next.js#62228), so unknown or disabled dogs are sent to the server-rendered 404
 * from here. A lookup that fails (`undefined`) leaves the decision to the page.
 */
export async function resolveDogRoute(
  id: string,
  lookup: DogLookup,
  now = Date.now(),
): Promise<DogRoute> {
  if (!isDogParam(id)) return { kind: 'missing' };
  let entry = cache.get(id);
  if (!entry || now - entry.at > TTL_MS) {
    entry = { at: now, answer: lookup(id).catch(() => undefined) };
    cache.set(id, entry);
    if (cache.size > 500) cache.delete(cache.keys().next().value!);
  }
  const dog = await entry.answer;
  if (dog === null) return { kind: 'missing' };
  if (dog && dog.slug !== id) return { kind: 'redirect', slug: dog.slug };
  return { kind: 'page' };
}

export function clearDogRouteCache(): void {
  cache.clear();
}

/** The server's own lookup (lib/in-process.ts); `lookupDog` in proxy.ts asks the API without it. */
export const inProcessDogLookup = inProcessSlot<DogLookup>('dog-lookup');
