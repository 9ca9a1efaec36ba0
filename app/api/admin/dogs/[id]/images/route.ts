import { addDogImages } from '@/features/dogs/server/dogs';
import { route } from '@/lib/server/http/route';
import { uploadAnswer } from '@/lib/server/http/upload-answer';
import { parseImageUpload } from '@/lib/server/images/multipart';
import { idSchema } from '@/lib/validation/common';

export const POST = route(
  { access: 'admin', params: { id: idSchema } },
  async ({ request, params }) =>
    uploadAnswer(await addDogImages(params.id, await parseImageUpload(request))),
);
