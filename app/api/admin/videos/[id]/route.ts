import { parseWith } from '@/lib/server/http/errors';
import { json, noContent, route } from '@/lib/server/http/route';
import { VERSION_QUERY } from '@/lib/server/openapi/operation';
import { writeVersion } from '@/lib/server/versions';
import { deleteVideo, getVideo } from '@/features/videos/server';
import { idSchema } from '@/lib/validation/common';
import { VIDEO } from '@/features/videos/openapi';
import { dogDeleteQuery } from '@/features/dogs/schema';

/** The admin asks until it is ready or failed. */
export const GET = route(
  {
    access: 'admin',
    params: { id: idSchema },
    doc: {
      summary: `The video as it is now: ${VIDEO}`,
      responses: { 200: 'The video', 404: 'videoNotFound' },
    },
  },
  async ({ params }) => json(await getVideo(params.id)),
);

/** A video changed since the screen showed it, or still being received, is not deleted (409). */
export const DELETE = route(
  {
    access: 'admin',
    params: { id: idSchema },
    doc: {
      summary: 'Delete a video and its files; `?version=N` as the screen saw it',
      query: VERSION_QUERY,
      responses: { 204: 'Deleted', 404: 'videoNotFound' },
      versioned: { description: VIDEO },
    },
  },
  async ({ request, params }) => {
    const { version } = parseWith(dogDeleteQuery, {
      version: request.nextUrl.searchParams.get('version') ?? undefined,
    });
    await deleteVideo(params.id, writeVersion(request, version));
    return noContent();
  },
);
