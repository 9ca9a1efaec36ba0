import { notFound } from '@/lib/server/errors';
import { handler } from '@/lib/server/route';
import { getStorage, STORAGE_KEY_PATTERN } from '@/lib/server/storage';

/** Image bytes under server-generated keys, which never change: cache them for a year. */
export const GET = handler<{ key: string }>(async (_request, { key }) => {
  const data = STORAGE_KEY_PATTERN.test(key) ? await getStorage().get(key) : null;
  if (!data) throw notFound('imageNotFound');
  return new Response(new Uint8Array(data), {
    headers: {
      'Content-Type': 'image/webp',
      'Content-Length': String(data.length),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    },
  });
});
