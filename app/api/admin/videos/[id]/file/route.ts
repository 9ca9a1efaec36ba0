import { parseWith } from '@/lib/server/http/errors';
import { json, route } from '@/lib/server/http/route';
import { appendVideoPiece } from '@/features/videos/server';
import { idSchema } from '@/lib/validation/common';
import { videoPieceQuery } from '@/features/videos/schema';

export const PUT = route(
  {
    access: 'admin',
    params: { id: idSchema },
    doc: {
      summary:
        'One piece of the clip (the raw body, ≤ 4 MB) at `?offset=N` (the bytes received so far). ' +
        'The last piece has the clip checked with ffprobe and queued for conversion.',
      query: {
        offset: {
          description: 'The bytes received so far',
          schema: { type: 'integer' },
          required: true,
        },
      },
      body: { type: 'string', format: 'binary' },
      bodyType: 'application/octet-stream',
      responses: {
        200: 'Received; more pieces due',
        202: 'Whole: the video, state processing (then ready or failed)',
        404: 'videoNotFound',
        409: 'videoUploadOffset: not where the upload stands (`current`)',
        413: 'videoTooLarge: past the announced size or 4 MB; the upload is deleted',
        422: 'videoNotVideo or videoTooLong (over 60 s); the upload is deleted',
      },
    },
  },
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
