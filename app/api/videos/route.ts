import { parseWith } from '@/lib/server/http/errors';
import { json, route } from '@/lib/server/http/route';
import { publicVideos } from '@/features/videos/server';
import { videoListQuery } from '@/features/videos/schema';

/** `?target=dog|litter&id=N`: a public puppy's or litter's ready videos (never a diary's). */
export const GET = route({ access: 'public' }, async ({ request }) => {
  const query = request.nextUrl.searchParams;
  const { target, id } = parseWith(videoListQuery, {
    target: query.get('target') ?? undefined,
    id: query.get('id') ?? undefined,
  });
  if (target === 'diary') return json([]);
  return json(await publicVideos(target, id));
});
