import { pageParam } from '@/features/pages/server/page-param';
import { PAGE_VIEW, UNKNOWN_PAGE } from '@/features/pages/openapi';
import { publishPage } from '@/features/pages/server/pages';
import { versionedWrite } from '@/lib/server/http/versioned';
import { pageVersionSchema } from '@/features/pages/schema';

export const POST = versionedWrite(
  {
    params: { page: pageParam },
    body: pageVersionSchema,
    summary:
      'Publishes the draft: visitors see it at once (only this page is expired), and it is ' +
      'kept as the next numbered version',
    responses: { 200: PAGE_VIEW, 404: UNKNOWN_PAGE },
    versioned: { description: PAGE_VIEW },
  },
  ({ params }, version) => publishPage(params.page, version),
);
