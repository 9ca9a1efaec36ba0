import { pageParam } from '@/features/pages/server/page-param';
import { json, noContent, route } from '@/lib/server/http/route';
import { setPagePhotoFocal } from '@/features/pages/server/page-photos';
import { deleteUnusedPagePhoto } from '@/features/pages/server/pages';
import { writeVersion } from '@/lib/server/versions';
import { idSchema } from '@/lib/validation/common';
import { focalPointSchema } from '@/features/dogs/schema';

export const PATCH = route(
  { access: 'admin', params: { page: pageParam, imageId: idSchema }, body: focalPointSchema },
  async ({ request, params, body }) =>
    json(
      await setPagePhotoFocal(
        params.page,
        params.imageId,
        body.focal,
        writeVersion(request, body.version),
      ),
    ),
);

export const DELETE = route(
  { access: 'admin', params: { page: pageParam, imageId: idSchema } },
  async ({ params }) => {
    await deleteUnusedPagePhoto(params.page, params.imageId);
    return noContent();
  },
);
