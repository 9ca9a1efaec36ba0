import { pageParam } from '@/features/pages/server/page-param';
import { json, route } from '@/lib/server/http/route';
import { uploadAnswer } from '@/lib/server/http/upload-answer';
import { parseImageUpload } from '@/lib/server/images/multipart';
import { addPagePhotos, listPagePhotos } from '@/features/pages/server/page-photos';

export const GET = route({ access: 'admin', params: { page: pageParam } }, async ({ params }) =>
  json({ images: await listPagePhotos(params.page) }),
);

export const POST = route(
  { access: 'admin', params: { page: pageParam } },
  async ({ request, params }) =>
    uploadAnswer(await addPagePhotos(params.page, await parseImageUpload(request))),
);
