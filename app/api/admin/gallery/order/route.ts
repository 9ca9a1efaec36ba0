import { reorderGallery } from '@/features/gallery/server/gallery';
import { json, route } from '@/lib/server/http/route';
import { writeVersion } from '@/lib/server/versions';
import { orderSchema } from '@/lib/validation/common';

export const PUT = route({ access: 'admin', body: orderSchema }, async ({ request, body }) =>
  json(await reorderGallery(body.ids, writeVersion(request, body.version))),
);
