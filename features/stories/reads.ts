import 'server-only';
import { z } from 'zod';
import { apiUrl, fromApi, remoteRead } from '@/lib/api';
import { TAGS } from '@/lib/server/revalidate';
import { publishedStoryResponse, type PublishedStory } from './schema';

// What the owners' stories' server components read: their UI imports no service itself.

export { myOwnerStories } from '@/features/stories/server/my-owner';
export { readStoryRefusal } from './server/owner-story-form';
export { formatDay } from '@/lib/server/mail/formats';

/** Owners' approved stories, newest first: here, or from the API at API_URL. */
export async function getReviews(): Promise<PublishedStory[]> {
  if (apiUrl()) {
    const stories = await remoteRead('/reviews', z.array(publishedStoryResponse), [TAGS.reviews]);
    return stories!.map((story) => ({
      ...story,
      photos: story.photos.map((photo) => ({ ...photo, url: fromApi(photo.url) })),
    }));
  }
  const { cachedReviews } = await import('./server/reviews');
  return cachedReviews();
}
