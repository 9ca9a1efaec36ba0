import { addGalleryImages } from '@/features/gallery/server/gallery';
import { route } from '@/lib/server/http/route';
import { uploadAnswer } from '@/lib/server/http/upload-answer';
import { parseImageUpload } from '@/lib/server/images/multipart';

export const POST = route({ access: 'admin' }, async ({ request }) =>
  uploadAnswer(await addGalleryImages(await parseImageUpload(request))),
);
