import { addDiaryPhotos } from '@/features/diary/server/diary-photos';
import { route } from '@/lib/server/http/route';
import { uploadAnswer } from '@/lib/server/http/upload-answer';
import { parseImageUpload } from '@/lib/server/images/multipart';
import { idSchema } from '@/lib/validation/common';

/** Photos of an update: stored as private variants, answered with fresh signed links. */
export const POST = route(
  {
    access: 'admin',
    params: { id: idSchema },
    doc: {
      summary:
        'Upload an update’s photos (JPEG, PNG, WebP; 512 KB a file, 10 an update): stored ' +
        'privately, served only through signed links',
      multipart: true,
      responses: { 201: '`{images, errors}`', 503: 'Photo processing busy (Retry-After)' },
    },
  },
  async ({ request, params }) =>
    uploadAnswer(await addDiaryPhotos(params.id, await parseImageUpload(request))),
);
