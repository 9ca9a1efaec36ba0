import { deleteDiaryPhoto } from '@/features/diary/server/diary-photos';
import { noContent, route } from '@/lib/server/http/route';
import { idSchema } from '@/lib/validation/common';

export const DELETE = route(
  {
    access: 'admin',
    params: { id: idSchema, imageId: idSchema },
    doc: {
      summary: 'Delete a photo of an update',
      responses: { 204: 'Deleted', 404: 'Unknown photo' },
    },
  },
  async ({ params }) => {
    await deleteDiaryPhoto(params.id, params.imageId);
    return noContent();
  },
);
