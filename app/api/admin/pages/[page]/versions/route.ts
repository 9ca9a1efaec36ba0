import { pageParam } from '@/lib/server/http/page-param';
import { json, route } from '@/lib/server/http/route';
import { listPageVersions } from '@/lib/server/pages';

export const GET = route({ access: 'admin', params: { page: pageParam } }, async ({ params }) =>
  json({ versions: await listPageVersions(params.page) }),
);
