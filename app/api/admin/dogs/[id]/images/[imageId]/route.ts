import { deleteDogImage } from '@/lib/server/dogs';
import { noContent, route } from '@/lib/server/http/route';
import { idSchema } from '@/lib/validation/common';

export const DELETE = route(
  { access: 'admin', params: { id: idSchema, imageId: idSchema } },
  async ({ params }) => {
    await deleteDogImage(params.id, params.imageId);
    return noContent();
  },
);
