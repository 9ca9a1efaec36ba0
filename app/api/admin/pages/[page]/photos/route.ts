import { pageParam } from '@/features/pages/server/page-param';
import { json, route } from '@/lib/server/http/route';
import { photoUploadRoute } from '@/lib/server/photos/photo-routes';
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

export const POST = photoUploadRoute({
  owner: { page: pageParam },
  summary: 'Upload page photos (JPEG, PNG, WebP; 512 KB a file, 20 a page)',
  responses: { 201: '`{images, errors}`', 404: UNKNOWN_PAGE },
  add: addPagePhotos,
});
