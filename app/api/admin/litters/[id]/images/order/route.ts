import { json, route } from '@/lib/server/http/route';
import { reorderLitterImages } from '@/features/litters/server/litters';
import { writeVersion } from '@/lib/server/versions';
import { idSchema, orderSchema } from '@/lib/validation/common';
import { imageResponse } from '@/lib/validation/responses';
import { z } from '@/lib/validation/zod';

export const PUT = route(
  {
    access: 'admin',
    params: { id: idSchema },
    body: orderSchema,
    doc: {
      summary: 'Reorder a litter’s photos',
      responses: { 200: { description: 'Photos', schema: z.array(imageResponse) } },
      versioned: z.array(imageResponse),
    },
  },
  async ({ request, params, body }) =>
    json(await reorderLitterImages(params.id, body.ids, writeVersion(request, body.version))),
);
