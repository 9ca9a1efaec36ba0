import { pageParam } from '@/lib/server/http/page-param';
import { json, route } from '@/lib/server/http/route';
import { publishPage } from '@/lib/server/pages';
import { writeVersion } from '@/lib/server/versions';
import { pageVersionSchema } from '@/lib/validation/page-content';

export const POST = route(
  { access: 'admin', params: { page: pageParam }, body: pageVersionSchema },
  async ({ request, params, body }) =>
    json(await publishPage(params.page, writeVersion(request, body.version))),
);
