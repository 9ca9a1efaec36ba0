import { pageParam } from '@/features/pages/server/page-param';
import { json, route } from '@/lib/server/http/route';
import { UNKNOWN_PAGE } from '@/features/pages/openapi';
import { listPageVersions } from '@/features/pages/server/pages';

export const GET = route(
  {
    access: 'admin',
    params: { page: pageParam },
    doc: {
      summary: 'Every publish of the page, newest first',
      responses: { 200: '`{versions: [{number, publishedAt}]}`', 404: UNKNOWN_PAGE },
    },
  },
  async ({ params }) => json({ versions: await listPageVersions(params.page) }),
);
