import type { MetadataRoute } from 'next';
import { getDogs } from '@/lib/api';
import { dogPath, DOG_LIST_PATHS } from '@/lib/dogs';
import { absoluteUrl } from '@/lib/site/url';

// Built per request from the cached dog list, never at build time (the build has no database).
export const dynamic = 'force-dynamic';

const PAGES = [
  { path: '/', priority: 1 },
  { path: DOG_LIST_PATHS.available, priority: 0.9 },
  { path: '/puppies', priority: 0.8 },
  { path: DOG_LIST_PATHS.placed, priority: 0.6 },
  { path: '/gallery', priority: 0.6 },
  { path: '/about', priority: 0.5 },
  { path: '/breed', priority: 0.5 },
  { path: '/transport', priority: 0.5 },
  { path: '/contact', priority: 0.7 },
];

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const dogs = await getDogs();
  return [
    ...PAGES.map(({ path, priority }) => ({ url: absoluteUrl(path), priority })),
    ...dogs.map((dog) => ({
      url: absoluteUrl(dogPath(dog)),
      lastModified: dog.updatedAt,
      priority: dog.foundParent ? 0.4 : 0.8,
      ...(dog.images[0] && { images: [absoluteUrl(dog.images[0].url)] }),
    })),
  ];
}
