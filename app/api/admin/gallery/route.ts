import { addGalleryImages } from '@/lib/server/gallery';
import { parseImageUpload } from '@/lib/server/images/multipart';
import { adminHandler } from '@/lib/server/route';
import { uploadAnswer } from '@/lib/server/upload-answer';

export const POST = adminHandler(async (request) =>
  uploadAnswer(await addGalleryImages(await parseImageUpload(request))),
);
