import { route } from '@/lib/server/http/route';
import { uploadAnswer } from '@/lib/server/http/upload-answer';
import { parseImageUpload } from '@/lib/server/images/multipart';
import { addNewsImages } from '@/features/news/server/news';
import { idSchema } from '@/lib/validation/common';

export const POST = route(
  { access: 'admin', params: { id: idSchema } },
  async ({ request, params }) =>
    uploadAnswer(await addNewsImages(params.id, await parseImageUpload(request))),
);
