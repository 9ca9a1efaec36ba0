import { addDogImages } from '@/lib/server/dogs';
import { parseWith } from '@/lib/server/errors';
import { parseImageUpload } from '@/lib/server/images/multipart';
import { adminHandler } from '@/lib/server/route';
import { uploadAnswer } from '@/lib/server/upload-answer';
import { idSchema } from '@/lib/validation/common';

export const POST = adminHandler<{ id: string }>(async (request, { id }) => {
  const dogId = parseWith(idSchema, id);
  return uploadAnswer(await addDogImages(dogId, await parseImageUpload(request)));
});
