import { parseQuery } from '@/lib/server/http/query';
import { json, route } from '@/lib/server/http/route';
import { publicVideos } from '@/features/videos/server';
import { VIDEO_OWNER_QUERY } from '@/features/videos/openapi';
import { videoListQuery } from '@/features/videos/schema';

/** A diary's videos are never public. */
export const GET = route(
  {
    access: 'public',
    doc: {
      summary:
        'A public puppy’s or litter’s ready videos, in order: `[{id, src, poster, width, height, durationSeconds}]`',
      query: VIDEO_OWNER_QUERY,
      responses: { 200: 'The videos' },
    },
  },
  async ({ request }) => {
    const { target, id } = parseQuery(request, videoListQuery);
    if (target === 'diary') return json([]);
    return json(await publicVideos(target, id));
  },
);
