import { reorderLitterImages } from '@/features/litters/server/litters';
import { versionedWrite } from '@/lib/server/http/versioned';
import { photoOrderDoc } from '@/lib/server/photos/photo-routes';
import { orderSchema } from '@/lib/validation/common';

export const PUT = versionedWrite(
  { body: orderSchema, ...photoOrderDoc('Reorder a litter’s photos') },
  ({ params, body }, version) => reorderLitterImages(params.id, body.ids, version),
);
