import { parseWith } from '@/lib/server/http/errors';
import { json, route } from '@/lib/server/http/route';
import { appendVideoPiece } from '@/features/videos/server';
import { idSchema } from '@/lib/validation/common';
import { videoPieceQuery } from '@/features/videos/schema';

/**
 * One piece of the video's bytes (the raw body) at `?offset=N`: 200 while more are due, 202 once
 * the whole clip is there and its conversion is queued. Described in features/videos/openapi.ts:
 * its body is not JSON.
 */
export const PUT = route(
  { access: 'admin', params: { id: idSchema } },
  async ({ request, params }) => {
    const { offset } = parseWith(videoPieceQuery, {
      offset: request.nextUrl.searchParams.get('offset') ?? undefined,
    });
    const length = request.headers.get('content-length');
    const { video, complete } = await appendVideoPiece(
      params.id,
      offset,
      request.body,
      length === null ? null : Number(length),
    );
    return json(video, { status: complete ? 202 : 200 });
  },
);
