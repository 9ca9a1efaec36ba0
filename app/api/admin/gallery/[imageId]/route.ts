import { deleteGalleryImage } from '@/lib/server/gallery';
import { noContent, route } from '@/lib/server/http/route';
import { idSchema } from '@/lib/validation/common';

export const DELETE = route(
  { access: 'admin', params: { imageId: idSchema } },
  async ({ params }) => {
    await deleteGalleryImage(params.imageId);
    return noContent();
  },
);
