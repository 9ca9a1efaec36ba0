import { publicPaths } from '@/lib/paths.mjs';
import type { JsonLd } from '@/lib/site/json-ld';
import { absoluteUrl } from '@/lib/site/url';
import type { Litter } from '@/lib/validation/responses';
import { dogPath } from '@/features/dogs/rules';
import { litterCover, litterPath } from './rules';

// The litters' pages as search engines read them (schema.org).

/** A litter's page as the list of its puppies' pages (schema.org has no type for a litter). */
export function litterJsonLd(litter: Litter, name: string, description: string): JsonLd {
  const cover = litterCover(litter);
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    description,
    url: absoluteUrl(litterPath(litter)),
    ...(cover && { image: absoluteUrl(cover.url) }),
    numberOfItems: litter.puppies.length,
    itemListElement: litter.puppies.map((puppy, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      url: absoluteUrl(dogPath(puppy)),
      name: puppy.name,
    })),
  };
}

/** The litters' list page: each litter's page, by its name. */
export function littersJsonLd(litters: { litter: Litter; name: string }[], name: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    url: absoluteUrl(publicPaths.litters),
    numberOfItems: litters.length,
    itemListElement: litters.map(({ litter, name: litterName }, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      url: absoluteUrl(litterPath(litter)),
      name: litterName,
    })),
  };
}
