import { parseQuery } from '@/lib/server/http/query';
import { json, route } from '@/lib/server/http/route';
import { startVideoUpload, videoScreen } from '@/features/videos/server';
import { VIDEO, VIDEO_OWNER_QUERY } from '@/features/videos/openapi';
import { videoListQuery, videoStartSchema } from '@/features/videos/schema';

export const GET = route(
  {
    access: 'admin',
    doc: {
      summary: `An owner’s videos in every state, and whether this server takes videos (ffmpeg found): \`{available, videos: [${VIDEO}]}\``,
      query: VIDEO_OWNER_QUERY,
      responses: { 200: 'The videos' },
    },
  },
  async ({ request }) => {
    const { target, id } = parseQuery(request, videoListQuery);
    return json(await videoScreen(target, id));
  },
);

export const POST = route(
  {
    access: 'admin',
    body: videoStartSchema,
    doc: {
      summary:
        'Start an upload of `size` bytes (MP4 or MOV, ≤ 100 MB, ≤ 60 s); the bytes follow with ' +
        '`PUT /admin/videos/{id}/file`',
      responses: {
        201: `The video, state uploading: ${VIDEO}`,
        404: 'videoOwnerNotFound',
        413: 'videoTooLarge: over 100 MB',
        503: 'videoUnavailable (no ffmpeg on this server), or videoBusy (conversions queued; Retry-After)',
      },
    },
  },
  async ({ body }) => json(await startVideoUpload(body), { status: 201 }),
);
