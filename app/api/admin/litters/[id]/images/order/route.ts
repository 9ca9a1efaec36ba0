import { json, route } from '@/lib/server/http/route';
import { reorderLitterImages } from '@/features/litters/server/litters';
import { writeVersion } from '@/lib/server/versions';
import { idSchema, orderSchema } from '@/lib/validation/common';

export const PUT = route(
  { access: 'admin', params: { id: idSchema }, body: orderSchema },
  async ({ request, params, body }) =>
    json(await reorderLitterImages(params.id, body.ids, writeVersion(request, body.version))),
);
