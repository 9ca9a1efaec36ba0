import type { MetadataRoute } from 'next';
import { getDogs, getParents } from '@/lib/api';
import { dogPath } from '@/lib/dogs';
import { SITEMAP_PAGES } from '@/lib/paths.mjs';
import { absoluteUrl } from '@/lib/site/url';

// Built per request from the cached dog list, never at build time (the build has no database).
export const dynamic = 'force-dynamic';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [dogs, parents] = await Promise.all([getDogs(), getParents()]);
  return [
    ...SITEMAP_PAGES.map(({ path, priority }) => ({ url: absoluteUrl(path), priority })),
    ...dogs.map((dog) => ({
      url: absoluteUrl(dogPath(dog)),
      lastModified: dog.updatedAt,
      priority: dog.foundParent ? 0.4 : 0.8,
      ...(dog.images[0] && { images: [absoluteUrl(dog.images[0].url)] }),
    })),
    ...parents.map((dog) => ({
      url: absoluteUrl(dogPath(dog)),
      lastModified: dog.updatedAt,
      priority: 0.6,
      ...(dog.images[0] && { images: [absoluteUrl(dog.images[0].url)] }),
    })),
  ];
}
