import { parseWith } from '@/lib/server/http/errors';
import { json, route } from '@/lib/server/http/route';
import { startVideoUpload, videoScreen } from '@/features/videos/server';
import { videoListQuery, videoStartSchema } from '@/features/videos/schema';

/**
 * `?target=dog|litter|diary&id=N`: the owner's videos in every state, in their order, and whether
 * this server can take videos at all (ffmpeg found).
 */
export const GET = route({ access: 'admin' }, async ({ request }) => {
  const query = request.nextUrl.searchParams;
  const { target, id } = parseWith(videoListQuery, {
    target: query.get('target') ?? undefined,
    id: query.get('id') ?? undefined,
  });
  return json(await videoScreen(target, id));
});

/** Starts an upload; its bytes follow in pieces (PUT …/{id}/file?offset=N). */
export const POST = route({ access: 'admin', body: videoStartSchema }, async ({ body }) =>
  json(await startVideoUpload(body), { status: 201 }),
);
