import { reorderGallery } from '@/features/gallery/server/gallery';
import { versionedWrite } from '@/lib/server/http/versioned';
import { orderSchema } from '@/lib/validation/common';
import { imageResponse } from '@/lib/validation/responses';
import { z } from '@/lib/validation/zod';

export const PUT = versionedWrite(
  {
    params: {},
    body: orderSchema,
    summary: 'Reorder the gallery',
    responses: { 200: { description: 'Images', schema: z.array(imageResponse) } },
    versioned: z.array(imageResponse),
  },
  ({ body }, version) => reorderGallery(body.ids, version),
);
