import { addLitterImages } from '@/features/litters/server/litters';
import { photoUploadRoute, uploadAnswers } from '@/lib/server/photos/photo-routes';
import { idSchema } from '@/lib/validation/common';

export const POST = photoUploadRoute({
  owner: { id: idSchema },
  summary: 'Upload photos (JPEG, PNG, WebP; 512 KB a file, 10 a litter)',
  responses: uploadAnswers('The litter’s photos'),
  add: addLitterImages,
});
