import { pageParam } from '@/features/pages/server/page-param';
import { json, route } from '@/lib/server/http/route';
import { PAGE_VIEW, UNKNOWN_PAGE } from '@/features/pages/openapi';
import { publishPage } from '@/features/pages/server/pages';
import { writeVersion } from '@/lib/server/versions';
import { pageVersionSchema } from '@/features/pages/schema';

export const POST = route(
  {
    access: 'admin',
    params: { page: pageParam },
    body: pageVersionSchema,
    doc: {
      summary:
        'Publishes the draft: visitors see it at once (only this page is expired), and it is ' +
        'kept as the next numbered version',
      responses: { 200: PAGE_VIEW, 404: UNKNOWN_PAGE },
      versioned: { description: PAGE_VIEW },
    },
  },
  async ({ request, params, body }) =>
    json(await publishPage(params.page, writeVersion(request, body.version))),
);
