import { deleteDogImage, setDogImageFocal } from '@/features/dogs/server/dogs';
import { json, noContent, route } from '@/lib/server/http/route';
import { writeVersion } from '@/lib/server/versions';
import { idSchema } from '@/lib/validation/common';
import { focalPointSchema } from '@/features/dogs/schema';

export const PATCH = route(
  { access: 'admin', params: { id: idSchema, imageId: idSchema }, body: focalPointSchema },
  async ({ request, params, body }) =>
    json(
      await setDogImageFocal(
        params.id,
        params.imageId,
        body.focal,
        writeVersion(request, body.version),
      ),
    ),
);

export const DELETE = route(
  { access: 'admin', params: { id: idSchema, imageId: idSchema } },
  async ({ params }) => {
    await deleteDogImage(params.id, params.imageId);
    return noContent();
  },
);
