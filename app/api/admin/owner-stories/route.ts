import { json, route } from '@/lib/server/http/route';
import { moderationQueue } from '@/features/stories/server/owner-moderation';
import { OWNER_STORY } from '@/features/stories/openapi';

/** Submissions waiting, oldest first, and the latest approved ones. */
export const GET = route(
  {
    access: 'admin',
    doc: {
      summary: 'The moderation queue: `{pending: [story], approved: [story]}`',
      responses: { 200: OWNER_STORY },
    },
  },
  async () => json(await moderationQueue()),
);
