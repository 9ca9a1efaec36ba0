import { route } from '@/lib/server/http/route';
import { uploadAnswer } from '@/lib/server/http/upload-answer';
import { parseImageUpload } from '@/lib/server/images/multipart';
import { addLitterImages } from '@/features/litters/server/litters';
import { idSchema } from '@/lib/validation/common';
import { uploadResponse } from '@/lib/validation/responses';

export const POST = route(
  {
    access: 'admin',
    params: { id: idSchema },
    doc: {
      summary: 'Upload photos (JPEG, PNG, WebP; 512 KB a file, 10 a litter)',
      multipart: true,
      responses: {
        201: { description: 'The litter’s photos and per-file errors', schema: uploadResponse },
        413: 'Too large',
        415: 'Not an image',
        503: 'Photo processing busy (Retry-After)',
      },
    },
  },
  async ({ request, params }) =>
    uploadAnswer(await addLitterImages(params.id, await parseImageUpload(request))),
);
