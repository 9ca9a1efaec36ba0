import 'server-only';
import { unstable_cache } from 'next/cache';
import { z } from 'zod';
import { TAGS } from '@/lib/server/revalidate';
import type { SiteInfo } from '@/lib/site/info';
import {
  dogResponse,
  imageResponse,
  siteInfoResponse,
  type Dog,
  type DogImage,
} from '@/lib/validation/responses';

/**
 * The one data-access facade pages use: the in-process services when API_URL is unset, the HTTP
 * API at API_URL when it is set. Either way the answer is validated into the same types and
 * cached under the tags every mutation expires.
 */
const apiUrl = () => process.env.API_URL?.replace(/\/+$/, '') || null;

async function remote<T extends z.ZodType>(
  path: string,
  schema: T,
  tags: string[],
): Promise<z.output<T> | null> {
  const response = await fetch(`${apiUrl()}${path}`, {
    // Tags expire on this instance's own writes; the API's writes show within a minute.
    next: { tags, revalidate: 60 },
    headers: { Accept: 'application/json' },
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`API ${path} answered ${response.status}`);
  return schema.parse(await response.json());
}

/** Image addresses the remote API gives relative to itself, made absolute for this site's pages. */
function fromApiHost(image: DogImage): DogImage {
  const base = `${apiUrl()}/`;
  const resolve = (url: string) => new URL(url, base).toString();
  return {
    ...image,
    url: resolve(image.url),
    variants: image.variants.map((v) => ({ ...v, url: resolve(v.url) })),
  };
}

const dogFromApiHost = (dog: Dog): Dog => ({ ...dog, images: dog.images.map(fromApiHost) });

export async function getSiteInfo(): Promise<SiteInfo> {
  if (apiUrl()) return (await remote('/info', siteInfoResponse, [TAGS.info]))!;
  const { getSiteInfo: load } = await import('@/lib/server/info');
  return unstable_cache(load, ['site-info'], { tags: [TAGS.info] })();
}

export async function getDogs(status?: 'available' | 'placed'): Promise<Dog[]> {
  const query = status ? `?status=${status}` : '';
  if (apiUrl()) {
    const dogs = await remote(`/dogs${query}`, z.array(dogResponse), [TAGS.dogs]);
    return dogs!.map(dogFromApiHost);
  }
  const { listPublicDogs } = await import('@/lib/server/dogs');
  return unstable_cache(() => listPublicDogs(status), ['dogs', status ?? 'all'], {
    tags: [TAGS.dogs],
  })();
}

export async function getDog(idOrSlug: string): Promise<Dog | null> {
  if (apiUrl()) {
    const dog = await remote(`/dogs/${encodeURIComponent(idOrSlug)}`, dogResponse, [
      TAGS.dogs,
      TAGS.dog(idOrSlug),
    ]);
    return dog && dogFromApiHost(dog);
  }
  const { getPublicDog } = await import('@/lib/server/dogs');
  return unstable_cache(() => getPublicDog(idOrSlug), ['dog', idOrSlug], {
    tags: [TAGS.dogs, TAGS.dog(idOrSlug)],
  })();
}

export async function getGallery(): Promise<DogImage[]> {
  if (apiUrl()) {
    return (await remote('/gallery', z.array(imageResponse), [TAGS.gallery]))!.map(fromApiHost);
  }
  const { listGallery } = await import('@/lib/server/gallery');
  return unstable_cache(listGallery, ['gallery'], { tags: [TAGS.gallery] })();
}
