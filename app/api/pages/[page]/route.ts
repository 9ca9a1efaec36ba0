import { pageParam } from '@/features/pages/server/page-param';
import { json, route } from '@/lib/server/http/route';
import { getPublishedPage } from '@/features/pages/server/pages';

/** What visitors see of a page (the published content), for instances reading over API_URL. */
export const GET = route({ access: 'public', params: { page: pageParam } }, async ({ params }) =>
  json(await getPublishedPage(params.page)),
);
