import { publicPaths } from '@/lib/paths.mjs';
import type { JsonLd } from '@/lib/site/json-ld';
import { absoluteUrl } from '@/lib/site/url';
import type { Dog } from '@/lib/validation/responses';
import { dogOffer, dogPath } from './rules';

// The dogs' pages as search engines read them (schema.org).

const AVAILABILITY = {
  available: 'https://schema.org/InStock',
  reserved: 'https://schema.org/Reserved',
  placed: 'https://schema.org/SoldOut',
} as const;

/** A dog as a Product whose Offer is in stock, reserved, or sold once it has found a family. */
export function dogJsonLd(dog: Dog, description: string, sellerName: string): JsonLd {
  const url = absoluteUrl(dogPath(dog));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: dog.name,
    url,
    ...(description && { description }),
    ...(dog.images.length > 0 && { image: dog.images.map((i) => absoluteUrl(i.url)) }),
    category: 'French Bulldog puppy',
    color: dog.color,
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'EUR',
      ...(dog.price !== null && { price: dog.price }),
      availability: AVAILABILITY[dogOffer(dog)],
      seller: { '@type': 'Organization', name: sellerName, '@id': absoluteUrl('/#kennel') },
    },
  };
}

/** The kennel's parent dogs as a list of their pages (schema.org ItemList). */
export function parentsJsonLd(parents: Dog[], name: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    url: absoluteUrl(publicPaths.ourDogs),
    numberOfItems: parents.length,
    itemListElement: parents.map((dog, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      url: absoluteUrl(dogPath(dog)),
      name: dog.name,
      ...(dog.images[0] && { image: absoluteUrl(dog.images[0].url) }),
    })),
  };
}
