import { focalPointSchema } from '@/features/dogs/schema';
import { pageParam } from '@/features/pages/server/page-param';
import { setPagePhotoFocal } from '@/features/pages/server/page-photos';
import { deleteUnusedPagePhoto } from '@/features/pages/server/pages';
import { photoDeleteRoute, photoFocalRoute } from '@/lib/server/photos/photo-routes';

/** The photo's focal point, based on the page's photos' version. */
export const PATCH = photoFocalRoute({
  owner: { page: pageParam },
  body: focalPointSchema,
  setFocal: setPagePhotoFocal,
});

/** A photo the page uses stays. */
export const DELETE = photoDeleteRoute({
  owner: { page: pageParam },
  remove: deleteUnusedPagePhoto,
  responses: { 409: 'The published page or the draft shows it (`pagePhotoInUse`)' },
});
