import { json, route } from '@/lib/server/http/route';
import { reorderNewsImages } from '@/features/news/server/news';
import { writeVersion } from '@/lib/server/versions';
import { idSchema, orderSchema } from '@/lib/validation/common';

export const PUT = route(
  {
    access: 'admin',
    params: { id: idSchema },
    body: orderSchema,
    doc: {
      summary: 'Reorder a post’s photos (the first is its cover)',
      responses: { 200: 'Photos' },
      versioned: { description: 'Photos' },
    },
  },
  async ({ request, params, body }) =>
    json(await reorderNewsImages(params.id, body.ids, writeVersion(request, body.version))),
);
