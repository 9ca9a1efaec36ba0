import { parseWith } from '@/lib/server/http/errors';
import { json, noContent, route } from '@/lib/server/http/route';
import { writeVersion } from '@/lib/server/versions';
import { deleteVideo, getVideo } from '@/features/videos/server';
import { idSchema } from '@/lib/validation/common';
import { dogDeleteQuery } from '@/features/dogs/schema';

/** The video as it is now: the admin asks until it is ready or failed. */
export const GET = route({ access: 'admin', params: { id: idSchema } }, async ({ params }) =>
  json(await getVideo(params.id)),
);

/** `?version=N`: a video changed since the screen showed it is not deleted (409). */
export const DELETE = route(
  { access: 'admin', params: { id: idSchema } },
  async ({ request, params }) => {
    const { version } = parseWith(dogDeleteQuery, {
      version: request.nextUrl.searchParams.get('version') ?? undefined,
    });
    await deleteVideo(params.id, writeVersion(request, version));
    return noContent();
  },
);
