import { route } from '@/lib/server/http/route';
import { uploadAnswer } from '@/lib/server/http/upload-answer';
import { parseImageUpload } from '@/lib/server/images/multipart';
import { addLitterImages } from '@/features/litters/server/litters';
import { idSchema } from '@/lib/validation/common';

export const POST = route(
  { access: 'admin', params: { id: idSchema } },
  async ({ request, params }) =>
    uploadAnswer(await addLitterImages(params.id, await parseImageUpload(request))),
);
