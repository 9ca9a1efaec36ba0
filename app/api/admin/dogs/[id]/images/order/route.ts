import { reorderDogImages } from '@/features/dogs/server/dogs';
import { versionedWrite } from '@/lib/server/http/versioned';
import { photoOrderDoc } from '@/lib/server/photos/photo-routes';
import { orderSchema } from '@/lib/validation/common';

export const PUT = versionedWrite(
  { body: orderSchema, ...photoOrderDoc('Reorder a dog’s photos') },
  ({ params, body }, version) => reorderDogImages(params.id, body.ids, version),
);
