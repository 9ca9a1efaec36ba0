import { deleteGalleryImage, setGalleryImageFocal } from '@/features/gallery/server/gallery';
import { photoDeleteRoute, photoFocalRoute } from '@/lib/server/photos/photo-routes';
import { focalPointSchema } from '@/features/dogs/schema';

// The gallery is one collection: no owner in the path.

export const PATCH = photoFocalRoute({
  owner: {},
  noun: 'gallery photo',
  body: focalPointSchema,
  setFocal: (_, imageId, focal, version) => setGalleryImageFocal(imageId, focal, version),
});

export const DELETE = photoDeleteRoute({
  owner: {},
  noun: 'gallery photo',
  remove: (_, imageId) => deleteGalleryImage(imageId),
});
