import { reorderGallery } from '@/features/gallery/server/gallery';
import { json, route } from '@/lib/server/http/route';
import { writeVersion } from '@/lib/server/versions';
import { orderSchema } from '@/lib/validation/common';
import { imageResponse } from '@/lib/validation/responses';
import { z } from '@/lib/validation/zod';

export const PUT = route(
  {
    access: 'admin',
    body: orderSchema,
    doc: {
      summary: 'Reorder the gallery',
      responses: { 200: { description: 'Images', schema: z.array(imageResponse) } },
      versioned: z.array(imageResponse),
    },
  },
  async ({ request, body }) =>
    json(await reorderGallery(body.ids, writeVersion(request, body.version))),
);
