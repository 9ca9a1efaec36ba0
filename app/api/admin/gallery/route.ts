import { addGalleryImages } from '@/features/gallery/server/gallery';
import { route } from '@/lib/server/http/route';
import { uploadAnswer } from '@/lib/server/http/upload-answer';
import { parseImageUpload } from '@/lib/server/images/multipart';
import { uploadResponse } from '@/lib/validation/responses';

export const POST = route(
  {
    access: 'admin',
    doc: {
      summary: 'Upload gallery photos (JPEG, PNG, WebP; 512 KB a file, 300 in all)',
      multipart: true,
      responses: {
        201: { description: 'Gallery and per-file errors', schema: uploadResponse },
        503: 'Photo processing busy (Retry-After)',
      },
    },
  },
  async ({ request }) => uploadAnswer(await addGalleryImages(await parseImageUpload(request))),
);
