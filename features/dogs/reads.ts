import 'server-only';
import { unstable_cache } from 'next/cache';
import { z } from 'zod';
import { apiUrl, imageFromApi, remoteRead } from '@/lib/api';
import { ApiError } from '@/lib/server/http/errors';
import { TAGS } from '@/lib/server/revalidate';
import type { PageRequest } from '@/lib/validation/paging';
import { dogResponse, type Dog } from '@/lib/validation/responses';
import {
  getDog,
  getPublicDog as loadPublicDog,
  listAllDogs,
  listPublicDogs,
  listPublicDogsPage,
  type DogStatus,
} from '@/features/dogs/server/dogs';
import type { DogKind } from './schema';

/*
 * The dogs as the admin screens first show them: rendered with the page, as
 * `GET /api/admin/dogs` answers, so a screen paints its list or form without asking again. The
 * dogs' server components read through here: their UI imports no service itself.
 */

export const getAdminDogs: () => Promise<Dog[]> = listAllDogs;

/** The dog as stored, or null when the id names none (the screen says so). */
export async function getAdminDog(id: number | null): Promise<Dog | null> {
  if (id === null) return null;
  try {
    return await getDog(id);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** A dog as the API at API_URL gave it, its photos' addresses made absolute. */
const dogFromApi = (dog: Dog): Dog => ({ ...dog, images: dog.images.map(imageFromApi) });

/** Enabled dogs, newest first; `status` narrows to those without (`available`) or with a family. */
export async function getDogs(status?: DogStatus): Promise<Dog[]> {
  if (apiUrl()) {
    const query = status ? `?status=${status}` : '';
    return (await remoteRead(`/dogs${query}`, z.array(dogResponse), [TAGS.dogs]))!.map(dogFromApi);
  }
  return cachedPublicDogs(status);
}

/** The kennel's enabled parent dogs, newest first. */
export async function getParents(): Promise<Dog[]> {
  if (apiUrl()) {
    return (await remoteRead('/dogs?kind=parent', z.array(dogResponse), [TAGS.dogs]))!.map(
      dogFromApi,
    );
  }
  return cachedPublicDogs(undefined, 'parent');
}

/** One enabled dog by slug (or id), or null when there is no such public dog. */
export async function getPublicDog(idOrSlug: string): Promise<Dog | null> {
  const tags = [TAGS.dogs, TAGS.dog(idOrSlug)];
  if (apiUrl()) {
    const dog = await remoteRead(`/dogs/${encodeURIComponent(idOrSlug)}`, dogResponse, tags);
    return dog && dogFromApi(dog);
  }
  return unstable_cache(() => loadPublicDog(idOrSlug), ['dog', idOrSlug], { tags })();
}

/*
 * The public list APIs read through Next's data cache under the same tags as the pages, so a list
 * is queried once per change, whatever asks for it, and every admin change expires it. Of a paged
 * read only the first page is cached (one entry per page size): a cursor is any item's sort key,
 * and caching each one would let anyone add entries without limit. Later pages are read from the
 * database.
 */

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
