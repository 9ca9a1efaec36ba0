import { readJson } from '@/lib/server/http/body';
import { pageParam } from '@/features/pages/server/page-param';
import { json, route } from '@/lib/server/http/route';
import { getPageView, savePageDraft } from '@/features/pages/server/pages';
import { htmlToDoc } from '@/lib/rich-text/html';
import { writeVersion } from '@/lib/server/versions';
import { pageSaveSchema } from '@/features/pages/schema';
import { PAGE_VIEW, UNKNOWN_PAGE } from '@/features/pages/openapi';

/** A page's whole text in three languages is larger than other admin bodies. */
const PAGE_BODY_LIMIT = 512 * 1024;

export const GET = route(
  {
    access: 'admin',
    params: { page: pageParam },
    doc: {
      summary: 'A page’s blocks with their draft, published and default values',
      responses: { 200: PAGE_VIEW, 404: UNKNOWN_PAGE },
    },
  },
  async ({ params }) => json(await getPageView(params.page)),
);

// Described in features/pages/openapi.ts: it reads its own body (per page, a larger limit).
export const PUT = route(
  { access: 'admin', params: { page: pageParam } },
  async ({ request, params }) => {
    const body = await readJson(request, pageSaveSchema(params.page, htmlToDoc), PAGE_BODY_LIMIT);
    return json(
      await savePageDraft(params.page, body.content, writeVersion(request, body.version)),
    );
  },
);
