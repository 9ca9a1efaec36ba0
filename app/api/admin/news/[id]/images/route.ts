import { addNewsImages } from '@/features/news/server/news';
import { photoUploadRoute } from '@/lib/server/photos/photo-routes';
import { idSchema } from '@/lib/validation/common';

export const POST = photoUploadRoute({
  owner: { id: idSchema },
  summary: 'Upload a post’s photos (JPEG, PNG, WebP; 512 KB a file, 10 a post)',
  responses: { 201: '`{images, errors}`' },
  add: addNewsImages,
});
