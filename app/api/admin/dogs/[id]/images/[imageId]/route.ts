import { deleteDogImage, setDogImageFocal } from '@/features/dogs/server/dogs';
import { photoRoutes } from '@/lib/server/photos/photo-routes';
import { idSchema } from '@/lib/validation/common';
import { focalPointSchema } from '@/features/dogs/schema';

const photo = photoRoutes({
  owner: { id: idSchema },
  body: focalPointSchema,
  setFocal: setDogImageFocal,
  remove: deleteDogImage,
});

/** The photo's focal point, based on the collection's version. */
export const PATCH = photo.PATCH;
export const DELETE = photo.DELETE;
