import { json, route } from '@/lib/server/http/route';
import { cachedReviews } from '@/features/stories/server/reviews';

const REVIEW =
  '`{id, firstName, country, locale, dog: {name, slug} | null, text, edited, publishedAt, ' +
  'photos: [{id, url, width, height}]}`';

export const GET = route(
  {
    access: 'public',
    doc: {
      summary: `Owners’ approved stories, newest first: ${REVIEW}`,
      responses: { 200: 'Stories' },
    },
  },
  async () => json(await cachedReviews()),
);
