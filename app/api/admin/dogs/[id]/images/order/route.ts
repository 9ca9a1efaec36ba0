import { reorderDogImages } from '@/lib/server/dogs';
import { parseWith } from '@/lib/server/errors';
import { readJson } from '@/lib/server/http';
import { adminHandler, json } from '@/lib/server/route';
import { idSchema, orderSchema } from '@/lib/validation/common';

export const PUT = adminHandler<{ id: string }>(async (request, { id }) => {
  const dogId = parseWith(idSchema, id);
  const { ids } = await readJson(request, orderSchema);
  return json(await reorderDogImages(dogId, ids));
});
