import { notFound } from '@/lib/server/errors';
import { handler } from '@/lib/server/route';
import {
  getStorage,
  PHOTO_CACHE_CONTROL,
  PHOTO_CONTENT_TYPE,
  STORAGE_KEY_PATTERN,
} from '@/lib/server/storage';

/** Image bytes under server-generated keys, which never change, streamed from the storage. */
export const GET = handler<{ key: string }>(async (request, { key }) => {
  const file = STORAGE_KEY_PATTERN.test(key) ? await getStorage().open(key) : null;
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
});
