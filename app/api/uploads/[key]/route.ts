import { fileAnswer } from '@/lib/server/http/file-answer';
import { notFound } from '@/lib/server/http/errors';
import { route } from '@/lib/server/http/route';
import { contentTypeOf, PHOTO_CACHE_CONTROL, PUBLIC_PHOTO_KEY_PATTERN } from '@/lib/server/storage';
import { z } from '@/lib/validation/zod';

const PHOTO_TYPES = ['image/webp', 'video/mp4'];

/**
 * Public photo variants and videos under server-generated keys, which never change, streamed
 * from the storage (a video in byte ranges as it plays). Private files (diary photos and videos,
 * documents) only go out through signed links.
 */
export const GET = route(
  {
    access: 'public',
    params: { key: z.string() },
    doc: {
      summary: 'Image or video bytes (immutable); a video in byte ranges (`Range`: 206, 416)',
      responses: {
        200: { description: 'WebP image or MP4 video', content: PHOTO_TYPES },
        206: { description: 'The range asked for (`Content-Range`)', content: PHOTO_TYPES },
        416: { description: 'A range past the end (`Content-Range: bytes */size`)', content: [] },
        404: 'Unknown key',
      },
    },
  },
  async ({ request, params: { key } }) => {
    const answer = PUBLIC_PHOTO_KEY_PATTERN.test(key)
      ? await fileAnswer(request, key, {
          'Content-Type': contentTypeOf(key),
          'Cache-Control': PHOTO_CACHE_CONTROL,
          'X-Content-Type-Options': 'nosniff',
        })
      : null;
    if (!answer) throw notFound('imageNotFound');
    return answer;
  },
);
