import { pageParam } from '@/features/pages/server/page-param';
import { json, route } from '@/lib/server/http/route';
import { PAGE_VIEW } from '@/features/pages/openapi';
import { restorePageVersion } from '@/features/pages/server/pages';
import { writeVersion } from '@/lib/server/versions';
import { pageVersionSchema, versionNumberSchema } from '@/features/pages/schema';

export const POST = route(
  {
    access: 'admin',
    params: { page: pageParam, number: versionNumberSchema },
    body: pageVersionSchema,
    doc: {
      summary: 'Copies a published version into the draft (live once published)',
      responses: { 200: PAGE_VIEW, 404: 'versionNotFound' },
      versioned: { description: PAGE_VIEW },
    },
  },
  async ({ request, params, body }) =>
    json(await restorePageVersion(params.page, params.number, writeVersion(request, body.version))),
);
