import { deleteDogImage } from '@/lib/server/dogs';
import { parseWith } from '@/lib/server/errors';
import { adminHandler, noContent } from '@/lib/server/route';
import { idSchema } from '@/lib/validation/common';

export const DELETE = adminHandler<{ id: string; imageId: string }>(async (_request, params) => {
  await deleteDogImage(parseWith(idSchema, params.id), parseWith(idSchema, params.imageId));
  return noContent();
});
