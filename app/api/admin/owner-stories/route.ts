import { json, route } from '@/lib/server/http/route';
import { moderationQueue } from '@/features/stories/server/owner-moderation';

/** The moderation queue: submissions waiting, oldest first, and the latest approved ones. */
export const GET = route({ access: 'admin' }, async () => json(await moderationQueue()));
