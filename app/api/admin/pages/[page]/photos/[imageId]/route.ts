import { focalPointSchema } from '@/features/dogs/schema';
import { pageParam } from '@/features/pages/server/page-param';
import { setPagePhotoFocal } from '@/features/pages/server/page-photos';
import { deleteUnusedPagePhoto } from '@/features/pages/server/pages';
import { photoRoutes } from '@/lib/server/photos/photo-routes';

const photo = photoRoutes({
  owner: { page: pageParam },
  body: focalPointSchema,
  setFocal: setPagePhotoFocal,
  remove: deleteUnusedPagePhoto,
  deleteAnswers: { 409: 'The published page or the draft shows it (`pagePhotoInUse`)' },
});

/** The photo's focal point, based on the page's photos' version; a photo the page uses stays. */
export const PATCH = photo.PATCH;
export const DELETE = photo.DELETE;
