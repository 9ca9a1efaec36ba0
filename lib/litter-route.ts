import { isDogParam } from '@/lib/paths.mjs';
import { inProcessSlot } from '@/lib/in-process';
import { onPublicChange } from '@/lib/public-change';
import type { DogLookup, DogRoute } from './dog-route';

/** The litter's slug, null when there is none, undefined when the lookup failed. */
export type LitterLookup = DogLookup;

// As for dogs (lib/dog-route.ts): answers kept a second, dropped when this process changes data.
const TTL_MS = 1000;
const cache = new Map<string, { at: number; answer: ReturnType<LitterLookup> }>();
onPublicChange(() => cache.clear());

/**
 * What the proxy does with `/litters/{slug}`: serve the page, send a numeric id to the slug, or
 * answer the server-rendered 404 (a page's own `notFound()` is drawn in the browser only).
 */
export async function resolveLitterRoute(
  param: string,
  lookup: LitterLookup,
  now = Date.now(),
): Promise<DogRoute> {
  if (!isDogParam(param)) return { kind: 'missing' };
  let entry = cache.get(param);
  if (!entry || now - entry.at > TTL_MS) {
    entry = { at: now, answer: lookup(param).catch(() => undefined) };
    cache.set(param, entry);
    if (cache.size > 500) cache.delete(cache.keys().next().value!);
  }
  const litter = await entry.answer;
  if (litter === null) return { kind: 'missing' };
  if (litter && litter.slug !== param) return { kind: 'redirect', slug: litter.slug };
  return { kind: 'page' };
}

/** The server's own lookup (lib/server/startup.ts); the proxy asks the API without it. */
export const inProcessLitterLookup = inProcessSlot<LitterLookup>('litter-lookup');
