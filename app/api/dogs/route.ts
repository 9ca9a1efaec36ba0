import { parseWith } from '@/lib/server/http/errors';
import { json, route } from '@/lib/server/http/route';
import { cachedPublicDogs, cachedPublicDogsPage, pageAnswer } from '@/lib/server/list-cache';
import { dogListQuery, pageRequest } from '@/lib/validation/paging';

export const GET = route({ access: 'public' }, async ({ request }) => {
  const query = request.nextUrl.searchParams;
  const { status, kind, ...paging } = parseWith(dogListQuery, {
    status: query.get('status') ?? undefined,
    kind: query.get('kind') ?? undefined,
    limit: query.get('limit') ?? undefined,
    cursor: query.get('cursor') ?? undefined,
  });
  const page = pageRequest(paging);
  if (!page) return json(await cachedPublicDogs(status, kind));
  return pageAnswer(request, await cachedPublicDogsPage(status, page, kind), page.limit);
});
