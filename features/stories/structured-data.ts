import { LOCALE_TAGS } from '@/lib/i18n/locale';
import { publicPaths } from '@/lib/paths.mjs';
import type { PublishedStory } from '@/features/stories/schema';
import { absoluteUrl } from '@/lib/site/url';

/**
 * Owners' stories as schema.org Reviews of the kennel (its LocalBusiness, `/#kennel`), each by
 * the owner who took a puppy home; an edited one says so in its text's neighbour, not here.
 */
export function reviewsJsonLd(stories: PublishedStory[], kennelName: string) {
  const kennel = { '@type': 'LocalBusiness', '@id': absoluteUrl('/#kennel'), name: kennelName };
  return {
    '@context': 'https://schema.org',
    '@graph': stories
      .filter((story) => story.text)
      .map((story) => ({
        '@type': 'Review',
        '@id': `${absoluteUrl(publicPaths.reviews)}#review-${story.id}`,
        itemReviewed: kennel,
        author: { '@type': 'Person', name: story.firstName },
        datePublished: story.publishedAt.slice(0, 10),
        reviewBody: story.text,
        inLanguage: LOCALE_TAGS[story.locale],
        ...(story.dog && { about: { '@type': 'Thing', name: story.dog.name } }),
      })),
  };
}
