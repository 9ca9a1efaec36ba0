import { reorderDogImages } from '@/lib/server/dogs';
import { json, route } from '@/lib/server/http/route';
import { idSchema, orderSchema } from '@/lib/validation/common';

export const PUT = route(
  { access: 'admin', params: { id: idSchema }, body: orderSchema },
  async ({ params, body }) => json(await reorderDogImages(params.id, body.ids)),
);
