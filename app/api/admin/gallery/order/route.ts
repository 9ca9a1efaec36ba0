import { reorderGallery } from '@/lib/server/gallery';
import { json, route } from '@/lib/server/http/route';
import { orderSchema } from '@/lib/validation/common';

export const PUT = route({ access: 'admin', body: orderSchema }, async ({ body }) =>
  json(await reorderGallery(body.ids)),
);
