import { deleteGalleryImage } from '@/lib/server/gallery';
import { parseWith } from '@/lib/server/errors';
import { adminHandler, noContent } from '@/lib/server/route';
import { idSchema } from '@/lib/validation/common';

export const DELETE = adminHandler<{ imageId: string }>(async (_request, { imageId }) => {
  await deleteGalleryImage(parseWith(idSchema, imageId));
  return noContent();
});
