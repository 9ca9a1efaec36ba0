import { route } from '@/lib/server/http/route';
import { uploadAnswer } from '@/lib/server/http/upload-answer';
import { parseImageUpload } from '@/lib/server/images/multipart';
import { addNewsImages } from '@/features/news/server/news';
import { idSchema } from '@/lib/validation/common';

export const POST = route(
  {
    access: 'admin',
    params: { id: idSchema },
    doc: {
      summary: 'Upload a post’s photos (JPEG, PNG, WebP; 512 KB a file, 10 a post)',
      multipart: true,
      responses: { 201: '`{images, errors}`', 503: 'Photo processing busy (Retry-After)' },
    },
  },
  async ({ request, params }) =>
    uploadAnswer(await addNewsImages(params.id, await parseImageUpload(request))),
);
