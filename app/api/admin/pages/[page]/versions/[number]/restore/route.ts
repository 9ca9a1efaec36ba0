import { pageParam } from '@/lib/server/http/page-param';
import { json, route } from '@/lib/server/http/route';
import { restorePageVersion } from '@/lib/server/pages';
import { writeVersion } from '@/lib/server/versions';
import { pageVersionSchema, versionNumberSchema } from '@/lib/validation/page-content';

export const POST = route(
  {
    access: 'admin',
    params: { page: pageParam, number: versionNumberSchema },
    body: pageVersionSchema,
  },
  async ({ request, params, body }) =>
    json(await restorePageVersion(params.page, params.number, writeVersion(request, body.version))),
);
