import { pageParam } from '@/features/pages/server/page-param';
import { json, route } from '@/lib/server/http/route';
import { listPageVersions } from '@/features/pages/server/pages';

export const GET = route({ access: 'admin', params: { page: pageParam } }, async ({ params }) =>
  json({ versions: await listPageVersions(params.page) }),
);
