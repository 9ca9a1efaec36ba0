import { pageParam } from '@/features/pages/server/page-param';
import { readRoute } from '@/lib/server/http/read';
import { UNKNOWN_PAGE } from '@/features/pages/openapi';
import { getPublishedPage } from '@/features/pages/server/pages';

/** What visitors see of a page (the published content), for instances reading over API_URL. */
export const GET = readRoute(
  {
    access: 'public',
    params: { page: pageParam },
    summary: 'A page as visitors see it: its published content and the photos shown',
    responses: { 200: '`{page, content, photos}`', 404: UNKNOWN_PAGE },
  },
  ({ params }) => getPublishedPage(params.page),
);
