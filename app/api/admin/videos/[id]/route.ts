import { readRoute } from '@/lib/server/http/read';
import { versionedDelete } from '@/lib/server/http/versioned';
import { deleteVideo, getVideo } from '@/features/videos/server';
import { idSchema } from '@/lib/validation/common';
import { VIDEO } from '@/features/videos/openapi';
import { dogDeleteQuery } from '@/features/dogs/schema';

/** The admin asks until it is ready or failed. */
export const GET = readRoute(
  {
    access: 'admin',
    params: { id: idSchema },
    summary: `The video as it is now: ${VIDEO}`,
    responses: { 200: 'The video', 404: 'videoNotFound' },
  },
  ({ params }) => getVideo(params.id),
);

/** A video changed since the screen showed it, or still being received, is not deleted (409). */
export const DELETE = versionedDelete(
  {
    versionQuery: dogDeleteQuery,
    summary: 'Delete a video and its files; `?version=N` as the screen saw it',
    responses: { 404: 'videoNotFound' },
    versioned: { description: VIDEO },
  },
  deleteVideo,
);
