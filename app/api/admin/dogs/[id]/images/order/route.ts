import { reorderDogImages } from '@/features/dogs/server/dogs';
import { json, route } from '@/lib/server/http/route';
import { writeVersion } from '@/lib/server/versions';
import { idSchema, orderSchema } from '@/lib/validation/common';

export const PUT = route(
  { access: 'admin', params: { id: idSchema }, body: orderSchema },
  async ({ request, params, body }) =>
    json(await reorderDogImages(params.id, body.ids, writeVersion(request, body.version))),
);
