import { notFound } from '@/lib/server/http/errors';
import { route } from '@/lib/server/http/route';
import {
  getStorage,
  PHOTO_CACHE_CONTROL,
  PHOTO_CONTENT_TYPE,
  PUBLIC_PHOTO_KEY_PATTERN,
} from '@/lib/server/storage';
import { z } from '@/lib/validation/zod';

/**
 * Public photo variants under server-generated keys, which never change, streamed from the
 * storage. Private files (diary photos, documents) only go out through signed links.
 */
export const GET = route(
  { access: 'public', params: { key: z.string() } },
  async ({ request, params: { key } }) => {
    const file = PUBLIC_PHOTO_KEY_PATTERN.test(key) ? await getStorage().open(key) : null;
    if (!file) throw notFound('imageNotFound');
    // HEAD runs this handler too, and Next leaves the body unread: let go of the file at once.
    const head = request.method === 'HEAD';
    if (head) await file.body.cancel();
    return new Response(head ? null : file.body, {
      headers: {
        'Content-Type': PHOTO_CONTENT_TYPE,
        ...(file.size !== undefined && { 'Content-Length': String(file.size) }),
        'Cache-Control': PHOTO_CACHE_CONTROL,
        'X-Content-Type-Options': 'nosniff',
      },
    });
  },
);
