import type { MetadataRoute } from 'next';
import { getDogs, getParents } from '@/features/dogs/reads';
import { getLitters } from '@/features/litters/reads';
import { getNews } from '@/features/news/reads';
import { newsPath } from '@/features/news/rules';
import { litterCover, litterPath } from '@/features/litters/rules';
import { dogPath } from '@/features/dogs/rules';
import { SITEMAP_PAGES } from '@/lib/paths.mjs';
import { absoluteUrl } from '@/lib/site/url';

// Built per request from the cached dog list, never at build time (the build has no database).
export const dynamic = 'force-dynamic';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [dogs, parents, litters, news] = await Promise.all([
    getDogs(),
    getParents(),
    getLitters(),
    getNews(),
  ]);
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
    // The litters not closed; a closed one's page stays for its puppies, out of the sitemap.
    ...litters.map((litter) => {
      const cover = litterCover(litter);
      return {
        url: absoluteUrl(litterPath(litter)),
        lastModified: litter.updatedAt,
        priority: 0.7,
        ...(cover && { images: [absoluteUrl(cover.url)] }),
      };
    }),
    // The posts shown now; one waiting for its time is left out until then.
    ...news.posts.map((post) => ({
      url: absoluteUrl(newsPath(post)),
      lastModified: post.updatedAt > post.publishAt ? post.updatedAt : post.publishAt,
      priority: 0.5,
      ...(post.images[0] && { images: [absoluteUrl(post.images[0].url)] }),
    })),
  ];
}
