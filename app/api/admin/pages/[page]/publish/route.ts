import { pageParam } from '@/features/pages/server/page-param';
import { json, route } from '@/lib/server/http/route';
import { publishPage } from '@/features/pages/server/pages';
import { writeVersion } from '@/lib/server/versions';
import { pageVersionSchema } from '@/features/pages/schema';

export const POST = route(
  { access: 'admin', params: { page: pageParam }, body: pageVersionSchema },
  async ({ request, params, body }) =>
    json(await publishPage(params.page, writeVersion(request, body.version))),
);
