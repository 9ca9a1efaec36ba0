import { deleteNewsImage, setNewsImageFocal } from '@/features/news/server/news';
import { photoDeleteRoute, photoFocalRoute } from '@/lib/server/photos/photo-routes';
import { idSchema } from '@/lib/validation/common';
import { focalPointSchema } from '@/features/dogs/schema';

/** The photo's focal point, based on the collection's version. */
export const PATCH = photoFocalRoute({
  owner: { id: idSchema },
  body: focalPointSchema,
  setFocal: setNewsImageFocal,
});

export const DELETE = photoDeleteRoute({ owner: { id: idSchema }, remove: deleteNewsImage });
