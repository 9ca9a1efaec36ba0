import { deleteGalleryImage, setGalleryImageFocal } from '@/features/gallery/server/gallery';
import { json, noContent, route } from '@/lib/server/http/route';
import { writeVersion } from '@/lib/server/versions';
import { idSchema } from '@/lib/validation/common';
import { focalPointSchema } from '@/features/dogs/schema';

export const PATCH = route(
  { access: 'admin', params: { imageId: idSchema }, body: focalPointSchema },
  async ({ request, params, body }) =>
    json(
      await setGalleryImageFocal(params.imageId, body.focal, writeVersion(request, body.version)),
    ),
);

export const DELETE = route(
  { access: 'admin', params: { imageId: idSchema } },
  async ({ params }) => {
    await deleteGalleryImage(params.imageId);
    return noContent();
  },
);
