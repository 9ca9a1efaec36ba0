import { pageParam } from '@/features/pages/server/page-param';
import { json, route } from '@/lib/server/http/route';
import { restorePageVersion } from '@/features/pages/server/pages';
import { writeVersion } from '@/lib/server/versions';
import { pageVersionSchema, versionNumberSchema } from '@/features/pages/schema';

export const POST = route(
  {
    access: 'admin',
    params: { page: pageParam, number: versionNumberSchema },
    body: pageVersionSchema,
  },
  async ({ request, params, body }) =>
    json(await restorePageVersion(params.page, params.number, writeVersion(request, body.version))),
);
