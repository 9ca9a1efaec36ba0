import { deleteGalleryImage, setGalleryImageFocal } from '@/features/gallery/server/gallery';
import { json, noContent, route } from '@/lib/server/http/route';
import { writeVersion } from '@/lib/server/versions';
import { idSchema } from '@/lib/validation/common';
import { imageResponse } from '@/lib/validation/responses';
import { focalPointSchema } from '@/features/dogs/schema';

export const PATCH = route(
  {
    access: 'admin',
    params: { imageId: idSchema },
    body: focalPointSchema,
    doc: {
      summary:
        'Set or clear a gallery photo’s focal point. `version`: the point it replaces, as ' +
        'read: `x,y` with the numbers as the API gave them (`0.5,0.3`), or `none`',
      responses: { 200: { description: 'Photo', schema: imageResponse }, 404: 'Unknown photo' },
      versioned: imageResponse,
    },
  },
  async ({ request, params, body }) =>
    json(
      await setGalleryImageFocal(params.imageId, body.focal, writeVersion(request, body.version)),
    ),
);

export const DELETE = route(
  {
    access: 'admin',
    params: { imageId: idSchema },
    doc: {
      summary:
        'Delete a gallery photo. No version: deleting a photo already deleted is a harmless ' +
        '404, and no edit is lost',
      responses: { 204: 'Deleted', 404: 'Unknown photo' },
    },
  },
  async ({ params }) => {
    await deleteGalleryImage(params.imageId);
    return noContent();
  },
);
