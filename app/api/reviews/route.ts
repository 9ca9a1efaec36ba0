import { json, route } from '@/lib/server/http/route';
import { cachedReviews } from '@/features/stories/server/reviews';

/** Owners' approved stories, newest first, with the dog and the published photos. */
export const GET = route({ access: 'public' }, async () => json(await cachedReviews()));
