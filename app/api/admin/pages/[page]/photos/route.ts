import { pageParam } from '@/features/pages/server/page-param';
import { json, route } from '@/lib/server/http/route';
import { uploadAnswer } from '@/lib/server/http/upload-answer';
import { parseImageUpload } from '@/lib/server/images/multipart';
import { UNKNOWN_PAGE } from '@/features/pages/openapi';
import { addPagePhotos, listPagePhotos } from '@/features/pages/server/page-photos';

export const GET = route(
  {
    access: 'admin',
    params: { page: pageParam },
    doc: { summary: 'The page’s photos', responses: { 200: '`{images}`', 404: UNKNOWN_PAGE } },
  },
  async ({ params }) => json({ images: await listPagePhotos(params.page) }),
);

export const POST = route(
  {
    access: 'admin',
    params: { page: pageParam },
    doc: {
      summary: 'Upload page photos (JPEG, PNG, WebP; 512 KB a file, 20 a page)',
      multipart: true,
      responses: {
        201: '`{images, errors}`',
        404: UNKNOWN_PAGE,
        503: 'Photo processing busy (Retry-After)',
      },
    },
  },
  async ({ request, params }) =>
    uploadAnswer(await addPagePhotos(params.page, await parseImageUpload(request))),
);
