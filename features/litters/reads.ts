import 'server-only';
import { unstable_cache } from 'next/cache';
import { z } from 'zod';
import { apiUrl, imageFromApi, remoteRead } from '@/lib/api';
import { TAGS } from '@/lib/server/revalidate';
import { litterResponse, type Litter } from '@/lib/validation/responses';
import type { LitterListStatus } from './schema';
import { getPublicLitter, listPublicLitters } from './server/litters';

// The litters as pages and the public API read them: here, or from the API at API_URL. A litter
// shows its parents and puppies: their changes expire it too.

export const LITTER_TAGS = [TAGS.litters, TAGS.dogs];

/** A litter as the API at API_URL gave it, every photo's address made absolute. */
const litterFromApi = (litter: Litter): Litter => ({
  ...litter,
  mother: { ...litter.mother, images: litter.mother.images.map(imageFromApi) },
  father: litter.father && { ...litter.father, images: litter.father.images.map(imageFromApi) },
  images: litter.images.map(imageFromApi),
  puppies: litter.puppies.map((p) => ({ ...p, image: p.image && imageFromApi(p.image) })),
});

/** The public litters (features/litters/server/litters.ts), under the litters' and the dogs' tags. */
export function cachedPublicLitters(status?: LitterListStatus) {
  return unstable_cache(() => listPublicLitters(status), ['litters', status ?? 'open'], {
    tags: LITTER_TAGS,
  })();
}

/** The litters not closed (upcoming and current), newest first. */
export async function getLitters(): Promise<Litter[]> {
  if (apiUrl()) {
    return (await remoteRead('/litters', z.array(litterResponse), LITTER_TAGS))!.map(litterFromApi);
  }
  return cachedPublicLitters();
}

/** One litter by slug (or id), closed ones too, or null. */
export async function getLitter(idOrSlug: string): Promise<Litter | null> {
  if (apiUrl()) {
    const path = `/litters/${encodeURIComponent(idOrSlug)}`;
    const litter = await remoteRead(path, litterResponse, LITTER_TAGS);
    return litter && litterFromApi(litter);
  }
  return unstable_cache(() => getPublicLitter(idOrSlug), ['litter', idOrSlug], {
    tags: LITTER_TAGS,
  })();
}
