import { reorderNewsImages } from '@/features/news/server/news';
import { versionedWrite } from '@/lib/server/http/versioned';
import { orderSchema } from '@/lib/validation/common';

export const PUT = versionedWrite(
  {
    body: orderSchema,
    summary: 'Reorder a post’s photos (the first is its cover)',
    responses: { 200: 'Photos' },
    versioned: { description: 'Photos' },
  },
  ({ params, body }, version) => reorderNewsImages(params.id, body.ids, version),
);
