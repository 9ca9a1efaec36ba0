import { pageParam } from '@/features/pages/server/page-param';
import { readRoute } from '@/lib/server/http/read';
import { UNKNOWN_PAGE } from '@/features/pages/openapi';
import { listPageVersions } from '@/features/pages/server/pages';

export const GET = readRoute(
  {
    access: 'admin',
    params: { page: pageParam },
    summary: 'Every publish of the page, newest first',
    responses: { 200: '`{versions: [{number, publishedAt}]}`', 404: UNKNOWN_PAGE },
  },
  async ({ params }) => ({ versions: await listPageVersions(params.page) }),
);
